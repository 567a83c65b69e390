/**
 * The offline basemap's detailed data, fetched by the map as a static file once the visitor zooms
 * in (never part of the map's script): Natural Earth 1:10m land and borders from `world-atlas`
 * (TopoJSON, 3.6 MB, about 0.9 MB gzipped). The version is the package's: a new one is a new URL.
 */
export const DETAILED_BASEMAP_FILE = 'countries-10m.json'
export const BASEMAP_DATA_VERSION = '2.0.2'
/** From this zoom on, the 1:110m outline bundled with the map is too coarse and the detailed file is drawn instead. */
export const DETAILED_BASEMAP_MIN_ZOOM = 4

export const detailedBasemapUrl = `/api/geo/basemap/${DETAILED_BASEMAP_FILE}?v=${BASEMAP_DATA_VERSION}`
