import 'server-only'
import type { Locale } from '@/i18n/locales'
import type { Media } from '@/payload-types'
import { cached } from './cached'
import { getCategories } from './readers/categories'
import { findVisible, listingTags } from './readers/findVisible'
import { getMaterialCategories } from './readers/materialCategories'

/** How many ambience pictures a category shows on a panoramics page (its own page has the rest). */
export const panoramicsPerCategory = 12

/** An ambience picture and the piece it shows. */
export interface Panoramic {
  image: Media
  name: string
  slug: string
}

export interface PanoramicGroup {
  id: number
  name: string
  slug: string
  items: Panoramic[]
}

function firstImage(images: unknown): Media | null {
  const first = Array.isArray(images) ? images.find((image): image is Media => typeof image === 'object' && image !== null && 'url' in image) : undefined
  return first ?? null
}

/**
 * Products panoramics: per product category (in menu order), the newest products that have an
 * ambience picture, each with its first one. One bounded query per category; hidden items left out.
 */
export const getProductPanoramics = cached('panoramics-products', listingTags('products', 'categories'), async (locale: Locale): Promise<PanoramicGroup[]> => {
  const categories = await getCategories(locale)
  const groups = await Promise.all(
    categories.map(async (category) => {
      const { docs } = await findVisible('products', locale, {
        where: { and: [{ category: { equals: category.id } }, { panoramics: { exists: true } }] },
        depth: 1,
        sort: '-publishedAt',
        limit: panoramicsPerCategory,
        select: { name: true, slug: true, panoramics: true },
      })
      const items = docs.flatMap((product) => {
        const image = firstImage(product.panoramics)
        return image ? [{ image, name: product.name, slug: product.slug }] : []
      })
      return { id: category.id, name: category.name, slug: category.slug, items }
    }),
  )
  return groups.filter((group) => group.items.length > 0)
})

/** Materials panoramics: per material category (in order), materials shown in a setting, each with its first ambience picture. */
export const getMaterialPanoramics = cached('panoramics-materials', listingTags('materials', 'material-categories'), async (locale: Locale): Promise<PanoramicGroup[]> => {
  const categories = await getMaterialCategories(locale)
  const groups = await Promise.all(
    categories.map(async (category) => {
      const { docs } = await findVisible('materials', locale, {
        where: { and: [{ category: { equals: category.id } }, { panoramics: { exists: true } }] },
        depth: 1,
        sort: 'code',
        limit: panoramicsPerCategory,
        select: { name: true, slug: true, panoramics: true },
      })
      const items = docs.flatMap((material) => {
        const image = firstImage(material.panoramics)
        return image ? [{ image, name: material.name, slug: material.slug }] : []
      })
      return { id: category.id, name: category.name, slug: category.slug, items }
    }),
  )
  return groups.filter((group) => group.items.length > 0)
})
