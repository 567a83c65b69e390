import 'server-only'
import { cacheTags } from '@/lib/cacheTags'
import { cached } from '@/data/cached'
import { getHiddenSet, hiddenKey } from '@/data/hidden'
import { payloadClient } from '@/data/payload'
import type { MaterialFacet, MaterialListItem } from '@/domain/catalogue/materialFilters'
import { materialColours, materialProperties } from '@/collections/Materials'
import { durabilityLevels } from '@/fields/common'
import type { Locale } from '@/i18n/locales'

export interface MaterialIndex {
  items: MaterialListItem[]
  /** Values each facet offers, in display order (types as the editors wrote them, alphabetically). */
  options: Record<MaterialFacet, string[]>
}

const useFlags = ['indoor', 'openAir', 'outdoor', 'newArrival'] as const

/** Every visible material reduced to its filter values: one compact query, cached with the materials' tags. */
export const getMaterialIndex = cached(
  'catalogue-material-index',
  ['materials', 'material-categories'].map(cacheTags.collection).concat(cacheTags.global('site-settings')),
  async (locale: Locale): Promise<MaterialIndex> => {
    const payload = await payloadClient()
    const hidden = await getHiddenSet(locale)
    const { docs } = await payload.find({
      collection: 'materials',
      locale,
      depth: 0,
      pagination: false,
      overrideAccess: false,
      select: { colour: true, properties: true, durability: true, type: true, usage: true, category: true, code: true },
    })
    const items = docs
      .filter((material) => !hidden.has(hiddenKey('materials', material.id)))
      .map((material) => ({
        id: material.id,
        categoryId: typeof material.category === 'object' ? material.category.id : material.category,
        code: material.code,
        values: {
          colour: [material.colour],
          property: material.properties ?? [],
          durability: [material.durability],
          type: material.type ? [material.type] : [],
          use: useFlags.filter((flag) => material.usage?.[flag]),
        },
      }))
    const present = (facet: MaterialFacet) => new Set(items.flatMap((item) => item.values[facet]))
    const keep = (facet: MaterialFacet, values: readonly string[]) => values.filter((value) => present(facet).has(value))
    return {
      items,
      options: {
        colour: keep('colour', materialColours),
        property: keep('property', materialProperties),
        durability: keep('durability', durabilityLevels),
        type: [...present('type')].sort((a, b) => a.localeCompare(b, locale)),
        use: keep('use', useFlags),
      },
    }
  },
)
