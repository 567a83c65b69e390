import { describe, expect, it } from 'vitest'
import { countFacets, matches } from './facets'
import { comparator, listProducts, pageLinks, pageOf } from './listing'
import { clearedState, hasStateKeys, isUnfiltered, readState, stateQuery, toggleValue } from './state'
import { parseQuery } from './queryString'
import { emptyState, listFacets, rangeFacets, sortOrders, type CatalogueState, type IndexedProduct, type ListFacet } from './types'

const product = (id: number, name: string, values: Partial<Record<ListFacet, string[]>>, versions: IndexedProduct['versions'], publishedAt = id, featuredRank: number | null = null): IndexedProduct => ({
  id,
  name,
  publishedAt,
  featuredRank,
  categoryId: 1,
  values: { family: [], designer: [], materialCategory: [], type: [], durability: [], ...values },
  versions,
})

const v = (length: number, height: number, depth: number, eu?: number) => ({ length, height, depth, prices: eu === undefined ? {} : { eu } })

const products = [
  product(1, 'Astor', { designer: ['lissoni'], durability: ['resistant', 'delicate'], type: ['sofa'] }, [v(200, 80, 95, 4200), v(260, 80, 95, 5200)]),
  product(2, 'Bria', { designer: ['lissoni'], durability: ['delicate'], type: ['armchair'] }, [v(90, 75, 85, 1900)]),
  product(3, 'Ceres', { designer: ['urquiola'], durability: ['resistant'], type: ['sofa'] }, [v(240, 70, 100, 6100)]),
  product(4, 'Dune', { designer: ['urquiola'], durability: ['very-delicate'], type: ['table'] }, [v(180, 74, 90)]),
]

const options: Record<ListFacet, string[]> = {
  family: [],
  designer: ['lissoni', 'urquiola', 'gamfratesi'],
  materialCategory: [],
  type: ['sofa', 'armchair', 'table'],
  durability: ['very-delicate', 'delicate', 'resistant'],
}
const allowed = Object.fromEntries(Object.entries(options).map(([key, values]) => [key, new Set(values)])) as Record<ListFacet, Set<string>>
const collator = new Intl.Collator('en')
const state = (search: string) => readState(parseQuery(search), allowed)

describe('readState: the nearest valid state', () => {
  it('keeps known values once and drops unknown ones', () => {
    const read = state('designer=lissoni&designer=lissoni&designer=<script>&type=spaceship')
    expect(read.lists.designer).toEqual(['lissoni'])
    expect(read.lists.type).toEqual([])
  })

  it('swaps an inverted range, clamps negatives and ignores text', () => {
    const read = state('lengthMin=250&lengthMax=100&heightMin=-5&depthMax=abc')
    expect(read.ranges.length).toEqual({ min: 100, max: 250 })
    expect(read.ranges.height).toEqual({ min: 0, max: null })
    expect(read.ranges.depth).toEqual({ min: null, max: null })
  })

  it('falls back to the default sort and the first page', () => {
    expect(state('sort=cheapest&page=-3')).toMatchObject({ sort: 'featured', page: 1 })
    expect(state('sort=-price&page=999999999').page).toBe(100000)
  })

  it('writes a stable query string without defaults and reads it back the same', () => {
    const read = state('type=sofa&designer=urquiola&designer=lissoni&priceMax=5000&sort=name&page=2')
    expect(stateQuery(read)).toBe('?designer=lissoni&designer=urquiola&type=sofa&priceMax=5000&sort=name&page=2')
    expect(state(stateQuery(read))).toEqual(read)
    expect(stateQuery(emptyState())).toBe('')
  })

  it('toggles a value back to page one, and clears filters keeping the sort', () => {
    const read = state('designer=lissoni&page=3&sort=name')
    expect(stateQuery(toggleValue(read, 'designer', 'urquiola'))).toBe('?designer=lissoni&designer=urquiola&sort=name')
    expect(stateQuery(toggleValue(read, 'designer', 'lissoni'))).toBe('?sort=name')
    expect(isUnfiltered(clearedState(read))).toBe(true)
    expect(clearedState(read).sort).toBe('name')
  })

  it('tells a filtered list URL from one with other parameters', () => {
    expect(hasStateKeys(parseQuery('utm_source=mail'))).toBe(false)
    expect(hasStateKeys(parseQuery('durability=resistant'))).toBe(true)
  })
})

describe('countFacets', () => {
  it('counts each facet with the other facets applied', () => {
    const counts = countFacets(products, state('designer=lissoni&durability=resistant'), 'eu', options)
    // Designer counts ignore the designer filter but apply durability=resistant: Astor and Ceres.
    expect(counts.lists.designer.map(({ value, count, selected }) => [value, count, selected])).toEqual([
      ['lissoni', 1, true],
      ['urquiola', 1, false],
      ['gamfratesi', 0, false],
    ])
    // Durability counts apply designer=lissoni only: Astor and Bria.
    expect(counts.lists.durability.map(({ value, count }) => [value, count])).toEqual([
      ['very-delicate', 0],
      ['delicate', 2],
      ['resistant', 1],
    ])
  })

  it('disables impossible values instead of hiding them, never a selected one', () => {
    const counts = countFacets(products, state('designer=lissoni&type=table'), 'eu', options)
    expect(counts.lists.durability.every((entry) => entry.disabled)).toBe(true)
    expect(counts.lists.type.find((entry) => entry.value === 'table')).toMatchObject({ count: 0, selected: true, disabled: false })
    expect(counts.lists.designer.find((entry) => entry.value === 'gamfratesi')?.disabled).toBe(true)
  })

  it('gives range bounds under the other filters, prices in the market', () => {
    const counts = countFacets(products, state('designer=urquiola'), 'eu', options)
    expect(counts.ranges.length).toEqual({ low: 180, high: 240 })
    expect(counts.ranges.price).toEqual({ low: 6100, high: 6100 })
  })
})

describe('listProducts', () => {
  it('needs one version to satisfy every range at once', () => {
    // Astor has a 260 cm version (5200 €) and a 200 cm one (4200 €): 250+ cm under 5000 € fits neither.
    expect(listProducts(products, state('lengthMin=250&priceMax=5000'), 'eu', 10, collator).ids).toEqual([])
    expect(listProducts(products, state('lengthMin=250&priceMax=5500'), 'eu', 10, collator).ids).toEqual([1])
  })

  it('sorts by newest, name and price, unpriced products last', () => {
    expect(listProducts(products, state('sort=new'), 'eu', 10, collator).ids).toEqual([4, 3, 2, 1])
    expect(listProducts(products, state('sort=-name'), 'eu', 10, collator).ids).toEqual([4, 3, 2, 1])
    expect(listProducts(products, state('sort=name'), 'eu', 10, collator).ids).toEqual([1, 2, 3, 4])
    expect(listProducts(products, state('sort=price'), 'eu', 10, collator).ids).toEqual([2, 1, 3, 4])
    expect(listProducts(products, state('sort=-price'), 'eu', 10, collator).ids).toEqual([3, 1, 2, 4])
  })

  it('leads with the featured order by default, the others following newest first', () => {
    const v1 = [v(200, 80, 95, 1000)]
    // A bench and a pouf are the newest; the editors placed the sofas first, the armchair second.
    const sofas = [
      product(1, 'Astor sofa', {}, v1, 1, 0),
      product(2, 'Lido armchair', {}, v1, 2, 1),
      product(3, 'Brera sofa', {}, v1, 3),
      product(4, 'Tondo pouf', {}, v1, 5),
      product(5, 'Pietra bench', {}, v1, 6),
      product(6, 'Corner sofa', {}, v1, 4, 2),
    ]
    expect(emptyState().sort).toBe('featured')
    expect(listProducts(sofas, emptyState(), 'eu', 10, collator).ids).toEqual([1, 2, 6, 5, 4, 3])
    expect(stateQuery(emptyState())).toBe('')
    expect(stateQuery(state('sort=new'))).toBe('?sort=new')
    // Nothing placed: the newest first, as before.
    const unplaced = sofas.map((item) => ({ ...item, featuredRank: null }))
    expect(listProducts(unplaced, emptyState(), 'eu', 10, collator).ids).toEqual([5, 4, 6, 3, 2, 1])
    // Filters keep the featured order among what they leave.
    expect(listProducts(sofas, state('page=2'), 'eu', 2, collator).ids).toEqual([6, 5])
  })

  it('pages, showing the last page for a page past the end', () => {
    const result = listProducts(products, state('page=9&sort=name'), 'eu', 3, collator)
    expect(result).toMatchObject({ ids: [4], total: 4, paging: { page: 2, pageCount: 2, offset: 3 } })
  })
})

describe('paging links', () => {
  it('links the first, last and neighbouring pages with gaps between', () => {
    expect(pageLinks(pageOf(500, 10, 24))).toEqual([1, null, 8, 9, 10, 11, 12, null, 21])
    expect(pageLinks(pageOf(10, 1, 24))).toEqual([1])
  })
})

describe('countFacets and listProducts agree with their plain definitions', () => {
  /** The definition: for each facet, the products that pass every other filter. */
  function reference(items: readonly IndexedProduct[], current: CatalogueState, offered: Record<ListFacet, readonly string[]>) {
    const lists = Object.fromEntries(
      listFacets.map((facet) => {
        const counts = new Map<string, number>()
        for (const item of items) if (matches(item, current, 'eu', facet)) for (const value of new Set(item.values[facet])) counts.set(value, (counts.get(value) ?? 0) + 1)
        return [facet, offered[facet].map((value) => ({ value, count: counts.get(value) ?? 0 }))]
      }),
    )
    const ranges = Object.fromEntries(
      rangeFacets.map((facet) => {
        const values = items.filter((item) => matches(item, current, 'eu', facet)).flatMap((item) => item.versions.flatMap((version) => (facet === 'price' ? version.prices.eu : version[facet]) ?? []))
        return [facet, { low: values.length ? Math.min(...values) : null, high: values.length ? Math.max(...values) : null }]
      }),
    )
    return { lists, ranges }
  }

  it('on random catalogues (across bit-set word boundaries) and random filters', () => {
    let seed = 7
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646
    const pick = <T,>(values: readonly T[]) => values.filter(() => random() < 0.35)
    const offered: Record<ListFacet, string[]> = { family: ['f1', 'f2'], designer: ['d1', 'd2', 'd3'], materialCategory: ['m1', 'm2'], type: ['t1', 't2', 't3'], durability: ['u1', 'u2'] }
    for (let round = 0; round < 200; round++) {
      const items = Array.from({ length: 1 + Math.floor(random() * 90) }, (_, index) =>
        product(
          index + 1,
          `P${index}`,
          Object.fromEntries(listFacets.map((facet) => [facet, pick(offered[facet])])),
          Array.from({ length: 1 + Math.floor(random() * 3) }, () => v(Math.round(random() * 300), Math.round(random() * 100), Math.round(random() * 120), random() < 0.8 ? Math.round(random() * 9000) : undefined)),
          index + 1,
          random() < 0.3 ? Math.floor(random() * 10) : null,
        ),
      )
      const current = emptyState()
      for (const facet of listFacets) current.lists[facet] = random() < 0.4 ? pick(offered[facet]) : []
      for (const facet of rangeFacets) {
        if (random() < 0.3) current.ranges[facet] = { min: Math.round(random() * 100), max: random() < 0.5 ? null : Math.round(100 + random() * 9000) }
      }
      const counted = countFacets(items, current, 'eu', offered)
      const expected = reference(items, current, offered)
      for (const facet of listFacets) expect(counted.lists[facet].map(({ value, count }) => ({ value, count }))).toEqual(expected.lists[facet])
      expect(counted.ranges).toEqual(expected.ranges)

      // The listing: the products passing every filter, in the sort order, one page of them.
      current.sort = sortOrders[round % sortOrders.length] ?? 'new'
      current.page = 1 + Math.floor(random() * 3)
      const found = items.filter((item) => matches(item, current, 'eu')).sort(comparator(current.sort, 'eu', collator))
      const paging = pageOf(found.length, current.page, 7)
      expect(listProducts(items, current, 'eu', 7, collator)).toEqual({ ids: found.slice(paging.offset, paging.offset + 7).map((item) => item.id), total: found.length, paging })
    }
  })
})
