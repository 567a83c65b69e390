import { emptyBits, setBit, type Bits } from './bitsets'
import { listFacets, type IndexedProduct, type ListFacet } from './types'

/**
 * What the facet logic derives once per list of products (a category's, or all of a language's)
 * and keeps as long as that list lives: for each facet value, the set of positions of the
 * products that have it; and each sort order's positions, made on first use.
 */
export interface PreparedProducts {
  postings: Record<ListFacet, Map<string, Bits>>
  orders: Map<string, Int32Array>
}

const prepared = new WeakMap<readonly IndexedProduct[], PreparedProducts>()

export function prepare(products: readonly IndexedProduct[]): PreparedProducts {
  const known = prepared.get(products)
  if (known) return known
  const postings = Object.fromEntries(listFacets.map((facet) => [facet, new Map<string, Bits>()])) as Record<ListFacet, Map<string, Bits>>
  products.forEach((product, position) => {
    for (const facet of listFacets) {
      for (const value of product.values[facet]) {
        let bits = postings[facet].get(value)
        if (!bits) postings[facet].set(value, (bits = emptyBits(products.length)))
        setBit(bits, position)
      }
    }
  })
  const made = { postings, orders: new Map<string, Int32Array>() }
  prepared.set(products, made)
  return made
}

/** The positions of the products in an order (`key` names it: sort, market, collation), sorted once. */
export function orderOf(products: readonly IndexedProduct[], key: string, compare: (a: IndexedProduct, b: IndexedProduct) => number): Int32Array {
  const { orders } = prepare(products)
  const known = orders.get(key)
  if (known) return known
  const order = Int32Array.from(products.keys()).sort((a, b) => {
    const first = products[a]
    const second = products[b]
    return first && second ? compare(first, second) : 0
  })
  orders.set(key, order)
  return order
}
