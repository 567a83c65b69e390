import type { GeoJSONSource, Map as MapLibreMap } from 'maplibre-gl'
import { feature, mesh } from 'topojson-client'
import type { GeometryCollection, Topology } from 'topojson-specification'
import { DETAILED_BASEMAP_MIN_ZOOM, detailedBasemapUrl } from '../logic/basemapData'
import { labelTilesInView } from '../logic/mapLabels'
import type { Locale } from '@/i18n/locales'

interface Countries extends Topology {
  objects: { countries: GeometryCollection; land: GeometryCollection }
}

interface CityFeature {
  type: 'Feature'
  properties: { name: string; population: number }
  geometry: { type: 'Point'; coordinates: [number, number] }
}

/**
 * What the offline basemap adds once the visitor zooms in, fetched by the map as data (never in
 * its script): Natural Earth 1:10m land and borders in place of the bundled 1:110m outline, and
 * the names of the places in view from the gazetteer (`/api/geo/cities/{z}/{x}/{y}`).
 * Returns the function to call after every move; it fetches each file or tile once.
 */
export function offlineDetail(locale: Locale): (map: MapLibreMap) => void {
  let detailed: 'no' | 'loading' | 'yes' = 'no'
  const tiles = new Map<string, Promise<CityFeature[]>>()
  let latest = 0

  const loadDetail = async (map: MapLibreMap) => {
    detailed = 'loading'
    try {
      const response = await fetch(detailedBasemapUrl)
      if (!response.ok) throw new Error(`basemap ${response.status}`)
      const atlas = (await response.json()) as Countries
      map.getSource<GeoJSONSource>('land-detail')?.setData(feature(atlas, atlas.objects.land))
      map.getSource<GeoJSONSource>('borders-detail')?.setData(mesh(atlas, atlas.objects.countries, (a, b) => a !== b))
      // The coarse outline stays drawn below the detailed one's zooms only now that the detail is there.
      map.setLayerZoomRange('land', 0, DETAILED_BASEMAP_MIN_ZOOM)
      map.setLayerZoomRange('borders', 0, DETAILED_BASEMAP_MIN_ZOOM)
      detailed = 'yes'
    } catch {
      detailed = 'no'
    }
  }

  const cityTile = (z: number, x: number, y: number): Promise<CityFeature[]> => {
    const key = `${z}/${x}/${y}`
    let tile = tiles.get(key)
    if (!tile) {
      tile = fetch(`/api/geo/cities/${key}?lang=${locale}`)
        .then(async (response) => (response.ok ? ((await response.json()) as { features: CityFeature[] }).features : []))
        .catch(() => {
          tiles.delete(key)
          return []
        })
      tiles.set(key, tile)
    }
    return tile
  }

  const loadCities = async (map: MapLibreMap) => {
    const run = (latest += 1)
    const box = map.getBounds()
    const wanted = labelTilesInView({ west: box.getWest(), south: box.getSouth(), east: box.getEast(), north: box.getNorth() }, map.getZoom())
    const found = (await Promise.all(wanted.map((tile) => cityTile(tile.z, tile.x, tile.y)))).flat()
    if (run !== latest) return
    map.getSource<GeoJSONSource>('cities')?.setData({ type: 'FeatureCollection', features: found })
  }

  return (map) => {
    if (detailed === 'no' && map.getZoom() >= DETAILED_BASEMAP_MIN_ZOOM) void loadDetail(map)
    void loadCities(map)
  }
}
