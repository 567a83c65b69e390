import 'server-only'
import type { Locale } from '@/i18n/locales'
import type { Media } from '@/payload-types'
import { cacheTags } from '@/lib/cacheTags'
import { cached } from './cached'
import { getCategories } from '@/data/readers/categories'
import { getMaterialCategories } from '@/data/readers/materialCategories'
import { visibleWhere } from '@/data/readers/findVisible'
import { payloadClient } from './payload'

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

const tags = (...collections: string[]) => [...collections, 'media'].map(cacheTags.collection).concat(cacheTags.global('site-settings'))

function firstImage(images: unknown): Media | null {
  const first = Array.isArray(images) ? images.find((image): image is Media => typeof image === 'object' && image !== null && 'url' in image) : undefined
  return first ?? null
}

/**
 * Products panoramics: per product category (in menu order), the newest products that have an
 * ambience picture, each with its first one. One bounded query per category; hidden items left out.
 */
export const getProductPanoramics = cached('panoramics-products', tags('products', 'categories'), async (locale: Locale): Promise<PanoramicGroup[]> => {
  const payload = await payloadClient()
  const categories = await getCategories(locale)
  const groups = await Promise.all(
    categories.map(async (category) => {
      const { docs } = await payload.find({
        collection: 'products',
        where: await visibleWhere(locale, 'products', { and: [{ category: { equals: category.id } }, { panoramics: { exists: true } }] }),
        locale,
        depth: 1,
        sort: '-publishedAt',
        limit: panoramicsPerCategory,
        pagination: false,
        select: { name: true, slug: true, panoramics: true },
        overrideAccess: false,
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
export const getMaterialPanoramics = cached('panoramics-materials', tags('materials', 'material-categories'), async (locale: Locale): Promise<PanoramicGroup[]> => {
  const payload = await payloadClient()
  const categories = await getMaterialCategories(locale)
  const groups = await Promise.all(
    categories.map(async (category) => {
      const { docs } = await payload.find({
        collection: 'materials',
        where: await visibleWhere(locale, 'materials', { and: [{ category: { equals: category.id } }, { panoramics: { exists: true } }] }),
        locale,
        depth: 1,
        sort: 'code',
        limit: panoramicsPerCategory,
        pagination: false,
        select: { name: true, slug: true, panoramics: true },
        overrideAccess: false,
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
