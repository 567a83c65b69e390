import { isValidPoint, type LatLon } from './distance'

/**
 * What of the locator's state its address keeps, so that it can be shared, bookmarked and
 * reopened: the place searched (its name and point) and the chosen store. The page itself is the
 * same for every visitor; the script reads these after it loads.
 */
export interface LocatorState {
  place: (LatLon & { label: string }) | null
  storeId: number | null
}

/** The longest place name kept in an address (a city with its region fits). */
export const placeLabelMaxLength = 120

const coordinate = (value: number) => String(Math.round(value * 1e5) / 1e5)

/** The query string of a state (`?near=Milano&at=45.46427,9.18951&store=12`), '' for none. */
export function locatorQuery(state: LocatorState): string {
  const params = new URLSearchParams()
  if (state.place) {
    params.set('near', state.place.label.slice(0, placeLabelMaxLength))
    params.set('at', `${coordinate(state.place.latitude)},${coordinate(state.place.longitude)}`)
  }
  if (state.storeId !== null) params.set('store', String(state.storeId))
  const query = params.toString()
  return query === '' ? '' : `?${query}`
}

/** The state an address holds; anything unreadable (a point off the globe, a store that is no number) is left out. */
export function readLocatorQuery(search: string, knownStore: (id: number) => boolean): LocatorState {
  const params = new URLSearchParams(search)
  const [latitude, longitude] = (params.get('at') ?? '').split(',').map((part) => (part.trim() === '' ? Number.NaN : Number(part)))
  const label = (params.get('near') ?? '').trim().slice(0, placeLabelMaxLength)
  const place = latitude !== undefined && longitude !== undefined && isValidPoint(latitude, longitude) ? { latitude, longitude, label } : null
  const store = Number(params.get('store'))
  return { place, storeId: params.has('store') && Number.isInteger(store) && knownStore(store) ? store : null }
}
