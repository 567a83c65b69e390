import { rateLimited } from '@/lib/edge/rateLimited'
import { isLocale } from '@/i18n/locales'
import { cityNameIn, isLabelTile, placesInTile, tileBounds } from '../logic/mapLabels'
import type { Place, PlaceIndex } from '../logic/placeIndex'
import { worldCityIndex } from '../server/gazetteer'

/** The gazetteer's cities, most populous first, made once per index (the index never changes while the process runs). */
const sorted = new WeakMap<PlaceIndex, readonly Place[]>()
function byPopulation(index: PlaceIndex): readonly Place[] {
  let places = sorted.get(index)
  if (!places) {
    places = [...index.places].sort((a, b) => b.weight - a.weight)
    sorted.set(index, places)
  }
  return places
}

/** The same for every visitor and changing only with a new gazetteer: cacheable by browsers and CDNs for a day. */
const cacheControl = 'public, max-age=86400, s-maxage=604800, stale-while-revalidate=604800'

/**
 * GET /api/geo/cities/{z}/{x}/{y}?lang=de: the names of the most populous places in one Web
 * Mercator tile (zoom 5–12) from the offline gazetteer, as GeoJSON points, for the offline
 * basemap's city labels. The same answer for everyone, no personal data; a bad tile is a 404.
 * Counted against the address's `mapData` budget (429 past it).
 */
export const GET = rateLimited('mapData', async (request: Request, { params }: { params: Promise<{ z: string; x: string; y: string }> }): Promise<Response> => {
  const { z, x, y } = await params
  const [zoom, column, row] = [Number(z), Number(x), Number(y)]
  if (!isLabelTile(zoom, column, row)) return Response.json({ error: 'not_found', message: 'No such tile' }, { status: 404, headers: { 'Cache-Control': 'no-store' } })
  const lang = new URL(request.url).searchParams.get('lang') ?? ''
  const locale = isLocale(lang) ? lang : 'en'
  const places = placesInTile(byPopulation(await worldCityIndex()), tileBounds(zoom, column, row))
  const features = places.map((place) => ({
    type: 'Feature' as const,
    properties: { name: cityNameIn(place, locale), population: place.weight },
    geometry: { type: 'Point' as const, coordinates: [place.longitude, place.latitude] },
  }))
  return Response.json({ type: 'FeatureCollection', features }, { headers: { 'Cache-Control': cacheControl } })
})
