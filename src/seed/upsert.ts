import type { CollectionSlug, RequiredDataFromCollectionSlug, Where } from 'payload'
import type { Locale } from '@/i18n/locales'
import { defaultLocale } from '@/i18n/locales'
import { seedWriteContext, type SeedContext } from './context'
import { otherLocales, withRowIds } from './localized'

const context = seedWriteContext

interface LocaleUpdate<S extends CollectionSlug> {
  collection: S
  id: number | string
  locale: Locale
  data: Record<string, unknown>
  depth: number
  context: Record<string, unknown>
  overrideAccess: boolean
}

export interface UpsertOptions {
  /** Localized blocks or arrays whose rows differ per language. */
  ownRowsPerLocale?: readonly string[]
  /** Collection has drafts: write the document as published. */
  publish?: boolean
  /** Upload collections: the file, made only when the document is new. */
  file?: () => Promise<{ data: Buffer; mimetype: string; name: string; size: number }>
}

/**
 * Creates a document in Italian and adds the other six languages, unless a document
 * matching `where` exists already: running the seed twice changes nothing.
 */
export async function upsertLocalized<S extends CollectionSlug>(
  ctx: SeedContext,
  collection: S,
  where: Where,
  build: (locale: Locale) => RequiredDataFromCollectionSlug<S>,
  options: UpsertOptions = {},
): Promise<number> {
  const { payload } = ctx
  const existing = await payload.find({ collection, where, limit: 1, depth: 0, pagination: false, draft: true, overrideAccess: true })
  const found = existing.docs[0]
  if (found) return found.id

  const status = options.publish ? { _status: 'published' as const } : {}
  const created = await payload.create({
    collection,
    locale: defaultLocale,
    data: { ...build(defaultLocale), ...status },
    file: options.file ? await options.file() : undefined,
    depth: 0,
    context,
    overrideAccess: true,
  })
  const stored = created as unknown as Record<string, unknown>
  // The seed writes whole documents per language; Payload's generic DeepPartial input type
  // cannot be proven for a generic slug, so the update is typed by what we pass.
  const update = payload.update.bind(payload) as unknown as (args: LocaleUpdate<S>) => Promise<unknown>
  for (const locale of otherLocales) {
    const data = withRowIds(build(locale) as Record<string, unknown>, stored, options.ownRowsPerLocale)
    await update({ collection, id: created.id, locale, data: { ...data, ...status }, depth: 0, context, overrideAccess: true })
  }
  ctx.created[collection] = (ctx.created[collection] ?? 0) + 1
  return created.id
}
