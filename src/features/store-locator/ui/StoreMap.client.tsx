'use client'
import 'maplibre-gl/dist/maplibre-gl.css'
import type { GeoJSONFeature, GeoJSONSource } from 'maplibre-gl'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import Map, { Layer, Marker, NavigationControl, Source, type MapLayerMouseEvent, type MapRef } from 'react-map-gl/maplibre'
import type { StoreMapProps } from './mapTypes'
import { offlineBasemap } from './offlineBasemap'
import { useT } from '@/runtime/labels/LabelsProvider'

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

export default function StoreMap({ stores, initialView, focus, selectedId, styleUrl, onSelect, onBounds }: StoreMapProps) {
  const t = useT()
  // MapLibre's own texts (the two-finger hint, the zoom buttons, the map's name) in the page's language.
  const mapTexts = useMemo(
    () => ({
      'CooperativeGesturesHandler.MobileHelpText': t('store.mapHintMobile'),
      'CooperativeGesturesHandler.WindowsHelpText': t('store.mapHintWindows'),
      'CooperativeGesturesHandler.MacHelpText': t('store.mapHintMac'),
      'NavigationControl.ZoomIn': t('store.mapZoomIn'),
      'NavigationControl.ZoomOut': t('store.mapZoomOut'),
      'Map.Title': t('store.map'),
    }),
    [t],
  )
  const map = useRef<MapRef>(null)
  // Set before a move the visitor asked for from the list or a cluster (those moves carry no input event).
  const askedMove = useRef(false)
  const [clusters, setClusters] = useState<ClusterBadge[]>([])
  const style = useMemo(() => styleUrl || offlineBasemap(), [styleUrl])
  const data = useMemo(
    () => ({
      type: 'FeatureCollection' as const,
      features: stores.map((store) => ({
        type: 'Feature' as const,
        id: store.id,
        properties: { id: store.id, selected: store.id === selectedId },
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
    },
    [onBounds],
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

  return (
    <Map
      ref={map}
      initialViewState={initialView}
      mapStyle={style}
      style={{ width: '100%', height: '100%' }}
      interactiveLayerIds={['store']}
      onClick={onClick}
      onLoad={() => report(false)}
      onMoveEnd={(event) => {
        // A resize also ends a "move", with no input event: only a drag, a zoom or an asked move counts as the visitor's.
        const byVisitor = event.originalEvent !== undefined || askedMove.current
        askedMove.current = false
        report(byVisitor)
      }}
      onSourceData={(event) => event.sourceId === 'stores' && event.isSourceLoaded && report(false)}
      attributionControl={false}
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
