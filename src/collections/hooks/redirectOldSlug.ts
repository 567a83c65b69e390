import type { CollectionAfterChangeHook, PayloadRequest } from 'payload'
import { redirectKey } from '@/domain/routing/redirects'
import { documentUrl, routedCollections, type RoutedCollection } from '@/domain/urls'
import { isLocale, type Locale } from '@/i18n/locales'
import { revalidateHooks } from './revalidate'

interface Slugged {
  id: number | string
  slug?: string | null
  updatedAt?: string
  _status?: string | null
}

function isRouted(slug: string): slug is RoutedCollection {
  return (routedCollections as readonly string[]).includes(slug)
}

/** The slug the document had when it was last published before this change. */
async function lastPublishedSlug(collection: RoutedCollection, doc: Slugged, previousDoc: Slugged, locale: Locale, req: PayloadRequest): Promise<string | null> {
  if (!('_status' in doc)) return previousDoc.slug ?? null
  const { docs } = await req.payload.findVersions({
    collection,
    where: { and: [{ parent: { equals: doc.id } }, { 'version._status': { equals: 'published' } }] },
    sort: '-updatedAt',
    limit: 3,
    locale,
    depth: 0,
    req,
  })
  const earlier = docs.find((version) => (version.version as Slugged).updatedAt !== doc.updatedAt)
  return (earlier?.version as Slugged | undefined)?.slug ?? null
}

/**
 * When an editor changes the slug of a published document, its old address redirects (301)
 * to the new one in that language. Chains are flattened, and a rule that starts at the new
 * address is removed (that address is live again), so no redirect ever loops.
 */
export const redirectOldSlug: CollectionAfterChangeHook<Slugged> = async ({ collection, doc, previousDoc, operation, req, context }) => {
  if (operation !== 'update' || context.skipSlugRedirect || !isRouted(collection.slug)) return doc
  const locale = req.locale
  const current = doc
  if (!isLocale(locale) || !current.slug || current._status === 'draft') return doc
  const oldSlug = await lastPublishedSlug(collection.slug, current, previousDoc, locale, req)
  if (!oldSlug || oldSlug === current.slug) return doc
  const from = documentUrl(locale, collection.slug, oldSlug)
  const to = documentUrl(locale, collection.slug, current.slug)
  if (redirectKey(from) === redirectKey(to)) return doc

  const { docs: rules } = await req.payload.find({ collection: 'redirects', depth: 0, pagination: false, limit: 10_000, req })
  for (const rule of rules) {
    if (redirectKey(rule.from) === redirectKey(to)) await req.payload.delete({ collection: 'redirects', id: rule.id, req })
    else if (redirectKey(rule.to) === redirectKey(from)) await req.payload.update({ collection: 'redirects', id: rule.id, data: { to }, req })
  }
  const existing = rules.find((rule) => redirectKey(rule.from) === redirectKey(from))
  if (existing) await req.payload.update({ collection: 'redirects', id: existing.id, data: { to, statusCode: '301' }, req })
  else await req.payload.create({ collection: 'redirects', data: { from, to, statusCode: '301' }, req })
  return doc
}

/** Hooks of a collection whose documents have addresses: cache expiry and old-slug redirects. */
export const routedDocumentHooks = {
  afterChange: [...revalidateHooks.afterChange, redirectOldSlug],
  afterDelete: revalidateHooks.afterDelete,
}
