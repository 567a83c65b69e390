import type { FacetOption, ListFacet, RangeFacet } from '@/domain/catalogue/types'
import type { Translate } from '@/i18n/translator'

/** `small-table` → `smallTable`: the label key of a select value. */
export const labelKey = (value: string) => value.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())

/** The shown name of a facet value: document names as they are, fixed values from the label catalogue. */
export function valueLabel(facet: ListFacet, option: FacetOption, t: Translate): string {
  if (facet === 'type') return t(`productType.${labelKey(option.value)}`)
  if (facet === 'durability') return t(`durability.${labelKey(option.value)}`)
  return option.label
}

export const facetTitleKey: Record<ListFacet | RangeFacet, string> = {
  family: 'filter.family',
  designer: 'filter.designer',
  materialCategory: 'filter.materialCategory',
  type: 'filter.type',
  durability: 'filter.durability',
  length: 'filter.length',
  height: 'filter.height',
  depth: 'filter.depth',
  price: 'filter.price',
}
