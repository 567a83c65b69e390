import { describe, expect, it } from 'vitest'
import { cityLabelFor, cityNameIn, isLabelTile, labelTilesInView, placesInTile, tileBounds, tileOf } from './mapLabels'

const milano = { longitude: 9.18951, latitude: 45.46427 }

describe('label tiles', () => {
  it('finds the tile of a point and the box of a tile, consistently', () => {
    const { x, y } = tileOf(milano.longitude, milano.latitude, 12)
    const box = tileBounds(12, x, y)
    expect(milano.longitude).toBeGreaterThanOrEqual(box.west)
    expect(milano.longitude).toBeLessThan(box.east)
    expect(milano.latitude).toBeGreaterThan(box.south)
    expect(milano.latitude).toBeLessThanOrEqual(box.north)
  })

  it('accepts only tiles of the label zooms inside the world', () => {
    expect(isLabelTile(12, 2152, 1465)).toBe(true)
    expect(isLabelTile(4, 8, 5)).toBe(false)
    expect(isLabelTile(13, 0, 0)).toBe(false)
    expect(isLabelTile(5, 32, 0)).toBe(false)
    expect(isLabelTile(5, 1.5, 0)).toBe(false)
  })

  it('covers a city view with a few tiles, none when zoomed out', () => {
    const view = { west: 9.1, south: 45.42, east: 9.28, north: 45.51 }
    const tiles = labelTilesInView(view, 12.4)
    expect(tiles.length).toBeGreaterThan(0)
    expect(tiles.length).toBeLessThanOrEqual(16)
    expect(tiles.every((tile) => tile.z === 12)).toBe(true)
    expect(tiles).toContainEqual({ z: 12, ...tileOf(milano.longitude, milano.latitude, 12) })
    expect(labelTilesInView(view, 4)).toEqual([])
    expect(labelTilesInView(view, 16).every((tile) => tile.z === 12)).toBe(true)
  })
})

describe('placesInTile', () => {
  it('keeps the most populous places inside the tile, up to the limit', () => {
    const places = [
      { name: 'Milan', population: 1_236_837, ...milano },
      { name: 'Munich', population: 1_260_391, longitude: 11.57549, latitude: 48.13743 },
      { name: 'Sesto San Giovanni', population: 76_509, longitude: 9.22585, latitude: 45.53329 },
      { name: 'Monza', population: 119_618, longitude: 9.27246, latitude: 45.58005 },
    ].sort((a, b) => b.population - a.population)
    const box = tileBounds(8, tileOf(milano.longitude, milano.latitude, 8).x, tileOf(milano.longitude, milano.latitude, 8).y)
    expect(placesInTile(places, box).map((place) => place.name)).toEqual(['Milan', 'Monza', 'Sesto San Giovanni'])
    expect(placesInTile(places, box, 1).map((place) => place.name)).toEqual(['Milan'])
  })
})

describe('cityLabelFor', () => {
  it('uses the Cyrillic or Chinese name on Russian and Chinese pages, else the gazetteer’s', () => {
    const names = ['Milano', 'Mailand', 'Милан', '米兰']
    expect(cityLabelFor({ label: 'Milan' }, names, 'ru')).toBe('Милан')
    expect(cityLabelFor({ label: 'Milan' }, names, 'zh')).toBe('米兰')
    expect(cityLabelFor({ label: 'Milan' }, names, 'it')).toBe('Milan')
    expect(cityLabelFor({ label: 'Monza' }, [], 'ru')).toBe('Monza')
  })

  it('uses the name in the page’s language when known', () => {
    const named = { it: 'Monaco di Baviera', de: 'München' }
    expect(cityLabelFor({ label: 'Munich' }, ['München', 'Мюнхен'], 'de', named)).toBe('München')
    expect(cityLabelFor({ label: 'Munich' }, ['München', 'Мюнхен'], 'it', named)).toBe('Monaco di Baviera')
    expect(cityLabelFor({ label: 'Munich' }, ['München', 'Мюнхен'], 'fr', named)).toBe('Munich')
    expect(cityLabelFor({ label: 'Munich' }, ['München', 'Мюнхен'], 'ru', named)).toBe('Мюнхен')
  })
})

describe('cityNameIn', () => {
  it('names a gazetteer city by its GeoNames id in the page language, the same on the map and in the place search', () => {
    const munich = { id: 'city:2867714', label: 'Munich' }
    expect(cityNameIn(munich, 'de')).toBe('München')
    expect(cityNameIn(munich, 'it')).toBe('Monaco di Baviera')
    expect(cityNameIn(munich, 'ru')).toBe('Мюнхен')
    expect(cityNameIn(munich, 'zh')).toBe('慕尼黑')
    expect(cityNameIn(munich, 'en')).toBe('Munich')
    expect(cityNameIn({ id: 'city:1', label: 'Nowhere' }, 'de')).toBe('Nowhere')
  })
})
