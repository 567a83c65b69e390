import 'server-only'
import type { Payload, Where } from 'payload'
import type { ProductCardData } from '@/components/ProductCard'
import type { Category, Designer, Download, DownloadCategory, Material, MaterialCategory, Media, Mood, Project, Story, Store } from '@/payload-types'
import type { Locale } from '@/i18n/locales'
import { firstPerKey, hiddenIdsOf, populated } from '@/domain/lists'
import { cacheTags } from '@/lib/cacheTags'
import { cached } from './cached'
import { getHiddenSet } from './hidden'
import { payloadClient } from './payload'

/**
 * The reads behind the listings: published documents only (`overrideAccess: false`), in the
 * page's language, without what an editor hid for that language, each cached with the tags
 * of what it reads (the hidden set lives in the site settings).
 */

type ListedCollection = 'products' | 'categories' | 'materials' | 'material-categories' | 'moods' | 'projects' | 'stories' | 'designers' | 'downloads' | 'download-categories' | 'stores'

const tagsFor = (...collections: ListedCollection[]) => [...collections, 'media'].map(cacheTags.collection).concat(cacheTags.global('site-settings'))

/** Adds `id not in hidden` to a query. */
export async function visibleWhere(locale: Locale, collection: ListedCollection, where?: Where): Promise<Where> {
  const hidden = hiddenIdsOf(await getHiddenSet(locale), collection)
  const clauses: Where[] = [...(where ? [where] : []), ...(hidden.length > 0 ? [{ id: { not_in: hidden } }] : [])]
  return clauses.length > 0 ? { and: clauses } : {}
}

const read = { overrideAccess: false } as const

export type ProductListItem = ProductCardData & { categoryId: number }

export interface ProductPage {
  products: ProductListItem[]
  /** All matching products, of which `products` are the first. */
  total: number
}

/**
 * Product cards in two light queries: the products without their relations, then the first
 * image of each (a card needs no more).
 */
async function findProductCards(payload: Payload, locale: Locale, where: Where, limit: number, sort: string | string[]): Promise<ProductPage> {
  const result = await payload.find({
    collection: 'products',
    where,
    locale,
    depth: 0,
    limit,
    sort,
    select: { name: true, slug: true, tagline: true, gallery: true, category: true },
    ...read,
  })
  const firstImage = (gallery: (number | Media)[]): number | undefined => {
    const first = gallery[0]
    return typeof first === 'object' ? first.id : first
  }
  const imageIds = result.docs.flatMap((product) => firstImage(product.gallery) ?? [])
  const media = imageIds.length
    ? (await payload.find({ collection: 'media', where: { id: { in: imageIds } }, locale, depth: 0, limit: imageIds.length, pagination: false, ...read })).docs
    : []
  const mediaById = new Map(media.map((item) => [item.id, item]))
  return {
    total: result.totalDocs,
    products: result.docs.map((product) => {
      const imageId = firstImage(product.gallery)
      const image = imageId === undefined ? undefined : mediaById.get(imageId)
      const category = product.category
      return {
        id: product.id,
        name: product.name,
        slug: product.slug,
        tagline: product.tagline,
        gallery: image ? [image] : [],
        categoryId: typeof category === 'object' ? category.id : category,
      }
    }),
  }
}

/** The cards of the given products, in the given order (one page of a catalogue list). */
export const getProductCards = cached('listing-product-cards', tagsFor('products'), async (locale: Locale, ids: number[]): Promise<ProductListItem[]> => {
  if (ids.length === 0) return []
  const payload = await payloadClient()
  const { products } = await findProductCards(payload, locale, { id: { in: ids } }, ids.length, 'name')
  const byId = new Map(products.map((product) => [product.id, product]))
  return ids.flatMap((id) => byId.get(id) ?? [])
})

/** Product categories in their editorial order, with their image; the 'index' entry is the listing itself, not a category. */
export const getCategories = cached('listing-categories', tagsFor('categories'), async (locale: Locale): Promise<Category[]> => {
  const payload = await payloadClient()
  const where = await visibleWhere(locale, 'categories', { identifier: { not_equals: 'index' } })
  const { docs } = await payload.find({ collection: 'categories', where, locale, depth: 1, sort: 'order', limit: 100, pagination: false, ...read })
  return docs
})

/** Products made in a material (at most `limit`). */
export const getProductsWithMaterial = cached('listing-material-products', tagsFor('products'), async (locale: Locale, materialId: number, limit: number): Promise<ProductPage> => {
  const payload = await payloadClient()
  return findProductCards(payload, locale, await visibleWhere(locale, 'products', { materials: { in: [materialId] } }), limit, 'name')
})

/** Products by a designer (at most `limit`). */
export const getProductsByDesigner = cached('listing-designer-products', tagsFor('products'), async (locale: Locale, designerId: number, limit: number): Promise<ProductPage> => {
  const payload = await payloadClient()
  return findProductCards(payload, locale, await visibleWhere(locale, 'products', { designers: { in: [designerId] } }), limit, 'name')
})

export interface HomeHighlights {
  categories: { category: Category; products: ProductListItem[] }[]
  materialCategories: MaterialCategory[]
  stories: StoryCard[]
}

/** For the home: each category with its first few products, the material families and the latest stories. */
export const getHomeHighlights = cached(
  'listing-home',
  tagsFor('products', 'categories', 'material-categories', 'stories'),
  async (locale: Locale, perCategory: number, storyCount: number): Promise<HomeHighlights> => {
    const payload = await payloadClient()
    const [categories, materialCategories, stories] = await Promise.all([getCategories(locale), getMaterialCategories(locale), getStories(locale, null)])
    // A bounded read of names only, then the cards of the few products shown.
    const { docs } = await payload.find({
      collection: 'products',
      where: await visibleWhere(locale, 'products', { category: { in: categories.map((category) => category.id) } }),
      locale,
      depth: 0,
      limit: 2000,
      pagination: false,
      sort: 'name',
      select: { category: true },
      ...read,
    })
    const categoryOf = (product: (typeof docs)[number]) => (typeof product.category === 'object' ? product.category.id : product.category)
    const picked = firstPerKey(docs, categoryOf, perCategory).map((product) => product.id)
    const cards = picked.length ? await findProductCards(payload, locale, { id: { in: picked } }, picked.length, 'name') : { products: [], total: 0 }
    return {
      categories: categories
        .map((category) => ({ category, products: cards.products.filter((product) => product.categoryId === category.id) }))
        .filter((entry) => entry.products.length > 0),
      materialCategories,
      stories: stories.slice(0, storyCount),
    }
  },
)

/** Material families in their editorial order, with their image. */
export const getMaterialCategories = cached('listing-material-categories', tagsFor('material-categories'), async (locale: Locale): Promise<MaterialCategory[]> => {
  const payload = await payloadClient()
  const where = await visibleWhere(locale, 'material-categories')
  const { docs } = await payload.find({ collection: 'material-categories', where, locale, depth: 1, sort: 'order', limit: 100, pagination: false, ...read })
  return docs
})

export type MaterialCard = Pick<Material, 'id' | 'name' | 'slug' | 'code' | 'hex'> & { swatch: Media | null; categoryId: number }

/** The swatch cards of some materials (a page of the library), in the order of `ids`. */
export const getMaterialCards = cached('listing-material-cards', tagsFor('materials'), async (locale: Locale, ids: number[]): Promise<MaterialCard[]> => {
  if (ids.length === 0) return []
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'materials',
    where: { id: { in: ids } },
    locale,
    depth: 1,
    limit: ids.length,
    pagination: false,
    select: { name: true, slug: true, code: true, hex: true, swatch: true, category: true },
    populate: { 'material-categories': { name: true } },
    ...read,
  })
  const byId = new Map(docs.map((doc) => [doc.id, doc]))
  return ids.flatMap((id) => {
    const doc = byId.get(id)
    if (!doc) return []
    const categoryId = typeof doc.category === 'object' ? doc.category.id : doc.category
    return [{ id: doc.id, name: doc.name, slug: doc.slug, code: doc.code, hex: doc.hex, swatch: populated(doc.swatch), categoryId }]
  })
})

/** Materials with their swatch, by code; all of them or one family's. */
export const getMaterials = cached('listing-materials', tagsFor('materials'), async (locale: Locale, categoryId: number | null): Promise<MaterialCard[]> => {
  const payload = await payloadClient()
  const where = await visibleWhere(locale, 'materials', categoryId === null ? undefined : { category: { equals: categoryId } })
  const { docs } = await payload.find({
    collection: 'materials',
    where,
    locale,
    depth: 1,
    sort: 'code',
    limit: 2000,
    pagination: false,
    select: { name: true, slug: true, code: true, hex: true, swatch: true, category: true },
    populate: { 'material-categories': { name: true } },
    ...read,
  })
  return docs.map((material) => ({
    id: material.id,
    name: material.name,
    slug: material.slug,
    code: material.code,
    hex: material.hex,
    swatch: populated(material.swatch),
    categoryId: typeof material.category === 'object' ? material.category.id : material.category,
  }))
})

export type MoodCard = Pick<Mood, 'id' | 'title' | 'slug' | 'intro'> & { cover: Media | null }

/** Current moods, or the archived ones, newest first. */
export const getMoods = cached('listing-moods', tagsFor('moods'), async (locale: Locale, archived: boolean): Promise<MoodCard[]> => {
  const payload = await payloadClient()
  const where = await visibleWhere(locale, 'moods', archived ? { archived: { equals: true } } : { archived: { not_equals: true } })
  const { docs } = await payload.find({ collection: 'moods', where, locale, depth: 1, sort: '-publishedAt', limit: 500, pagination: false, select: { title: true, slug: true, intro: true, cover: true }, ...read })
  return docs.map((mood) => ({ id: mood.id, title: mood.title, slug: mood.slug, intro: mood.intro, cover: populated(mood.cover) }))
})

export type ProjectCard = Pick<Project, 'id' | 'title' | 'slug' | 'location' | 'year'> & { cover: Media | null }

/** Projects, the most recent first. */
export const getProjects = cached('listing-projects', tagsFor('projects'), async (locale: Locale): Promise<ProjectCard[]> => {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'projects',
    where: await visibleWhere(locale, 'projects'),
    locale,
    depth: 1,
    sort: ['-year', '-publishedAt'],
    limit: 500,
    pagination: false,
    select: { title: true, slug: true, location: true, year: true, cover: true },
    ...read,
  })
  return docs.map((project) => ({ id: project.id, title: project.title, slug: project.slug, location: project.location, year: project.year, cover: populated(project.cover) }))
})

export type StoryCard = Pick<Story, 'id' | 'title' | 'slug' | 'excerpt' | 'category' | 'publishedAt'> & { cover: Media | null }

/** Stories, newest first; all of them or one category's. */
export const getStories = cached('listing-stories', tagsFor('stories'), async (locale: Locale, category: Story['category'] | null): Promise<StoryCard[]> => {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'stories',
    where: await visibleWhere(locale, 'stories', category ? { category: { equals: category } } : undefined),
    locale,
    depth: 1,
    sort: '-publishedAt',
    limit: 500,
    pagination: false,
    select: { title: true, slug: true, excerpt: true, cover: true, category: true, publishedAt: true },
    ...read,
  })
  return docs.map((story) => ({
    id: story.id,
    title: story.title,
    slug: story.slug,
    excerpt: story.excerpt,
    category: story.category,
    publishedAt: story.publishedAt,
    cover: populated(story.cover),
  }))
})

export type DesignerCard = Pick<Designer, 'id' | 'name' | 'slug' | 'country'> & { portrait: Media | null }

/** Designers by name. */
export const getDesigners = cached('listing-designers', tagsFor('designers'), async (locale: Locale): Promise<DesignerCard[]> => {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'designers',
    where: await visibleWhere(locale, 'designers'),
    locale,
    depth: 1,
    sort: 'name',
    limit: 500,
    pagination: false,
    select: { name: true, slug: true, country: true, portrait: true },
    ...read,
  })
  return docs.map((designer) => ({ id: designer.id, name: designer.name, slug: designer.slug, country: designer.country, portrait: populated(designer.portrait) }))
})

export type DownloadItem = Pick<Download, 'id' | 'title' | 'description' | 'fileType' | 'language' | 'filesize' | 'url'> & { categoryId: number }

export interface DownloadListing {
  categories: DownloadCategory[]
  downloads: DownloadItem[]
}

/** Download categories in order and the downloads (all, or one category's), by title. */
export const getDownloads = cached('listing-downloads', tagsFor('downloads', 'download-categories'), async (locale: Locale, categoryId: number | null): Promise<DownloadListing> => {
  const payload = await payloadClient()
  const [categories, downloads] = await Promise.all([
    payload.find({ collection: 'download-categories', where: await visibleWhere(locale, 'download-categories'), locale, depth: 0, sort: 'order', limit: 100, pagination: false, ...read }),
    payload.find({
      collection: 'downloads',
      where: await visibleWhere(locale, 'downloads', categoryId === null ? undefined : { category: { equals: categoryId } }),
      locale,
      depth: 0,
      sort: 'title',
      limit: 2000,
      pagination: false,
      ...read,
    }),
  ])
  return {
    categories: categories.docs,
    downloads: downloads.docs.map((download) => ({
      id: download.id,
      title: download.title,
      description: download.description,
      fileType: download.fileType,
      language: download.language,
      filesize: download.filesize,
      url: download.url,
      categoryId: typeof download.category === 'object' ? download.category.id : download.category,
    })),
  }
})

export type StoreCard = Pick<Store, 'id' | 'companyName' | 'slug' | 'type' | 'address' | 'postcode' | 'city' | 'country'>

/** Stores by country and city. */
export const getStores = cached('listing-stores', tagsFor('stores'), async (locale: Locale): Promise<StoreCard[]> => {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'stores',
    where: await visibleWhere(locale, 'stores'),
    locale,
    depth: 0,
    sort: ['country', 'city', 'companyName'],
    limit: 5000,
    pagination: false,
    select: { companyName: true, slug: true, type: true, address: true, postcode: true, city: true, country: true },
    ...read,
  })
  return docs.map((store) => ({ id: store.id, companyName: store.companyName, slug: store.slug, type: store.type, address: store.address, postcode: store.postcode, city: store.city, country: store.country }))
})
