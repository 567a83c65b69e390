import { countBits, hasBit } from './bitsets'
import { matchingPositions } from './facets'
import { orderOf } from './prepared'
import type { CatalogueState, IndexedProduct, Market, SortOrder } from './types'

/** Sorting and paging of the filtered products. */

export function lowestPrice(product: IndexedProduct, market: Market): number | null {
  let low: number | null = null
  for (const version of product.versions) {
    const price = version.prices[market]
    if (price !== undefined && (low === null || price < low)) low = price
  }
  return low
}

/** Placed before unplaced, lower place first. */
function featuredOrder(a: number | null, b: number | null): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1
  return a - b
}

/** A comparator for a sort order; names compare with the language's collation, unpriced products go last. */
export function comparator(sort: SortOrder, market: Market, collator: Intl.Collator): (a: IndexedProduct, b: IndexedProduct) => number {
  const byName = (a: IndexedProduct, b: IndexedProduct) => collator.compare(a.name, b.name) || a.id - b.id
  const newest = (a: IndexedProduct, b: IndexedProduct) => b.publishedAt - a.publishedAt || byName(a, b)
  switch (sort) {
    case 'featured':
      // The products the editors placed lead, in their order; the others follow, newest first.
      return (a, b) => featuredOrder(a.featuredRank, b.featuredRank) || newest(a, b)
    case 'new':
      return newest
    case 'name':
      return byName
    case '-name':
      return (a, b) => byName(b, a)
    case 'price':
    case '-price': {
      const sign = sort === 'price' ? 1 : -1
      return (a, b) => {
        const pa = lowestPrice(a, market)
        const pb = lowestPrice(b, market)
        if (pa === null || pb === null) return pa === pb ? byName(a, b) : pa === null ? 1 : -1
        return sign * (pa - pb) || byName(a, b)
      }
    }
  }
}

export interface Paging {
  page: number
  pageCount: number
  /** Index of the first item of the page. */
  offset: number
}

/** The page asked for, within 1 and the last page (a page past the end shows the last one). */
export function pageOf(total: number, requested: number, pageSize: number): Paging {
  const pageCount = Math.max(1, Math.ceil(total / pageSize))
  const page = Math.min(Math.max(1, Math.floor(requested)), pageCount)
  return { page, pageCount, offset: (page - 1) * pageSize }
}

export interface ListResult {
  ids: number[]
  total: number
  paging: Paging
}

/** The ids of one page of the products matching a state, in its sort order (each order is sorted once per list of products). */
export function listProducts(products: readonly IndexedProduct[], state: CatalogueState, market: Market, pageSize: number, collator: Intl.Collator): ListResult {
  const matching = matchingPositions(products, state, market)
  const total = matching ? countBits(matching) : products.length
  const paging = pageOf(total, state.page, pageSize)
  const order = orderOf(products, `${state.sort} ${market} ${collator.resolvedOptions().locale}`, comparator(state.sort, market, collator))
  const ids: number[] = []
  let rank = 0
  for (const position of order) {
    if (matching && !hasBit(matching, position)) continue
    if (rank++ < paging.offset) continue
    const product = products[position]
    if (product) ids.push(product.id)
    if (ids.length === pageSize) break
  }
  return { ids, total, paging }
}

/** Page numbers to link to: first, last, and two either side of the current one; null marks a gap. */
export function pageLinks(paging: Pick<Paging, 'page' | 'pageCount'>): (number | null)[] {
  const wanted = new Set([1, paging.pageCount])
  for (let page = paging.page - 2; page <= paging.page + 2; page++) if (page >= 1 && page <= paging.pageCount) wanted.add(page)
  const sorted = [...wanted].sort((a, b) => a - b)
  return sorted.flatMap((page, index) => (index > 0 && page - (sorted[index - 1] ?? page) > 1 ? [null, page] : [page]))
}
