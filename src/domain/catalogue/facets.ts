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
 *
 * One pass over the products: a product counts for every facet when it passes all filters, and
 * only for facet F when F is the one filter it fails; failing two or more, it counts nowhere.
 */
export function countFacets(products: readonly IndexedProduct[], state: CatalogueState, market: Market, options: Record<ListFacet, readonly string[]>): FacetCounts {
  const listCounts = new Map<ListFacet, Map<string, number>>(listFacets.map((facet) => [facet, new Map<string, number>()]))
  const bounds = new Map<RangeFacet, RangeBounds>(rangeFacets.map((facet) => [facet, { low: null, high: null }]))
  const activeLists = listFacets.filter((facet) => state.lists[facet].length > 0)
  const activeRanges = rangeFacets.filter((facet) => !isOpen(state.ranges[facet]))
  const versionPasses = (version: IndexedVersion, skip: RangeFacet | null) =>
    activeRanges.every((facet) => facet === skip || inRange(versionValue(version, facet, market), state.ranges[facet]))
  const addValues = (facet: ListFacet, values: readonly string[]) => {
    const counts = listCounts.get(facet)
    if (!counts) return
    values.forEach((value, index) => {
      if (values.indexOf(value) === index) counts.set(value, (counts.get(value) ?? 0) + 1)
    })
  }
  const widen = (facet: RangeFacet, product: IndexedProduct) => {
    const bound = bounds.get(facet)
    if (!bound) return
    for (const version of product.versions) {
      const value = versionValue(version, facet, market)
      if (value === undefined) continue
      if (bound.low === null || value < bound.low) bound.low = value
      if (bound.high === null || value > bound.high) bound.high = value
    }
  }

  for (const product of products) {
    let failed: ListFacet | null = null
    let failures = 0
    for (const facet of activeLists) {
      const values = product.values[facet]
      if (state.lists[facet].some((value) => values.includes(value))) continue
      failed = facet
      if (++failures > 1) break
    }
    if (failures > 1) continue
    const passesRanges = activeRanges.length === 0 || product.versions.some((version) => versionPasses(version, null))
    if (failures === 1 && failed !== null) {
      if (passesRanges) addValues(failed, product.values[failed])
      continue
    }
    if (passesRanges) for (const facet of listFacets) addValues(facet, product.values[facet])
    for (const facet of rangeFacets) {
      const passesOthers = passesRanges || (activeRanges.includes(facet) && product.versions.some((version) => versionPasses(version, facet)))
      if (passesOthers) widen(facet, product)
    }
  }

  const lists = {} as Record<ListFacet, FacetCount[]>
  for (const facet of listFacets) {
    const counts = listCounts.get(facet)
    lists[facet] = options[facet].map((value) => {
      const count = counts?.get(value) ?? 0
      const selected = state.lists[facet].includes(value)
      return { value, count, selected, disabled: count === 0 && !selected }
    })
  }
  const ranges = {} as Record<RangeFacet, RangeBounds>
  for (const facet of rangeFacets) ranges[facet] = bounds.get(facet) ?? { low: null, high: null }
  return { lists, ranges }
}
