import { haversineKm, type LatLon } from './distance'

export type WithDistance<T> = T & { distanceKm: number }

/** Items sorted by distance from `origin`, nearest first (ties by name for a stable order), each with its distance in km. */
export function sortByDistance<T extends LatLon & { companyName: string }>(items: readonly T[], origin: LatLon): WithDistance<T>[] {
  return items
    .map((item) => ({ ...item, distanceKm: haversineKm(origin, item) }))
    .sort((a, b) => a.distanceKm - b.distanceKm || a.companyName.localeCompare(b.companyName))
}

/** The `limit` items nearest to `origin`. */
export function storesNear<T extends LatLon & { companyName: string }>(items: readonly T[], origin: LatLon, limit: number): WithDistance<T>[] {
  return sortByDistance(items, origin).slice(0, Math.max(0, limit))
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
