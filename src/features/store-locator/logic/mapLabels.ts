import { alternateCityNames } from './alternateCityNames'
import { cityNamesByLanguage } from './cityNamesByLanguage'
import type { Place } from './placeIndex'

/** The zooms at which the offline basemap asks for city names, one tile grid per zoom. */
export const CITY_LABEL_MIN_ZOOM = 5
export const CITY_LABEL_MAX_ZOOM = 12
/** At most this many names per tile, the most populous first: enough to name a city's surroundings, few enough to read. */
export const CITY_LABELS_PER_TILE = 24

export interface TileBounds {
  west: number
  south: number
  east: number
  north: number
}

/** Whether z/x/y names a tile of the label grid (zoom within our range, x and y inside the world). */
export function isLabelTile(z: number, x: number, y: number): boolean {
  const size = 2 ** z
  return Number.isInteger(z) && Number.isInteger(x) && Number.isInteger(y) && z >= CITY_LABEL_MIN_ZOOM && z <= CITY_LABEL_MAX_ZOOM && x >= 0 && y >= 0 && x < size && y < size
}

const latitudeOf = (y: number, z: number) => (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / 2 ** z))) * 180) / Math.PI

/** A Web Mercator tile's box in degrees. */
export function tileBounds(z: number, x: number, y: number): TileBounds {
  const size = 2 ** z
  return { west: (x / size) * 360 - 180, east: ((x + 1) / size) * 360 - 180, north: latitudeOf(y, z), south: latitudeOf(y + 1, z) }
}

/** The tile of zoom z holding a point. */
export function tileOf(longitude: number, latitude: number, z: number): { x: number; y: number } {
  const size = 2 ** z
  const clamped = Math.max(-85.0511, Math.min(85.0511, latitude))
  const radians = (clamped * Math.PI) / 180
  const x = Math.floor(((longitude + 180) / 360) * size)
  const y = Math.floor(((1 - Math.log(Math.tan(radians) + 1 / Math.cos(radians)) / Math.PI) / 2) * size)
  return { x: Math.min(size - 1, Math.max(0, x)), y: Math.min(size - 1, Math.max(0, y)) }
}

/** The label tiles covering a view (at most `limit`; none below the label zooms). */
export function labelTilesInView(bounds: TileBounds, zoom: number, limit = 16): { z: number; x: number; y: number }[] {
  if (zoom < CITY_LABEL_MIN_ZOOM) return []
  const z = Math.min(CITY_LABEL_MAX_ZOOM, Math.floor(zoom))
  const from = tileOf(bounds.west, bounds.north, z)
  const to = tileOf(bounds.east, bounds.south, z)
  const tiles: { z: number; x: number; y: number }[] = []
  for (let x = from.x; x <= to.x; x += 1) {
    for (let y = from.y; y <= to.y; y += 1) {
      if (tiles.length < limit) tiles.push({ z, x, y })
    }
  }
  return tiles
}

/**
 * The name a city is shown under on a page in `locale`: its name in that language when we know it
 * (`named`, Latin-script languages), the Cyrillic or Chinese one of its alternate names on Russian
 * and Chinese pages, else the gazetteer's.
 */
export function cityLabelFor(place: Pick<Place, 'label'>, alternates: readonly string[], locale: string, named: Readonly<Partial<Record<string, string>>> = {}): string {
  const script = locale === 'ru' ? /\p{Script=Cyrillic}/u : locale === 'zh' ? /\p{Script=Han}/u : null
  return named[locale] || (script && alternates.find((name) => script.test(name))) || place.label
}

/** The most populous places inside a tile, at most `limit`, from places sorted by population. */
export function placesInTile<T extends Pick<Place, 'latitude' | 'longitude'>>(byPopulation: readonly T[], bounds: TileBounds, limit = CITY_LABELS_PER_TILE): T[] {
  const found: T[] = []
  for (const place of byPopulation) {
    if (place.longitude >= bounds.west && place.longitude < bounds.east && place.latitude > bounds.south && place.latitude <= bounds.north) {
      found.push(place)
      if (found.length >= limit) break
    }
  }
  return found
}

/** A gazetteer city's name on a page in `locale` (see `cityLabelFor`): the same on the map and in the place search. */
export function cityNameIn(place: Pick<Place, 'id' | 'label'>, locale: string): string {
  const id = Number(place.id.slice('city:'.length))
  return cityLabelFor(place, alternateCityNames[id] ?? [], locale, cityNamesByLanguage[id])
}
