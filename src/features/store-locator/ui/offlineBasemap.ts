import type { StyleSpecification } from 'maplibre-gl'
import { feature, mesh } from 'topojson-client'
import type { GeometryCollection, Topology } from 'topojson-specification'
import countries110m from 'world-atlas/countries-110m.json'

interface Countries extends Topology {
  objects: { countries: GeometryCollection; land: GeometryCollection }
}

const atlas = countries110m as unknown as Countries

/**
 * The default basemap, drawn from Natural Earth (world-atlas, 1:110m) bundled with the map
 * code: light grey land on white sea, hairline borders. No tile server, key or font needed.
 */
export function offlineBasemap(): StyleSpecification {
  return {
    version: 8,
    sources: {
      land: { type: 'geojson', data: feature(atlas, atlas.objects.land) },
      borders: { type: 'geojson', data: mesh(atlas, atlas.objects.countries, (a, b) => a !== b) },
    },
    layers: [
      { id: 'sea', type: 'background', paint: { 'background-color': '#f4f3f0' } },
      { id: 'land', type: 'fill', source: 'land', paint: { 'fill-color': '#e2dfd9' } },
      { id: 'borders', type: 'line', source: 'borders', paint: { 'line-color': '#c9c5be', 'line-width': 0.6 } },
    ],
  }
}
