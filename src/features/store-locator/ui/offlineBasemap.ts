import type { StyleSpecification } from 'maplibre-gl'
import { feature, mesh } from 'topojson-client'
import type { GeometryCollection, Topology } from 'topojson-specification'
import countries110m from 'world-atlas/countries-110m.json'
import { DETAILED_BASEMAP_MIN_ZOOM } from '../logic/basemapData'
import { CITY_LABEL_MIN_ZOOM } from '../logic/mapLabels'

interface Countries extends Topology {
  objects: { countries: GeometryCollection; land: GeometryCollection }
}

const atlas = countries110m as unknown as Countries

const empty = { type: 'FeatureCollection' as const, features: [] }

/** The browser's own sans-serif: with no `glyphs` URL MapLibre draws label letters with it, no font server needed. */
export const LABEL_FONT = ['sans-serif']

/**
 * The default basemap, drawn from Natural Earth (world-atlas, 1:110m) bundled with the map
 * code: light grey land on white sea, hairline borders. No tile server, key or font needed.
 * Zoomed in, `offlineDetail` fills the empty sources: 1:10m land and borders and the gazetteer's
 * place names (drawn with the browser's font: the style has no `glyphs`, so none is fetched).
 */
export function offlineBasemap(): StyleSpecification {
  return {
    version: 8,
    sources: {
      land: { type: 'geojson', data: feature(atlas, atlas.objects.land) },
      borders: { type: 'geojson', data: mesh(atlas, atlas.objects.countries, (a, b) => a !== b) },
      'land-detail': { type: 'geojson', data: empty },
      'borders-detail': { type: 'geojson', data: empty },
      cities: { type: 'geojson', data: empty },
    },
    layers: [
      { id: 'sea', type: 'background', paint: { 'background-color': '#f4f3f0' } },
      { id: 'land', type: 'fill', source: 'land', paint: { 'fill-color': '#e2dfd9' } },
      { id: 'land-detail', type: 'fill', source: 'land-detail', minzoom: DETAILED_BASEMAP_MIN_ZOOM, paint: { 'fill-color': '#e2dfd9' } },
      { id: 'borders', type: 'line', source: 'borders', paint: { 'line-color': '#c9c5be', 'line-width': 0.6 } },
      { id: 'borders-detail', type: 'line', source: 'borders-detail', minzoom: DETAILED_BASEMAP_MIN_ZOOM, paint: { 'line-color': '#c9c5be', 'line-width': 0.8 } },
      {
        id: 'city-label',
        type: 'symbol',
        source: 'cities',
        minzoom: CITY_LABEL_MIN_ZOOM,
        layout: {
          'text-field': ['get', 'name'],
          'text-font': LABEL_FONT,
          'text-size': ['interpolate', ['linear'], ['get', 'population'], 1000, 11, 100000, 13, 1000000, 16],
          'symbol-sort-key': ['-', ['get', 'population']],
          // Beside its point when a store's label takes the place itself (Milan's centre and a store in it).
          'text-variable-anchor': ['center', 'top', 'bottom', 'left', 'right'],
          'text-radial-offset': 0.8,
          'text-padding': 6,
          'text-max-width': 8,
        },
        paint: { 'text-color': '#5c574f', 'text-halo-color': '#f4f3f0', 'text-halo-width': 1.5 },
      },
    ],
  }
}
