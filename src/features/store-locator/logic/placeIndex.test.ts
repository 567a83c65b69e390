import { describe, expect, it } from 'vitest'
import { foldName } from './foldName'
import { buildPlaceIndex, searchPlaces, type Place } from './placeIndex'

const city = (id: number, label: string, country: string, weight: number, alternates: string[] = []) => ({
  place: { id: `city:${id}`, kind: 'city' as const, label, country, latitude: 0, longitude: 0, weight } satisfies Place,
  names: [label, ...alternates],
})

const index = buildPlaceIndex([
  city(3173435, 'Milan', 'IT', 1_236_837, ['Milano', 'Mailand', 'Милан']),
  city(4261361, 'Milan', 'US', 1_886),
  city(3173529, 'Milazzo', 'IT', 32_000),
  city(2657896, 'Zürich', 'CH', 341_730, ['Zurigo']),
  city(524901, 'Moscow', 'RU', 10_381_222, ['Москва', 'Mosca']),
  city(5128581, 'New York City', 'US', 8_175_133, ['New York']),
  city(1816670, 'Beijing', 'CN', 11_716_620, ['北京']),
  { place: { id: 'store:7', kind: 'store', label: 'Atelier Vesta Milano Flagship', country: 'IT', latitude: 0, longitude: 0, weight: 0 }, names: ['Atelier Vesta Milano Flagship', 'Via Durini 1, Milano'] },
])
const labels = (query: string, limit?: number) => searchPlaces(index, query, limit).map((place) => `${place.label} ${place.country}`)

describe('foldName', () => {
  it('drops accents and case from Latin letters only', () => {
    expect(foldName('Zürich')).toBe('zurich')
    expect(foldName('  SÃO-Paulo ')).toBe('sao paulo')
    expect(foldName('Straße')).toBe('strasse')
    expect(foldName('Москва')).toBe('москва')
    expect(foldName('Ёлки Йошкар')).toBe('елки иошкар')
    expect(foldName('北京')).toBe('北京')
  })
})

describe('searchPlaces', () => {
  it('finds Milan by its native and English names, any case', () => {
    expect(labels('Milano')[0]).toBe('Milan IT')
    expect(labels('milan')[0]).toBe('Milan IT')
    expect(labels('MAILAND')).toEqual(['Milan IT'])
  })
  it('is accent-insensitive both ways', () => {
    expect(labels('zurich')).toEqual(['Zürich CH'])
    expect(labels('Zürich')).toEqual(['Zürich CH'])
  })
  it('matches Cyrillic and Chinese names', () => {
    expect(labels('Москва')).toEqual(['Moscow RU'])
    expect(labels('моск')).toEqual(['Moscow RU'])
    expect(labels('北京')).toEqual(['Beijing CN'])
  })
  it('suggests while typing: prefixes ranked exact, then stores, then by population', () => {
    expect(labels('mil')).toEqual(['Atelier Vesta Milano Flagship IT', 'Milan IT', 'Milazzo IT', 'Milan US'])
    expect(labels('mil', 2)).toHaveLength(2)
  })
  it('matches a later word of a name', () => {
    expect(labels('york')).toEqual(['New York City US'])
    expect(labels('flagship')).toEqual(['Atelier Vesta Milano Flagship IT'])
  })
  it('gives nothing for empty or nonsense input', () => {
    expect(labels('')).toEqual([])
    expect(labels('   ')).toEqual([])
    expect(labels('--..')).toEqual([])
    expect(labels('xqzvw')).toEqual([])
    expect(labels('a'.repeat(10_000))).toEqual([])
  })
})

describe('searchPlaces short input', () => {
  it('waits for two letters, except for Chinese characters', () => {
    expect(labels('m')).toEqual([])
    expect(labels('mi')[0]).toBe('Atelier Vesta Milano Flagship IT')
    expect(labels('北')).toEqual(['Beijing CN'])
  })
  it('ignores apostrophes', () => {
    const withApostrophe = buildPlaceIndex([city(1, 'Engel’s', 'RU', 200_000)])
    expect(searchPlaces(withApostrophe, 'engels').map((place) => place.label)).toEqual(['Engel’s'])
    expect(searchPlaces(withApostrophe, 's')).toEqual([])
  })
})
