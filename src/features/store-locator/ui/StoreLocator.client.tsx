'use client'
import { Button } from '@/components/controls/Button'
import { withFormatter } from '@/runtime/labels/WithFormatter.client'
import { memo, Suspense, useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react'
import { distanceUnitFor, marketFromCookies, type DistanceUnit, type LatLon } from '../logic/distance'
import { defaultMarket } from '@/domain/catalogue/markets'
import { filterStores, type LocatorStore, type StoreFilters as Filters, type StoreService } from '../logic/locatorStore'
import { sortByDistance, type Bounds } from '../logic/nearest'
import type { Place } from '../logic/placeIndex'
import { storesInView } from '../logic/storesInView'
import { locatorQuery, readLocatorQuery } from '../logic/locatorAddress'
import { Switch } from '@/components/controls/Switch'
import { useLabels, useT } from '@/runtime/labels/LabelsProvider'
import type { MapView, StoreMapComponent } from './mapTypes'
import { PlaceSearch } from './PlaceSearch.client'
import { StoreCard } from './StoreCard.client'
import { StoreFilters } from './StoreFilters.client'
import { useGeolocation } from './useGeolocation'

interface Props {
  stores: LocatorStore[]
  services: StoreService[]
  initialView: MapView
  styleUrl?: string
  /** The map, when this variant has one (never in the China variant). */
  Map?: StoreMapComponent
}

const sameBounds = (a: Bounds, b: Bounds) => a.west === b.west && a.south === b.south && a.east === b.east && a.north === b.north
const cityZoom = 10
/** The browser's language is read once: nothing to subscribe to. */
const noSubscription = () => () => {}
const storeZoom = 14

/**
 * The store locator: search, position, filters and the list; the map beside it is optional.
 * The list is the primary, keyboard-usable view: the map follows it and it follows the map.
 */
function StoreLocatorView({ stores, services, initialView, styleUrl, Map }: Props) {
  const t = useT()
  const { locale } = useLabels()
  const [filters, setFilters] = useState<Filters>({
    type: 'all',
    services: [],
  })
  const [origin, setOrigin] = useState<(LatLon & { label?: string }) | null>(null)
  const [bounds, setBounds] = useState<Bounds | null>(null)
  // 'Only stores shown on the map': the visitor's own choice, off at first (every matching store is listed).
  const [onlyInView, setOnlyInView] = useState(false)
  const [selectedId, setSelectedId] = useState<number | null>(null)
  const [focus, setFocus] = useState<(MapView & { key: number }) | null>(null)
  // Kilometres in the server HTML and during hydration (the page is the same for everybody); then
  // the visitor's market decides (UK and US: miles), the one chosen in the cookie or the language's.
  const chosenMarket = useSyncExternalStore(noSubscription, () => marketFromCookies(document.cookie) ?? defaultMarket(locale), () => null)
  const unit: DistanceUnit = chosenMarket === null ? 'km' : distanceUnitFor(chosenMarket)

  const goTo = useCallback(
    (point: LatLon, zoom: number) =>
      setFocus((previous) => ({
        ...point,
        zoom,
        key: (previous?.key ?? 0) + 1,
      })),
    [],
  )
  const onFound = useCallback(
    (position: LatLon) => {
      setOrigin(position)
      goTo(position, cityZoom)
    },
    [goTo],
  )
  const [geolocation, locate] = useGeolocation(onFound)

  // The address keeps the place searched and the chosen store (shareable, bookmarkable): read once
  // the page is live (the page itself is the same for everybody), written back as they change. A
  // position the browser gave is never written: an address shared must not carry where one stands.
  const restored = useRef(false)
  // (Written first: in the first commit the address is not yet read, so nothing is written over it.)
  useEffect(() => {
    if (!restored.current) return
    const place = origin && origin.label !== undefined ? { label: origin.label, latitude: origin.latitude, longitude: origin.longitude } : null
    const query = locatorQuery({ place, storeId: selectedId })
    if (query !== window.location.search) window.history.replaceState(window.history.state, '', `${window.location.pathname}${query}${window.location.hash}`)
  }, [origin, selectedId])
  useEffect(() => {
    const state = readLocatorQuery(window.location.search, (id) => stores.some((store) => store.id === id))
    const store = stores.find((candidate) => candidate.id === state.storeId)
    /* eslint-disable react-hooks/set-state-in-effect -- the address is read once the page is live: the server's HTML is every visitor's */
    if (state.place) setOrigin(state.place)
    if (store) setSelectedId(store.id)
    /* eslint-enable react-hooks/set-state-in-effect */
    if (store) goTo(store, storeZoom)
    else if (state.place) goTo(state.place, cityZoom)
    restored.current = true
  }, [stores, goTo])

  const onChoose = (place: Place) => {
    setOrigin({
      latitude: place.latitude,
      longitude: place.longitude,
      label: place.label,
    })
    setSelectedId(place.kind === 'store' ? Number(place.id.slice('store:'.length)) : null)
    goTo(place, place.kind === 'store' ? storeZoom : cityZoom)
  }
  // Stable between selections, so the list (`StoreList`, memoized) is not rendered again for nothing.
  const focusZoom = focus?.zoom ?? 0
  const onSelectInList = useCallback(
    (id: number) => {
      const store = stores.find((candidate) => candidate.id === id)
      setSelectedId((current) => (current === id ? null : id))
      if (store && selectedId !== id) goTo(store, Math.max(storeZoom - 2, focusZoom))
    },
    [stores, selectedId, goTo, focusZoom],
  )

  const filtered = useMemo(() => filterStores(stores, filters), [stores, filters])
  const onBounds = useCallback((next: Bounds) => {
    setBounds((current) => (current && sameBounds(current, next) ? current : next))
  }, [])
  const shown = useMemo(() => {
    const sorted = origin ? sortByDistance(filtered, origin) : filtered
    return Map ? storesInView(sorted, { bounds, onlyInView, selectedId }) : sorted
  }, [filtered, origin, bounds, onlyInView, selectedId, Map])

  return (
    <div className={`locator${Map ? ' locator--with-map' : ''}`}>
      <div className="locator__controls">
        <PlaceSearch onChoose={onChoose} />
        <div className="locator__position">
          <Button onClick={locate} disabled={geolocation.status === 'locating'}>
            {geolocation.status === 'locating' ? t('store.locating') : t('store.useMyPosition')}
          </Button>
          <p role="alert" className="locator__error">
            {geolocation.status === 'failed' ? t('store.positionError') : ''}
          </p>
        </div>
        <StoreFilters filters={filters} services={services} onChange={setFilters} />
      </div>
      <section className="locator__results" aria-labelledby="locator-list-title">
        <h2 id="locator-list-title" className="locator__title">
          {origin ? t('store.nearest') : t('store.list')}
        </h2>
        {Map && (
          <Switch id="locator-only-in-view" className="locator__in-view" label={t('store.onlyInView')} checked={onlyInView} onChange={(event) => setOnlyInView(event.target.checked)} />
        )}
        <p className="locator__count" role="status">
          {shown.length > 0 ? t('store.resultsCount', { count: shown.length }) : t('store.noStores')}
        </p>
        {/* Distances show only from a place: until then the unit (known after hydration) changes nothing in the list. */}
        <StoreList stores={shown} unit={origin ? unit : 'km'} selectedId={selectedId} onSelect={onSelectInList} />
      </section>
      {Map && (
        <div className="locator__map" role="region" aria-label={t('store.map')}>
          <Map stores={filtered} initialView={initialView} focus={focus} selectedId={selectedId} styleUrl={styleUrl} onSelect={setSelectedId} onBounds={onBounds} />
        </div>
      )}
    </div>
  )
}

interface ListProps {
  stores: readonly (LocatorStore & { distanceKm?: number })[]
  unit: DistanceUnit
  selectedId: number | null
  onSelect: (id: number) => void
}

/**
 * The list of stores (about 200 cards), in a Suspense boundary of its own: the server's HTML is
 * complete, and React hydrates the list after the page's controls, in slices of a few
 * milliseconds that leave the main thread free between them (a boundary's content hydrates at
 * low priority), instead of in the page's one long first task (1.1 s of blocking time on a
 * throttled phone in Lighthouse). A click on a card before then hydrates that part first and is
 * replayed. Memoized: the locator's renders right after hydration (the market read from the
 * cookie) pass the same props, so they do not force the whole list to hydrate at once.
 */
const StoreList = memo(function StoreList({ stores, unit, selectedId, onSelect }: ListProps) {
  return (
    <Suspense>
      <ul className="locator__list">
        {stores.map((store) => (
          <StoreCard key={store.id} store={store} unit={unit} selected={store.id === selectedId} onSelect={onSelect} />
        ))}
      </ul>
    </Suspense>
  )
})

/** Rendered with the ICU engine ready (its labels have plurals): see `WithFormatter`. */
export const StoreLocator = withFormatter(StoreLocatorView)
