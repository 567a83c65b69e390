import { describe, expect, it } from 'vitest'
import { distanceIn, distanceUnitFor, haversineKm, isValidPoint, marketFromCookies } from './distance'
import { inBounds, sortByDistance, storesNear } from './nearest'

const rome = { latitude: 41.9028, longitude: 12.4964 }
const milan = { latitude: 45.4642, longitude: 9.19 }
const paris = { latitude: 48.8566, longitude: 2.3522 }
const newYork = { latitude: 40.7128, longitude: -74.006 }

describe('haversineKm', () => {
  it('measures Rome–Milan and Paris–New York like an atlas does', () => {
    expect(haversineKm(rome, milan)).toBeCloseTo(477, -1)
    expect(haversineKm(paris, newYork)).toBeCloseTo(5837, -1)
  })
  it('is zero for the same point and symmetric', () => {
    expect(haversineKm(rome, rome)).toBe(0)
    expect(haversineKm(rome, paris)).toBeCloseTo(haversineKm(paris, rome), 9)
  })
  it('handles antipodes and the antimeridian', () => {
    expect(haversineKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 })).toBeCloseTo(20015, -1)
    expect(haversineKm({ latitude: 0, longitude: 179.5 }, { latitude: 0, longitude: -179.5 })).toBeCloseTo(111, 0)
  })
})

describe('units', () => {
  it('uses miles for the UK and US markets, kilometres for the others', () => {
    expect(distanceUnitFor('us')).toBe('mi')
    expect(distanceUnitFor('uk')).toBe('mi')
    for (const market of ['eu', 'ch', 'cn'] as const) expect(distanceUnitFor(market)).toBe('km')
  })
  it('reads the market from the cookies, ignoring anything else', () => {
    expect(marketFromCookies('a=1; vesta-market=us; b=2')).toBe('us')
    expect(marketFromCookies('vesta-market=mars')).toBeNull()
    expect(marketFromCookies('')).toBeNull()
  })
  it('converts and rounds', () => {
    expect(distanceIn(477.3, 'km')).toBe(477)
    expect(distanceIn(477.3, 'mi')).toBe(297)
    expect(distanceIn(3.14159, 'km')).toBe(3.1)
    expect(distanceIn(1.609344, 'mi')).toBe(1)
  })
  it('accepts only points on the globe', () => {
    expect(isValidPoint(41.9, 12.5)).toBe(true)
    expect(isValidPoint(91, 0)).toBe(false)
    expect(isValidPoint(0, -181)).toBe(false)
    expect(isValidPoint(Number.NaN, 0)).toBe(false)
  })
})

describe('sortByDistance', () => {
  const stores = [
    { companyName: 'New York', ...newYork },
    { companyName: 'Milano', ...milan },
    { companyName: 'Paris', ...paris },
  ]
  it('puts the nearest first with its distance', () => {
    const sorted = sortByDistance(stores, { latitude: 48.85, longitude: 2.35 })
    expect(sorted.map((store) => store.companyName)).toEqual(['Paris', 'Milano', 'New York'])
    expect(sorted[0]?.distanceKm).toBeLessThan(1)
  })
  it('breaks ties by name and limits', () => {
    const twins = [{ companyName: 'B', ...rome }, { companyName: 'A', ...rome }]
    expect(sortByDistance(twins, paris).map((store) => store.companyName)).toEqual(['A', 'B'])
    expect(storesNear(stores, rome, 2).map((store) => store.companyName)).toEqual(['Milano', 'Paris'])
    expect(storesNear(stores, rome, -1)).toEqual([])
  })
})

describe('inBounds', () => {
  it('handles a normal box and one across the antimeridian', () => {
    expect(inBounds(rome, { west: 0, south: 30, east: 20, north: 50 })).toBe(true)
    expect(inBounds(newYork, { west: 0, south: 30, east: 20, north: 50 })).toBe(false)
    expect(inBounds({ latitude: 0, longitude: -179 }, { west: 170, south: -10, east: -170, north: 10 })).toBe(true)
    expect(inBounds({ latitude: 0, longitude: 0 }, { west: 170, south: -10, east: -170, north: 10 })).toBe(false)
  })
})
