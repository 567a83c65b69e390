import { worldCityIndex } from '../server/gazetteer'
import { getLocatorStores, storePlaceIndex } from '../server/locatorStores'
import { cityNameIn } from '../logic/mapLabels'
import { searchPlaces, type Place } from '../logic/placeIndex'
import { endpoint } from '@/lib/edge/endpoint'

const cacheControl = 'public, max-age=300, s-maxage=3600, stale-while-revalidate=86400'
const maxResults = 8
const maxStores = 3

/**
 * GET /api/geo/places?q=mila&lang=it: places for the store locator's address search — the
 * language's stores (name, street, city) first, then world cities from the offline gazetteer,
 * each under its name in the page's language ('Munich' typed on /de suggests 'München').
 * Empty or nonsense input gives `{ places: [] }`, never an error; too many requests a 429
 * (budget `placeSearch`; answers are cacheable, so a CDN in front takes most of them).
 */
export const GET = endpoint({ budget: 'placeSearch' }, async ({ url, locale }) => {
  const query = url.searchParams.get('q') ?? ''
  if (query.trim() === '') return Response.json({ places: [] }, { headers: { 'Cache-Control': cacheControl } })
  const [cities, stores] = await Promise.all([worldCityIndex(), getLocatorStores(locale)])
  const storeHits = searchPlaces(storePlaceIndex(stores), query, maxStores)
  const cityHits = searchPlaces(cities, query, maxResults - storeHits.length).map((place) => ({ ...place, label: cityNameIn(place, locale) }))
  const places: Place[] = [...storeHits, ...cityHits]
  return Response.json({ places }, { headers: { 'Cache-Control': cacheControl } })
})
