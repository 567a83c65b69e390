import { describe, expect, it } from 'vitest'
import { storesInView } from './storesInView'

const milan = { id: 1, latitude: 45.46, longitude: 9.19 }
const paris = { id: 2, latitude: 48.86, longitude: 2.35 }
const newYork = { id: 3, latitude: 40.71, longitude: -74.01 }
const stores = [milan, paris, newYork]
const europe = { west: -10, south: 35, east: 30, north: 60 }

describe('storesInView', () => {
  it('lists every store before the map has reported its view', () => {
    expect(storesInView(stores, { bounds: null, onlyInView: true, selectedId: null })).toEqual(stores)
  })

  it('lists every store while the map shows its first view: nothing disappears while the page loads', () => {
    expect(storesInView(stores, { bounds: europe, onlyInView: false, selectedId: null })).toEqual(stores)
  })

  it('lists the stores in view once the visitor has moved the map', () => {
    expect(storesInView(stores, { bounds: europe, onlyInView: true, selectedId: null })).toEqual([milan, paris])
  })

  it('keeps the chosen store even outside the view', () => {
    expect(storesInView(stores, { bounds: europe, onlyInView: true, selectedId: 3 })).toEqual(stores)
  })

  it('handles a view across the antimeridian', () => {
    const pacific = { west: 170, south: -60, east: -60, north: 60 }
    expect(storesInView(stores, { bounds: pacific, onlyInView: true, selectedId: null })).toEqual([newYork])
  })
})
