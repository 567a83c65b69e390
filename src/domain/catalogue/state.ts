import type { QueryValues } from './queryString'
import { defaultSort, emptyState, listFacets, rangeFacets, sortOrders, type CatalogueState, type ListFacet, type Range, type SortOrder } from './types'

/** The largest page number read; anything above is clamped to the last page later. */
const maxPage = 100_000
const maxMeasure = 1_000_000_000

/** Query keys the catalogue owns (a listing URL with any of them is a filtered list). */
export const stateKeys: readonly string[] = [...listFacets, ...rangeFacets.flatMap((range) => [`${range}Min`, `${range}Max`]), 'sort', 'page']

export function hasStateKeys(query: QueryValues): boolean {
  return stateKeys.some((key) => (query[key] ?? []).some((value) => value !== ''))
}

function toNumber(value: string | undefined): number | null {
  if (value === undefined || value.trim() === '') return null
  const number = Number(value.replace(',', '.'))
  if (!Number.isFinite(number)) return null
  return Math.min(Math.max(0, Math.round(number)), maxMeasure)
}

/** A range from its two ends: blanks stay open, negatives become 0, an inverted range is swapped. */
export function readRange(min: string | undefined, max: string | undefined): Range {
  const low = toNumber(min)
  const high = toNumber(max)
  if (low !== null && high !== null && low > high) return { min: high, max: low }
  return { min: low, max: high }
}

/**
 * The nearest valid state to what the URL asks: unknown keys and values are dropped, each
 * value once, ranges made sensible, an unknown sort means the default, a page below 1 means 1.
 * `allowed` lists the values each list facet can take in this language.
 */
export function readState(query: QueryValues, allowed: Record<ListFacet, ReadonlySet<string>>): CatalogueState {
  const state = emptyState()
  for (const facet of listFacets) {
    state.lists[facet] = [...new Set((query[facet] ?? []).filter((value) => allowed[facet].has(value)))].sort()
  }
  for (const facet of rangeFacets) {
    state.ranges[facet] = readRange(query[`${facet}Min`]?.[0], query[`${facet}Max`]?.[0])
  }
  const sort = query.sort?.[0]
  state.sort = sortOrders.includes(sort as SortOrder) ? (sort as SortOrder) : defaultSort
  const page = toNumber(query.page?.[0])
  state.page = page === null || page < 1 ? 1 : Math.min(page, maxPage)
  return state
}

/** True when no filter is set (sort and page aside). */
export function isUnfiltered(state: CatalogueState): boolean {
  return listFacets.every((facet) => state.lists[facet].length === 0) && rangeFacets.every((facet) => state.ranges[facet].min === null && state.ranges[facet].max === null)
}

/** The query string of a state, in a stable order, without defaults ('' for the plain list). */
export function stateQuery(state: CatalogueState): string {
  const params = new URLSearchParams()
  for (const facet of listFacets) for (const value of [...state.lists[facet]].sort()) params.append(facet, value)
  for (const facet of rangeFacets) {
    const { min, max } = state.ranges[facet]
    if (min !== null) params.set(`${facet}Min`, String(min))
    if (max !== null) params.set(`${facet}Max`, String(max))
  }
  if (state.sort !== defaultSort) params.set('sort', state.sort)
  if (state.page > 1) params.set('page', String(state.page))
  const text = params.toString()
  return text ? `?${text}` : ''
}

/** The state with one list value switched on or off (back to the first page). */
export function toggleValue(state: CatalogueState, facet: ListFacet, value: string): CatalogueState {
  const current = state.lists[facet]
  const next = current.includes(value) ? current.filter((item) => item !== value) : [...current, value]
  return { ...state, lists: { ...state.lists, [facet]: next }, page: 1 }
}

export function withPage(state: CatalogueState, page: number): CatalogueState {
  return { ...state, page }
}

/** The same filters without a price range (which is in one market's currency). */
export function withoutPrices(state: CatalogueState): CatalogueState {
  return { ...state, ranges: { ...state.ranges, price: { min: null, max: null } }, page: 1 }
}

/** No filters, same sort. */
export function clearedState(state: CatalogueState): CatalogueState {
  return { ...emptyState(), sort: state.sort }
}
