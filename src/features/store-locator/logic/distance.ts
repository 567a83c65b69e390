import { isMarket, marketCookie } from '@/domain/catalogue/markets'
import type { Market } from '@/domain/catalogue/types'

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

/** The markets whose visitors measure roads in miles: the United Kingdom and the United States. */
const milesMarkets: readonly Market[] = ['uk', 'us']

/** Miles for visitors of the UK and US markets, kilometres for everybody else (whatever language they read). */
export function distanceUnitFor(market: Market): DistanceUnit {
  return milesMarkets.includes(market) ? 'mi' : 'km'
}

/** The market a `Cookie` header or `document.cookie` names, if any (the market cookie is not HttpOnly: the page reads it). */
export function marketFromCookies(cookies: string): Market | null {
  for (const part of cookies.split(';')) {
    const [name, value] = part.trim().split('=')
    if (name === marketCookie && isMarket(value)) return value
  }
  return null
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
