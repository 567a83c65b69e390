import { describe, expect, it } from 'vitest'
import { countMaterialFacets, hasMaterialKeys, materialMatches, materialPageQuery, materialStateQuery, orderMaterials, readMaterialPage, readMaterialState, type MaterialFacet, type MaterialFacetItem } from './materialFilters'
import { parseQuery } from './queryString'

const item = (id: number, colour: string, durability: string, property: string[], use: string[]): MaterialFacetItem => ({ id, values: { colour: [colour], durability: [durability], property, type: ['bouclé'], use } })
const items = [
  item(1, 'white', 'resistant', ['stain-resistant'], ['indoor']),
  item(2, 'white', 'delicate', [], ['indoor', 'outdoor']),
  item(3, 'blue', 'resistant', ['water-repellent', 'stain-resistant'], ['outdoor']),
]
const options: Record<MaterialFacet, string[]> = { colour: ['white', 'blue'], property: ['stain-resistant', 'water-repellent'], durability: ['delicate', 'resistant'], type: ['bouclé'], use: ['indoor', 'outdoor'] }
const allowed = Object.fromEntries(Object.entries(options).map(([key, values]) => [key, new Set(values)])) as Record<MaterialFacet, Set<string>>

describe('material filters', () => {
  it('reads known values only and writes them back in a stable order', () => {
    const state = readMaterialState(parseQuery('use=outdoor&colour=white&colour=purple&durability=resistant'), allowed)
    expect(state).toEqual({ colour: ['white'], property: [], durability: ['resistant'], type: [], use: ['outdoor'] })
    expect(materialStateQuery(state)).toBe('?colour=white&durability=resistant&use=outdoor')
    expect(hasMaterialKeys(parseQuery('colour=white'))).toBe(true)
    expect(hasMaterialKeys(parseQuery('designer=x'))).toBe(false)
  })

  it('matches OR within a facet and AND across facets', () => {
    const state = readMaterialState(parseQuery('colour=white&colour=blue&use=outdoor'), allowed)
    expect(items.filter((entry) => materialMatches(entry, state)).map((entry) => entry.id)).toEqual([2, 3])
  })

  it('counts each facet with the others applied and disables impossible values', () => {
    const counts = countMaterialFacets(items, readMaterialState(parseQuery('durability=delicate'), allowed), options)
    expect(counts.colour).toEqual([
      { value: 'white', count: 1, selected: false, disabled: false },
      { value: 'blue', count: 0, selected: false, disabled: true },
    ])
    expect(counts.durability.map((entry) => [entry.value, entry.count, entry.selected])).toEqual([
      ['delicate', 1, true],
      ['resistant', 2, false],
    ])
  })
})

describe('materials library paging and order', () => {
  it('orders family by family, codes naturally within a family, unknown families last', () => {
    const items = [
      { categoryId: 2, code: 'TESS 10' },
      { categoryId: 1, code: 'PLE 10' },
      { categoryId: 2, code: 'TESS 9' },
      { categoryId: 9, code: 'X 1' },
      { categoryId: 1, code: 'PLE 2' },
    ]
    expect(orderMaterials(items, [1, 2]).map((item) => item.code)).toEqual(['PLE 2', 'PLE 10', 'TESS 9', 'TESS 10', 'X 1'])
  })

  it('reads the page asked for, 1 for anything else; page links keep the filters', () => {
    expect(readMaterialPage({ page: ['3'] })).toBe(3)
    for (const page of [[], ['0'], ['-2'], ['2.5'], ['abc'], ['1e9x']]) expect(readMaterialPage({ page })).toBe(1)
    const state = { colour: ['red'], property: [], durability: [], type: [], use: [] }
    expect(materialPageQuery(state, 1)).toBe('?colour=red')
    expect(materialPageQuery(state, 4)).toBe('?colour=red&page=4')
    expect(materialPageQuery({ ...state, colour: [] }, 2)).toBe('?page=2')
    expect(hasMaterialKeys({ page: ['2'] })).toBe(true)
  })
})
