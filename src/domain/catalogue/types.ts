/** The catalogue's shapes, shared by the facet logic, the reader and the views. */

export const markets = ['eu', 'uk', 'us', 'ch', 'cn'] as const
export type Market = (typeof markets)[number]

export const listFacets = ['family', 'designer', 'materialCategory', 'type', 'durability'] as const
export type ListFacet = (typeof listFacets)[number]

export const rangeFacets = ['length', 'height', 'depth', 'price'] as const
export type RangeFacet = (typeof rangeFacets)[number]

/** 'featured' (the editors' order per category, then the newest) is the default. */
export const sortOrders = ['featured', 'new', 'name', '-name', 'price', '-price'] as const
export type SortOrder = (typeof sortOrders)[number]
export const defaultSort: SortOrder = 'featured'

export interface Range {
  min: number | null
  max: number | null
}

/** One version as the facets see it: dimensions in cm and the price per market. */
export interface IndexedVersion {
  length: number
  height: number
  depth: number
  prices: Partial<Record<Market, number>>
}

/** A product reduced to what filtering, counting and sorting need (list facets as value keys). */
export interface IndexedProduct {
  id: number
  name: string
  /** Milliseconds; 0 when unknown. */
  publishedAt: number
  /** Place in its category's featured order (0 leads); null when the editors did not place it. */
  featuredRank: number | null
  categoryId: number
  values: Record<ListFacet, readonly string[]>
  versions: readonly IndexedVersion[]
}

/** A facet value that may be offered: its key in the URL and its shown name. */
export interface FacetOption {
  value: string
  label: string
}

/** What the URL asks for, after validation. */
export interface CatalogueState {
  lists: Record<ListFacet, string[]>
  ranges: Record<RangeFacet, Range>
  sort: SortOrder
  page: number
}

export const emptyState = (): CatalogueState => ({
  lists: { family: [], designer: [], materialCategory: [], type: [], durability: [] },
  ranges: { length: { min: null, max: null }, height: { min: null, max: null }, depth: { min: null, max: null }, price: { min: null, max: null } },
  sort: defaultSort,
  page: 1,
})
