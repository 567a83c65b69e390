import type { L } from './data/types'
import { defaultLocale } from '@/i18n/locales'
import { seedWriteContext, type SeedContext } from './context'
import { otherLocales } from './localized'

const context = seedWriteContext

/** Smallest edge drawn, so that tests at a tiny scale still make real images. */
const minimumEdge = 48

export const scaled = (ctx: SeedContext, size: number): number => Math.max(minimumEdge, Math.round(size * ctx.imageScale))

/**
 * Uploads a generated image once (by file name) with its alt text in every language. Returns
 * the media id.
 */
export async function seedImage(ctx: SeedContext, fileName: string, alt: L, render: () => Promise<Buffer>): Promise<number> {
  const { payload } = ctx
  const existing = await payload.find({ collection: 'media', where: { filename: { equals: fileName } }, limit: 1, depth: 0, pagination: false })
  const found = existing.docs[0]
  if (found) return found.id

  const data = await render()
  const created = await payload.create({
    collection: 'media',
    locale: defaultLocale,
    // The Media collection's hook stores the tiny preview from the file.
    data: { alt: alt[defaultLocale] },
    file: { data, mimetype: 'image/jpeg', name: fileName, size: data.length },
    depth: 0,
    context,
  })
  for (const locale of otherLocales) {
    await payload.update({ collection: 'media', id: created.id, locale, data: { alt: alt[locale] }, depth: 0, context })
  }
  ctx.created.media = (ctx.created.media ?? 0) + 1
  return created.id
}
