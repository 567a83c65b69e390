import { listFacets, rangeFacets, type CatalogueState, type IndexedProduct, type IndexedVersion, type ListFacet, type Market, type Range, type RangeFacet } from './types'

/** Counting and filtering over the in-memory index; every function here is pure. */

const inRange = (value: number | undefined, range: Range) => value !== undefined && (range.min === null || value >= range.min) && (range.max === null || value <= range.max)

function versionValue(version: IndexedVersion, facet: RangeFacet, market: Market): number | undefined {
  return facet === 'price' ? version.prices[market] : version[facet]
}

const isOpen = (range: Range) => range.min === null && range.max === null

/** Whether a product passes every filter of the state, except `skip` (for that facet's own counts). */
export function matches(product: IndexedProduct, state: CatalogueState, market: Market, skip?: ListFacet | RangeFacet): boolean {
  for (const facet of listFacets) {
    if (facet === skip) continue
    const wanted = state.lists[facet]
    if (wanted.length > 0 && !wanted.some((value) => product.values[facet].includes(value))) return false
  }
  const ranges = rangeFacets.filter((facet) => facet !== skip && !isOpen(state.ranges[facet]))
  if (ranges.length === 0) return true
  // One version must satisfy every range at once: a sofa is 200 cm long and 90 cm deep in the same version.
  return product.versions.some((version) => ranges.every((facet) => inRange(versionValue(version, facet, market), state.ranges[facet])))
}

export interface FacetCount {
  value: string
  count: number
  selected: boolean
  /** No product would be left: shown, but not offered. */
  disabled: boolean
}

export interface RangeBounds {
  /** Smallest and largest value among the products the other filters leave; null when none. */
  low: number | null
  high: number | null
}

export interface FacetCounts {
  lists: Record<ListFacet, FacetCount[]>
  ranges: Record<RangeFacet, RangeBounds>
}

/**
 * Each facet's counts with every other facet applied (so a value's count is how many products
 * choosing it would leave, OR within the facet, AND across facets). `options` gives the values
 * offered per facet, in display order.
 */
export function countFacets(products: readonly IndexedProduct[], state: CatalogueState, market: Market, options: Record<ListFacet, readonly string[]>): FacetCounts {
  const lists = {} as Record<ListFacet, FacetCount[]>
  for (const facet of listFacets) {
    const counts = new Map<string, number>()
    for (const product of products) {
      if (!matches(product, state, market, facet)) continue
      for (const value of new Set(product.values[facet])) counts.set(value, (counts.get(value) ?? 0) + 1)
    }
    lists[facet] = options[facet].map((value) => {
      const count = counts.get(value) ?? 0
      const selected = state.lists[facet].includes(value)
      return { value, count, selected, disabled: count === 0 && !selected }
    })
  }
  const ranges = {} as Record<RangeFacet, RangeBounds>
  for (const facet of rangeFacets) {
    let low: number | null = null
    let high: number | null = null
    for (const product of products) {
      if (!matches(product, state, market, facet)) continue
      for (const version of product.versions) {
        const value = versionValue(version, facet, market)
        if (value === undefined) continue
        if (low === null || value < low) low = value
        if (high === null || value > high) high = value
      }
    }
    ranges[facet] = { low, high }
  }
  return { lists, ranges }
}
