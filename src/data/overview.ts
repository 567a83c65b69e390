import 'server-only'
import type { Category, MaterialCategory, Product } from '@/payload-types'
import type { ProductCardData } from './readers/products'
import type { Locale } from '@/i18n/locales'
import { cacheTags } from '@/lib/cacheTags'
import { cached } from './cached'
import { payloadClient } from './payload'

export interface CatalogueOverview {
  categories: { category: Category; products: ProductCardData[] }[]
  materialCategories: { category: MaterialCategory; count: number }[]
  counts: { products: number; materials: number; moods: number; projects: number; stories: number; stores: number; downloads: number; designers: number }
}

/** What the content holds, for the language home: every category with its products, and counts. */
export const getCatalogueOverview = cached(
  'catalogue-overview',
  ['products', 'categories', 'materials', 'material-categories', 'moods', 'projects', 'stories', 'stores', 'downloads', 'designers', 'media'].map(cacheTags.collection),
  async (locale: Locale): Promise<CatalogueOverview> => {
    const payload = await payloadClient()
    const [categories, products, materialCategories] = await Promise.all([
      payload.find({ collection: 'categories', locale, depth: 0, limit: 50, sort: 'order', pagination: false, overrideAccess: false }),
      payload.find({ collection: 'products', locale, depth: 1, limit: 500, sort: 'name', pagination: false, select: { name: true, slug: true, category: true, gallery: true, tagline: true }, overrideAccess: false }),
      payload.find({ collection: 'material-categories', locale, depth: 0, limit: 50, sort: 'order', pagination: false, overrideAccess: false }),
    ])
    const count = async (collection: 'materials' | 'moods' | 'projects' | 'stories' | 'stores' | 'downloads' | 'designers') =>
      (await payload.count({ collection, locale, overrideAccess: false })).totalDocs
    const materialCounts = await Promise.all(
      materialCategories.docs.map(async (category) => ({ category, count: (await payload.count({ collection: 'materials', where: { category: { equals: category.id } }, overrideAccess: false })).totalDocs })),
    )
    const [materials, moods, projects, stories, stores, downloads, designers] = await Promise.all(
      (['materials', 'moods', 'projects', 'stories', 'stores', 'downloads', 'designers'] as const).map(count),
    )
    const categoryId = (product: Pick<Product, 'category'>) => (typeof product.category === 'object' ? product.category.id : product.category)
    return {
      categories: categories.docs
        .filter((category) => category.identifier !== 'index')
        .map((category) => ({ category, products: products.docs.filter((product) => categoryId(product) === category.id) })),
      materialCategories: materialCounts,
      counts: {
        products: products.docs.length,
        materials: materials ?? 0, moods: moods ?? 0, projects: projects ?? 0, stories: stories ?? 0,
        stores: stores ?? 0, downloads: downloads ?? 0, designers: designers ?? 0,
      },
    }
  },
)
