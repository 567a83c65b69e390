import 'server-only'
import type { CollectionSlug, PopulateType, SelectType, Sort, TransformCollectionWithSelect, TypedCollectionSelect, Where } from 'payload'
import { hiddenIdsOf } from '@/domain/lists'
import type { Locale } from '@/i18n/locales'
import { cacheTags } from '@/lib/cacheTags'
import { getHiddenSet } from '../hidden'
import { payloadClient } from '../payload'

/**
 * The one way readers list documents for visitors: published ones only (`overrideAccess: false`
 * applies the collections' read access), in the page's language, without what an editor hid
 * for that language (site settings).
 */

/** The tags of a listing reader: its collections, the pictures it shows and the site settings (the hidden items). */
export function listingTags(...collections: CollectionSlug[]): string[] {
  return [...collections, 'media'].map(cacheTags.collection).concat(cacheTags.global('site-settings'))
}

/** Adds `id not in hidden` to a query. */
export async function visibleWhere(locale: Locale, collection: CollectionSlug, where?: Where): Promise<Where> {
  const hidden = hiddenIdsOf(await getHiddenSet(locale), collection)
  const clauses: Where[] = [...(where ? [where] : []), ...(hidden.length > 0 ? [{ id: { not_in: hidden } }] : [])]
  return clauses.length > 0 ? { and: clauses } : {}
}

/** Collections listed to visitors (and the pictures their cards show). */
export type ListedCollection =
  | 'products'
  | 'categories'
  | 'materials'
  | 'material-categories'
  | 'moods'
  | 'projects'
  | 'stories'
  | 'designers'
  | 'downloads'
  | 'download-categories'
  | 'stores'
  | 'media'

/** The `select` a collection accepts. */
type SelectOf<C extends CollectionSlug> = TypedCollectionSelect[C] & SelectType

export interface VisibleQuery<C extends ListedCollection, S extends SelectOf<C>> {
  where?: Where
  sort?: Sort
  limit: number
  /** 0 for ids only; 1 to populate pictures and categories. */
  depth: number
  select?: S
  populate?: PopulateType
  /** Count every match (one more query); otherwise `total` is the number of documents returned. */
  countAll?: boolean
}

export interface Visible<T> {
  docs: T[]
  total: number
}

/** The documents of a collection a visitor may see in a language. */
export async function findVisible<C extends ListedCollection, S extends SelectOf<C>>(
  collection: C,
  locale: Locale,
  query: VisibleQuery<C, S>,
): Promise<Visible<TransformCollectionWithSelect<C, S>>> {
  const payload = await payloadClient()
  const result = await payload.find<C, S>({
    collection,
    where: await visibleWhere(locale, collection, query.where),
    locale,
    depth: query.depth,
    limit: query.limit,
    sort: query.sort,
    select: query.select,
    populate: query.populate,
    pagination: query.countAll ?? false,
    overrideAccess: false,
  })
  return { docs: result.docs, total: result.totalDocs }
}
