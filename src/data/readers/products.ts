import 'server-only'
import type { Where } from 'payload'
import type { Locale } from '@/i18n/locales'
import type { Media, Product } from '@/payload-types'
import { cached } from '../cached'
import { findVisible, listingTags } from './findVisible'

/** What a product card shows (components/ProductCard): the reader shapes it, the card takes it. */
export type ProductCardData = Pick<Product, 'id' | 'name' | 'slug' | 'tagline' | 'gallery'>

export type ProductListItem = ProductCardData & { categoryId: number }

export interface ProductPage {
  products: ProductListItem[]
  /** All matching products, of which `products` are the first. */
  total: number
}

const firstImage = (gallery: (number | Media)[]): number | undefined => {
  const first = gallery[0]
  return typeof first === 'object' ? first.id : first
}

/**
 * Product cards in two light queries: the products without their relations, then the first
 * image of each (a card needs no more).
 */
export async function findProductCards(locale: Locale, where: Where, limit: number, sort: string | string[], countAll = false): Promise<ProductPage> {
  const result = await findVisible('products', locale, {
    where,
    depth: 0,
    limit,
    sort,
    countAll,
    select: { name: true, slug: true, tagline: true, gallery: true, category: true },
  })
  const imageIds = result.docs.flatMap((product) => firstImage(product.gallery) ?? [])
  const media = imageIds.length ? (await findVisible('media', locale, { where: { id: { in: imageIds } }, depth: 0, limit: imageIds.length })).docs : []
  const mediaById = new Map(media.map((item) => [item.id, item]))
  return {
    total: result.total,
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
export const getProductCards = cached('listing-product-cards', listingTags('products'), async (locale: Locale, ids: number[]): Promise<ProductListItem[]> => {
  if (ids.length === 0) return []
  const { products } = await findProductCards(locale, { id: { in: ids } }, ids.length, 'name')
  const byId = new Map(products.map((product) => [product.id, product]))
  return ids.flatMap((id) => byId.get(id) ?? [])
})

/** Products made in a material (at most `limit`). */
export const getProductsWithMaterial = cached('listing-material-products', listingTags('products'), async (locale: Locale, materialId: number, limit: number): Promise<ProductPage> =>
  findProductCards(locale, { materials: { in: [materialId] } }, limit, 'name', true),
)

/** Products by a designer (at most `limit`). */
export const getProductsByDesigner = cached('listing-designer-products', listingTags('products'), async (locale: Locale, designerId: number, limit: number): Promise<ProductPage> =>
  findProductCards(locale, { designers: { in: [designerId] } }, limit, 'name', true),
)
