import { describe, expect, it } from 'vitest'
import { directionsUrl, filterStores } from './locatorStore'

const stores = [
  { name: 'Milano', type: 'MONOMARCA' as const, services: ['showroom' as const, 'parking' as const] },
  { name: 'Firenze', type: 'MULTIMARCA' as const, services: ['showroom' as const] },
  { name: 'Torino', type: 'MULTIMARCA' as const, services: [] },
]
const names = (list: { name: string }[]) => list.map((store) => store.name)

describe('filterStores', () => {
  it('keeps everything without filters', () => {
    expect(names(filterStores(stores, { type: 'all', services: [] }))).toEqual(['Milano', 'Firenze', 'Torino'])
  })
  it('filters by type and by every chosen service', () => {
    expect(names(filterStores(stores, { type: 'MULTIMARCA', services: [] }))).toEqual(['Firenze', 'Torino'])
    expect(names(filterStores(stores, { type: 'all', services: ['showroom'] }))).toEqual(['Milano', 'Firenze'])
    expect(names(filterStores(stores, { type: 'all', services: ['showroom', 'parking'] }))).toEqual(['Milano'])
    expect(names(filterStores(stores, { type: 'MULTIMARCA', services: ['parking'] }))).toEqual([])
  })
})

describe('directionsUrl', () => {
  it('points a route planner at the store coordinates', () => {
    expect(directionsUrl({ latitude: 45.4651, longitude: 9.1978 })).toBe('https://www.openstreetmap.org/directions?to=45.4651%2C9.1978')
  })
})
