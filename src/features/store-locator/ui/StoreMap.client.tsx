'use client'
import 'maplibre-gl/dist/maplibre-gl.css'
import type { GeoJSONFeature, GeoJSONSource, StyleSpecification } from 'maplibre-gl'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import Map, { Layer, Marker, NavigationControl, Source, type MapLayerMouseEvent, type MapRef } from 'react-map-gl/maplibre'
import type { StoreMapProps } from './mapTypes'
import { LABEL_FONT, offlineBasemap } from './offlineBasemap'
import { offlineDetail } from './offlineDetail'
import { protomapsStyle } from './protomapsStyle'
import { useLabels, useT } from '@/runtime/labels/LabelsProvider'

interface ClusterBadge {
  id: number
  count: number
  longitude: number
  latitude: number
}

const pointOf = (feature: GeoJSONFeature): [number, number] | null =>
  feature.geometry.type === 'Point' ? [feature.geometry.coordinates[0] ?? 0, feature.geometry.coordinates[1] ?? 0] : null

/**
 * The store map (MapLibre GL), loaded only by pages that show it. Stores are clustered by the
 * GeoJSON source; cluster counts are HTML badges, so the offline basemap needs no font server.
 * Supplementary to the list: everything it does can be done from the list by keyboard.
 */
/**
 * A cluster badge is a pointer shortcut (keyboard and screen-reader users have the list): its
 * MapLibre wrapper would otherwise become an unnamed `role="button"` around our button. MapLibre
 * gives the wrapper a role only when it has none, so this runs before it is added to the map.
 */
function decorative(marker: { getElement: () => HTMLElement } | null): void {
  const element = marker?.getElement()
  if (!element) return
  element.setAttribute('role', 'presentation')
  element.setAttribute('aria-hidden', 'true')
}

/** From this zoom on, each store's name and street are written beside its point. */
const STORE_LABEL_MIN_ZOOM = 11

const OSM_ATTRIBUTION = '<a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener">© OpenStreetMap</a>'

/**
 * The map's style: a `pmtiles://` archive drawn with the Protomaps style in the page's language
 * (its code loaded only then), a provider's style URL as is, or the offline basemap. Null while
 * the Protomaps code loads; on failure the offline basemap, never an empty map.
 */
function useBasemap(styleUrl: string | undefined): { style: StyleSpecification | string | null; offline: boolean } {
  const { locale } = useLabels()
  const archive = styleUrl?.startsWith('pmtiles://') ? styleUrl : undefined
  const [loaded, setLoaded] = useState<{ url: string; style: StyleSpecification | null } | null>(null)
  useEffect(() => {
    if (!archive) return
    let current = true
    protomapsStyle(archive, locale, OSM_ATTRIBUTION).then(
      (style) => current && setLoaded({ url: archive, style }),
      () => current && setLoaded({ url: archive, style: null }),
    )
    return () => {
      current = false
    }
  }, [archive, locale])
  return useMemo(() => {
    if (archive) {
      if (loaded?.url !== archive) return { style: null, offline: false }
      if (loaded.style) return { style: loaded.style, offline: false }
    } else if (styleUrl) return { style: styleUrl, offline: false }
    return { style: offlineBasemap(), offline: true }
  }, [archive, loaded, styleUrl])
}

export default function StoreMap({ stores, initialView, focus, selectedId, styleUrl, onSelect, onBounds }: StoreMapProps) {
  const t = useT()
  const { locale } = useLabels()
  // MapLibre's own texts (the two-finger hint, the zoom buttons, the map's name) in the page's language.
  const mapTexts = useMemo(
    () => ({
      'CooperativeGesturesHandler.MobileHelpText': t('store.mapHintMobile'),
      'CooperativeGesturesHandler.WindowsHelpText': t('store.mapHintWindows'),
      'CooperativeGesturesHandler.MacHelpText': t('store.mapHintMac'),
      'NavigationControl.ZoomIn': t('store.mapZoomIn'),
      'NavigationControl.ZoomOut': t('store.mapZoomOut'),
      'Map.Title': t('store.map'),
      'AttributionControl.ToggleAttribution': t('store.mapAttribution'),
    }),
    [t],
  )
  const map = useRef<MapRef>(null)
  // Set before a move the visitor asked for from the list or a cluster (those moves carry no input event).
  const askedMove = useRef(false)
  const [clusters, setClusters] = useState<ClusterBadge[]>([])
  const { style, offline } = useBasemap(styleUrl)
  // The offline basemap's detail (1:10m outline, place names), fetched as the visitor zooms in.
  const detail = useMemo(() => (offline ? offlineDetail(locale) : null), [offline, locale])
  const data = useMemo(
    () => ({
      type: 'FeatureCollection' as const,
      features: stores.map((store) => ({
        type: 'Feature' as const,
        id: store.id,
        properties: { id: store.id, selected: store.id === selectedId, label: `${store.companyName}\n${store.address}` },
        geometry: {
          type: 'Point' as const,
          coordinates: [store.longitude, store.latitude],
        },
      })),
    }),
    [stores, selectedId],
  )

  const report = useCallback(
    (byVisitor: boolean) => {
      const instance = map.current
      if (!instance) return
      const box = instance.getBounds()
      onBounds(
        {
          west: box.getWest(),
          south: box.getSouth(),
          east: box.getEast(),
          north: box.getNorth(),
        },
        byVisitor,
      )
      const seen = new Set<number>()
      const badges = instance.querySourceFeatures('stores', { filter: ['has', 'point_count'] }).flatMap((feature) => {
        const id = Number(feature.properties.cluster_id)
        const point = pointOf(feature)
        if (seen.has(id) || !point) return []
        seen.add(id)
        return [
          {
            id,
            count: Number(feature.properties.point_count),
            longitude: point[0],
            latitude: point[1],
          },
        ]
      })
      setClusters(badges)
      detail?.(instance.getMap())
    },
    [onBounds, detail],
  )

  useEffect(() => {
    if (!focus) return
    askedMove.current = true
    map.current?.flyTo({
      center: [focus.longitude, focus.latitude],
      zoom: focus.zoom,
      duration: 800,
    })
  }, [focus])

  const expand = async (badge: ClusterBadge) => {
    const source = map.current?.getSource<GeoJSONSource>('stores')
    if (!source) return
    const zoom = await source.getClusterExpansionZoom(badge.id)
    askedMove.current = true
    map.current?.easeTo({ center: [badge.longitude, badge.latitude], zoom })
  }

  const onClick = (event: MapLayerMouseEvent) => {
    const id = Number(event.features?.[0]?.properties.id)
    if (Number.isInteger(id)) onSelect(id)
  }

  if (!style) return <div className="locator__map-placeholder" />
  return (
    <Map
      ref={map}
      // A place or store asked for before the map's code arrived (the address's `near`, an early search) is where it opens.
      initialViewState={focus ?? initialView}
      mapStyle={style}
      style={{ width: '100%', height: '100%' }}
      interactiveLayerIds={['store']}
      onClick={onClick}
      onLoad={(event) => {
        // For the end-to-end tests, which ask the map what it drew (labels, basemap features): the instance on its element.
        Object.defineProperty(event.target.getContainer(), 'maplibreMap', { value: event.target, configurable: true })
        report(false)
      }}
      onMoveEnd={(event) => {
        // A resize also ends a "move", with no input event: only a drag, a zoom or an asked move counts as the visitor's.
        const byVisitor = event.originalEvent !== undefined || askedMove.current
        askedMove.current = false
        report(byVisitor)
      }}
      onSourceData={(event) => event.sourceId === 'stores' && event.isSourceLoaded && report(false)}
      attributionControl={offline ? false : { compact: true }}
      cooperativeGestures
      locale={mapTexts}
    >
      <NavigationControl showCompass={false} />
      <Source id="stores" type="geojson" data={data} cluster clusterRadius={48} clusterMaxZoom={12}>
        <Layer
          id="cluster"
          type="circle"
          filter={['has', 'point_count']}
          paint={{
            'circle-color': '#1d1b18',
            'circle-radius': ['step', ['get', 'point_count'], 16, 5, 20, 15, 26],
          }}
        />
        <Layer
          id="store"
          type="circle"
          filter={['!', ['has', 'point_count']]}
          paint={{
            'circle-color': ['case', ['get', 'selected'], '#8a6a3f', '#1d1b18'],
            'circle-radius': ['case', ['get', 'selected'], 9, 6],
            'circle-stroke-color': '#ffffff',
            'circle-stroke-width': 2,
          }}
        />
        <Layer
          id="store-label"
          type="symbol"
          minzoom={STORE_LABEL_MIN_ZOOM}
          filter={['!', ['has', 'point_count']]}
          layout={{
            'text-field': ['get', 'label'],
            'text-font': LABEL_FONT,
            'text-size': 12,
            'text-variable-anchor': ['top', 'bottom', 'right', 'left'],
            'text-radial-offset': 0.9,
            'text-max-width': 14,
            'text-optional': true,
          }}
          paint={{ 'text-color': '#1d1b18', 'text-halo-color': '#ffffff', 'text-halo-width': 1.5 }}
        />
      </Source>
      {clusters.map((badge) => (
        <Marker key={badge.id} ref={decorative} longitude={badge.longitude} latitude={badge.latitude}>
          <button type="button" tabIndex={-1} aria-hidden="true" className="locator-cluster" onClick={() => void expand(badge)}>
            {badge.count}
          </button>
        </Marker>
      ))}
    </Map>
  )
}
