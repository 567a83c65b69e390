import type { FacetCount } from './facets'
import type { QueryValues } from './queryString'

/** The materials library's filters (spec §3: colour, property, resistance/durability, type, use). */
export const materialFacets = ['colour', 'property', 'durability', 'type', 'use'] as const
export type MaterialFacet = (typeof materialFacets)[number]

export type MaterialState = Record<MaterialFacet, string[]>

export interface MaterialFacetItem {
  id: number
  values: Record<MaterialFacet, readonly string[]>
}

/** An index entry with what orders the library: its family and its code. */
export interface MaterialListItem extends MaterialFacetItem {
  categoryId: number
  code: string
}

/**
 * The library's order: family by family (in the families' order), by code within a family;
 * materials of a family not listed come last.
 */
export function orderMaterials<T extends { categoryId: number; code: string }>(items: readonly T[], familyOrder: readonly number[]): T[] {
  const rank = new Map(familyOrder.map((id, index) => [id, index]))
  const collator = new Intl.Collator('en', { numeric: true })
  return [...items].sort((a, b) => (rank.get(a.categoryId) ?? familyOrder.length) - (rank.get(b.categoryId) ?? familyOrder.length) || collator.compare(a.code, b.code))
}

/** Swatches on one page of the materials library. */
export const materialPageSize = 120

export function hasMaterialKeys(query: QueryValues): boolean {
  return ['page', ...materialFacets].some((key) => (query[key] ?? []).some((value) => value !== ''))
}

/** The page number asked for (1 when absent or not a number); `pageOf` clamps it to the list. */
export function readMaterialPage(query: QueryValues): number {
  const page = Number(query.page?.[0])
  return Number.isInteger(page) && page > 0 ? page : 1
}

/** The library's address for a state and page (page 1 has no page parameter). */
export function materialPageQuery(state: MaterialState, page: number): string {
  const query = materialStateQuery(state)
  if (page <= 1) return query
  return `${query}${query ? '&' : '?'}page=${page}`
}

/** The nearest valid state: known values only, each once, in a stable order. */
export function readMaterialState(query: QueryValues, allowed: Record<MaterialFacet, ReadonlySet<string>>): MaterialState {
  const state = {} as MaterialState
  for (const facet of materialFacets) state[facet] = [...new Set((query[facet] ?? []).filter((value) => allowed[facet].has(value)))].sort()
  return state
}

export function materialStateQuery(state: MaterialState): string {
  const params = new URLSearchParams()
  for (const facet of materialFacets) for (const value of state[facet]) params.append(facet, value)
  const text = params.toString()
  return text ? `?${text}` : ''
}

export function isMaterialStateEmpty(state: MaterialState): boolean {
  return materialFacets.every((facet) => state[facet].length === 0)
}

/** OR within a facet, AND across facets; `skip` leaves one facet out (for its own counts). */
export function materialMatches(item: MaterialFacetItem, state: MaterialState, skip?: MaterialFacet): boolean {
  return materialFacets.every((facet) => facet === skip || state[facet].length === 0 || state[facet].some((value) => item.values[facet].includes(value)))
}

/** Each facet's counts with the other facets applied; impossible values disabled, selected ones never. */
export function countMaterialFacets(items: readonly MaterialFacetItem[], state: MaterialState, options: Record<MaterialFacet, readonly string[]>): Record<MaterialFacet, FacetCount[]> {
  const result = {} as Record<MaterialFacet, FacetCount[]>
  for (const facet of materialFacets) {
    const counts = new Map<string, number>()
    for (const item of items) {
      if (!materialMatches(item, state, facet)) continue
      for (const value of new Set(item.values[facet])) counts.set(value, (counts.get(value) ?? 0) + 1)
    }
    result[facet] = options[facet].map((value) => {
      const count = counts.get(value) ?? 0
      const selected = state[facet].includes(value)
      return { value, count, selected, disabled: count === 0 && !selected }
    })
  }
  return result
}
