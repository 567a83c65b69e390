import { haversineKm, type LatLon } from './distance'

export type WithDistance<T> = T & { distanceKm: number }

/** Items sorted by distance from `origin`, nearest first (ties by name for a stable order), each with its distance in km. */
export function sortByDistance<T extends LatLon & { companyName: string }>(items: readonly T[], origin: LatLon): WithDistance<T>[] {
  return storesNear(items, origin, items.length)
}

/** The `limit` items nearest to `origin`: distances computed once, only the chosen items copied. */
export function storesNear<T extends LatLon & { companyName: string }>(items: readonly T[], origin: LatLon, limit: number): WithDistance<T>[] {
  const distances = Float64Array.from(items, (item) => haversineKm(origin, item))
  const name = (at: number) => items[at]?.companyName ?? ''
  const order = Array.from(items.keys()).sort((a, b) => (distances[a] ?? 0) - (distances[b] ?? 0) || name(a).localeCompare(name(b)))
  return order.slice(0, Math.max(0, limit)).flatMap((at) => {
    const item = items[at]
    return item ? [{ ...item, distanceKm: distances[at] ?? 0 }] : []
  })
}

export interface Bounds {
  west: number
  south: number
  east: number
  north: number
}

/** True when the point lies in the bounds; a box crossing the antimeridian has west > east. */
export function inBounds(point: LatLon, bounds: Bounds): boolean {
  if (point.latitude < bounds.south || point.latitude > bounds.north) return false
  return bounds.west <= bounds.east
    ? point.longitude >= bounds.west && point.longitude <= bounds.east
    : point.longitude >= bounds.west || point.longitude <= bounds.east
}
