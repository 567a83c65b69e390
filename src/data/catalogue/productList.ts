import 'server-only'
import { countFacets, type FacetCounts } from '@/domain/catalogue/facets'
import { listProducts, type Paging } from '@/domain/catalogue/listing'
import type { CatalogueState, FacetOption, IndexedProduct, ListFacet, Market } from '@/domain/catalogue/types'
import { listFacets } from '@/domain/catalogue/types'
import { localeTags, type Locale } from '@/i18n/locales'
import { getProductCards, type ProductListItem } from '@/data/readers/products'
import { getCatalogueIndex } from './catalogueIndex'

export const catalogueListPageSize = 24

export interface CatalogueList {
  products: ProductListItem[]
  total: number
  paging: Paging
  facets: FacetCounts
  /** Values offered per facet in this list (only those some product of the scope has). */
  options: Record<ListFacet, FacetOption[]>
  market: Market
}

interface Scope {
  products: IndexedProduct[]
  options: Record<ListFacet, FacetOption[]>
  allowed: Record<ListFacet, Set<string>>
}
const scopes = new WeakMap<IndexedProduct[], Map<number | null, Scope>>()

/** The products of a category (or all) and the facet values they have, memoised with the index. */
async function scopeOf(locale: Locale, categoryId: number | null) {
  const index = await getCatalogueIndex(locale)
  let byCategory = scopes.get(index.products)
  if (!byCategory) scopes.set(index.products, (byCategory = new Map<number | null, Scope>()))
  const known = byCategory.get(categoryId)
  if (known) return known
  const products = categoryId === null ? index.products : index.products.filter((product) => product.categoryId === categoryId)
  const present = Object.fromEntries(listFacets.map((facet) => [facet, new Set(products.flatMap((product) => product.values[facet]))])) as Record<ListFacet, Set<string>>
  const options = Object.fromEntries(listFacets.map((facet) => [facet, index.options[facet].filter((option) => present[facet].has(option.value))])) as Record<ListFacet, FacetOption[]>
  const scope = { products, options, allowed: present }
  byCategory.set(categoryId, scope)
  return scope
}

/** The facet values a URL may name in this list (for reading the state from the query string). */
export async function getAllowedValues(locale: Locale, categoryId: number | null): Promise<Record<ListFacet, ReadonlySet<string>>> {
  return (await scopeOf(locale, categoryId)).allowed
}

/**
 * One page of a filtered, sorted list with every facet's counts: filtering, counting and
 * sorting run on the in-memory index; the page's cards come from two queries (products, images).
 */
export async function getCatalogueList(locale: Locale, categoryId: number | null, state: CatalogueState, market: Market): Promise<CatalogueList> {
  const scope = await scopeOf(locale, categoryId)
  const collator = new Intl.Collator(localeTags[locale])
  const result = listProducts(scope.products, state, market, catalogueListPageSize, collator)
  const facets = countFacets(scope.products, state, market, Object.fromEntries(listFacets.map((facet) => [facet, scope.options[facet].map((option) => option.value)])) as Record<ListFacet, string[]>)
  const cards = await getProductCards(locale, result.ids)
  return { products: cards, total: result.total, paging: result.paging, facets, options: scope.options, market }
}
