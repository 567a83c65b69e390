import 'server-only'
import type { Payload, PopulateType, Where } from 'payload'
import type { ItemCollection } from '@/domain/routing/folderCollections'
import type { DocumentContent, ItemDocuments } from '@/domain/routing/resolved'
import type { Locale } from '@/i18n/locales'
import type { Category, DownloadCategory, MaterialCategory, Page } from '@/payload-types'
import { getHiddenSet, hiddenKey } from '../hidden'
import { payloadClient } from '../payload'

/** The generated type of every collection a visitor path can name. */
export interface RoutedDocuments extends ItemDocuments {
  pages: Page
  categories: Category
  'material-categories': MaterialCategory
  'download-categories': DownloadCategory
}

export type SlugCollection = keyof RoutedDocuments

/** What a page shows of a product it links to: a card (components/ProductCard). */
const productCard = { name: true, slug: true, tagline: true, gallery: true } as const

/**
 * What a page shows of a material it links to: a swatch (views/parts/MaterialSwatches) and its
 * family's name (views/product/MaterialGroups, views/documents/MaterialView).
 */
const linkedMaterials: PopulateType = {
  materials: { name: true, slug: true, code: true, hex: true, swatch: true, category: true },
  'material-categories': { name: true, slug: true },
}

/**
 * What a product page shows of the documents it links to (cards, swatches, notes); the rest of
 * them (a related product's versions and materials, a download's own product list, the families
 * and materials of the configurator tab...) is not read.
 */
const productPagePopulate: PopulateType = {
  ...linkedMaterials,
  products: productCard,
  designers: { name: true, slug: true, bio: true, portrait: true },
  downloads: { products: false },
  categories: { name: true, slug: true, identifier: true },
  families: { name: true, slug: true },
}

/** Stories, projects and moods show the products they link to as cards, and a mood its materials as swatches. */
const editorialPopulate: PopulateType = { ...linkedMaterials, products: productCard }

/** A category page lists its products from the catalogue index (featured order included): its own `featuredProducts` stay ids' worth. */
const categoryPopulate: PopulateType = { products: { slug: true } }

interface Lookup {
  locale: Locale
  where: Where
}

/** Published documents only, at depth 2 (a page shows its relations), the first match. */
const first = ({ locale, where }: Lookup) => ({ where, locale, depth: 2, limit: 1, pagination: false, overrideAccess: false })

/** One finder per collection: each returns its collection's generated type, so nothing is cast. */
const findFirst: { [C in SlugCollection]: (payload: Payload, lookup: Lookup) => Promise<RoutedDocuments[C] | undefined> } = {
  pages: async (payload, lookup) => (await payload.find({ collection: 'pages', ...first(lookup) })).docs[0],
  categories: async (payload, lookup) => (await payload.find({ collection: 'categories', ...first(lookup), populate: categoryPopulate })).docs[0],
  'material-categories': async (payload, lookup) => (await payload.find({ collection: 'material-categories', ...first(lookup) })).docs[0],
  'download-categories': async (payload, lookup) => (await payload.find({ collection: 'download-categories', ...first(lookup) })).docs[0],
  products: async (payload, lookup) => (await payload.find({ collection: 'products', ...first(lookup), populate: productPagePopulate })).docs[0],
  materials: async (payload, lookup) => (await payload.find({ collection: 'materials', ...first(lookup), populate: linkedMaterials })).docs[0],
  moods: async (payload, lookup) => (await payload.find({ collection: 'moods', ...first(lookup), populate: editorialPopulate })).docs[0],
  projects: async (payload, lookup) => (await payload.find({ collection: 'projects', ...first(lookup), populate: editorialPopulate })).docs[0],
  stories: async (payload, lookup) => (await payload.find({ collection: 'stories', ...first(lookup), populate: editorialPopulate })).docs[0],
  designers: async (payload, lookup) => (await payload.find({ collection: 'designers', ...first(lookup) })).docs[0],
  stores: async (payload, lookup) => (await payload.find({ collection: 'stores', ...first(lookup) })).docs[0],
}

/** The published document with this slug in the language, unless an editor hid it there. */
export async function findBySlug<C extends SlugCollection>(collection: C, locale: Locale, slug: string): Promise<RoutedDocuments[C] | null> {
  const find = findFirst[collection]
  const doc = await find(await payloadClient(), { locale, where: { slug: { equals: slug } } })
  if (!doc) return null
  const hidden = await getHiddenSet(locale)
  return hidden.has(hiddenKey(collection, doc.id)) ? null : doc
}

/** A folder's item with this slug, with its collection (the document page's content). */
export async function findDocument<C extends ItemCollection>(collection: C, locale: Locale, slug: string): Promise<DocumentContent<C> | null> {
  const doc = await findBySlug(collection, locale, slug)
  return doc ? { collection, doc } : null
}
