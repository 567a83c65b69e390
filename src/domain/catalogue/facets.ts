import { bitsWhere, countBits, forEachBit, intersection, union, type Bits } from './bitsets'
import { prepare } from './prepared'
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

/** The products (positions) that pass every list filter but `skip`; null when no such filter is set (all pass). */
function listMask(products: readonly IndexedProduct[], state: CatalogueState, skip: ListFacet | null): Bits | null {
  const { postings } = prepare(products)
  const masks = listFacets.flatMap((facet) => {
    if (facet === skip || state.lists[facet].length === 0) return []
    return [union(products.length, state.lists[facet].flatMap((value) => postings[facet].get(value) ?? []))]
  })
  return intersection(masks)
}

/** The products with one version inside every set range but `skip`; null when no such range is set. */
function rangeMask(products: readonly IndexedProduct[], state: CatalogueState, market: Market, skip: RangeFacet | null): Bits | null {
  const ranges = rangeFacets.filter((facet) => facet !== skip && !isOpen(state.ranges[facet]))
  if (ranges.length === 0) return null
  return bitsWhere(products.length, (position) => products[position]?.versions.some((version) => ranges.every((facet) => inRange(versionValue(version, facet, market), state.ranges[facet]))) ?? false)
}

/** The positions of the products that pass every filter of the state; null when it sets none. */
export function matchingPositions(products: readonly IndexedProduct[], state: CatalogueState, market: Market): Bits | null {
  return intersection([listMask(products, state, null), rangeMask(products, state, market, null)])
}

/**
 * Each facet's counts with every other facet applied (so a value's count is how many products
 * choosing it would leave, OR within the facet, AND across facets). `options` gives the values
 * offered per facet, in display order.
 *
 * On sets of product positions: a value's count is the size of its set within the products the
 * other filters leave; a range's bounds come from one pass over the products the other filters leave.
 */
export function countFacets(products: readonly IndexedProduct[], state: CatalogueState, market: Market, options: Record<ListFacet, readonly string[]>): FacetCounts {
  const { postings } = prepare(products)
  const allRanges = rangeMask(products, state, market, null)
  const lists = {} as Record<ListFacet, FacetCount[]>
  for (const facet of listFacets) {
    const others = intersection([listMask(products, state, facet), allRanges])
    lists[facet] = options[facet].map((value) => {
      const bits = postings[facet].get(value)
      const count = bits ? countBits(bits, others) : 0
      const selected = state.lists[facet].includes(value)
      return { value, count, selected, disabled: count === 0 && !selected }
    })
  }
  // Unset ranges share the products every filter leaves; a set range R takes those the others leave.
  const allLists = listMask(products, state, null)
  const ranges = {} as Record<RangeFacet, RangeBounds>
  const widen = (facets: readonly RangeFacet[], mask: Bits | null) => {
    const bounds = facets.map((facet) => ({ facet, low: null as number | null, high: null as number | null }))
    forEachBit(mask, products.length, (position) => {
      for (const version of products[position]?.versions ?? []) {
        for (const bound of bounds) {
          const value = versionValue(version, bound.facet, market)
          if (value === undefined) continue
          if (bound.low === null || value < bound.low) bound.low = value
          if (bound.high === null || value > bound.high) bound.high = value
        }
      }
    })
    for (const { facet, low, high } of bounds) ranges[facet] = { low, high }
  }
  const setRanges = rangeFacets.filter((facet) => !isOpen(state.ranges[facet]))
  widen(
    rangeFacets.filter((facet) => !setRanges.includes(facet)),
    intersection([allLists, allRanges]),
  )
  for (const facet of setRanges) widen([facet], intersection([allLists, rangeMask(products, state, market, facet)]))
  return { lists, ranges }
}
