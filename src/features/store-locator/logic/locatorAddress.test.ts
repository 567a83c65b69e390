import { describe, expect, it } from 'vitest'
import { locatorQuery, readLocatorQuery } from './locatorAddress'

const known = (id: number) => id === 12

describe('the locator’s address', () => {
  it('keeps the place searched and the chosen store, and reads them back', () => {
    const query = locatorQuery({ place: { label: 'Milano', latitude: 45.464211, longitude: 9.191383 }, storeId: 12 })
    expect(query).toBe('?near=Milano&at=45.46421%2C9.19138&store=12')
    expect(readLocatorQuery(query, known)).toEqual({ place: { label: 'Milano', latitude: 45.46421, longitude: 9.19138 }, storeId: 12 })
    expect(locatorQuery({ place: null, storeId: null })).toBe('')
    expect(readLocatorQuery(locatorQuery({ place: { label: 'München', latitude: 48.1374, longitude: 11.5755 }, storeId: null }), known).place?.label).toBe('München')
  })

  it('leaves out what it cannot read: a point off the globe, a store unknown or no number', () => {
    expect(readLocatorQuery('?near=X&at=91,10&store=13', known)).toEqual({ place: null, storeId: null })
    expect(readLocatorQuery('?at=abc&store=1.5', known)).toEqual({ place: null, storeId: null })
    expect(readLocatorQuery('?at=,&store=', known)).toEqual({ place: null, storeId: null })
    expect(readLocatorQuery(`?near=${'a'.repeat(500)}&at=1,2`, known).place?.label).toHaveLength(120)
  })
})
