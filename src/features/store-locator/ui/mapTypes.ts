import type { ComponentType } from 'react'
import type { LocatorStore } from '../logic/locatorStore'
import type { Bounds } from '../logic/nearest'

export interface MapView {
  latitude: number
  longitude: number
  zoom: number
}

export interface StoreMapProps {
  stores: readonly LocatorStore[]
  initialView: MapView
  /** Where the map should go next (a chosen place or store); `key` changes on every request. */
  focus: (MapView & { key: number }) | null
  selectedId: number | null
  /**
   * A tile provider's style URL, or a `pmtiles://` URL of the brand's own archive (the map then builds the
   * Protomaps style in the page's language); absent = the bundled offline basemap.
   */
  styleUrl?: string
  onSelect: (id: number) => void
  /** The map's view after each move; `byVisitor` when the visitor moved it (drag, zoom, a chosen place or cluster). */
  onBounds: (bounds: Bounds, byVisitor: boolean) => void
}

export type StoreMapComponent = ComponentType<StoreMapProps>
