/** A point on the Earth in degrees. */
export interface LatLon {
  latitude: number
  longitude: number
}

export type DistanceUnit = 'km' | 'mi'

const earthRadiusKm = 6371.0088
const kmPerMile = 1.609344
const toRadians = (degrees: number) => (degrees * Math.PI) / 180

/** Great-circle distance in kilometres (haversine formula). */
export function haversineKm(a: LatLon, b: LatLon): number {
  const dLat = toRadians(b.latitude - a.latitude)
  const dLon = toRadians(b.longitude - a.longitude)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLon / 2) ** 2
  return 2 * earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(h)))
}

/** Miles for visitors reading US English (the only imperial language tag we serve), kilometres for everybody else. */
export function distanceUnitFor(languageTag: string): DistanceUnit {
  return languageTag.toLowerCase() === 'en-us' ? 'mi' : 'km'
}

/** A distance in kilometres expressed in the visitor's unit, rounded to one decimal under 10, whole numbers above. */
export function distanceIn(km: number, unit: DistanceUnit): number {
  const value = unit === 'mi' ? km / kmPerMile : km
  return value < 10 ? Math.round(value * 10) / 10 : Math.round(value)
}

/** True when a latitude/longitude pair is a real point on the globe. */
export function isValidPoint(latitude: number, longitude: number): boolean {
  return Number.isFinite(latitude) && Number.isFinite(longitude) && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180
}
