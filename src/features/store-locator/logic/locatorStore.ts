import type { Store } from '@/payload-types'
import type { OpeningSlot } from './openingHours'

export type StoreType = Store['type']
export type StoreService = NonNullable<Store['services']>[number]

/** What the locator shows of a store: plain data, safe to hand to a client component. */
export type LocatorStore = Pick<Store, 'id' | 'companyName' | 'type' | 'address' | 'postcode' | 'city' | 'country' | 'latitude' | 'longitude' | 'timezone' | 'phone' | 'email'> & {
  url: string
  services: StoreService[]
  openingHours: OpeningSlot[]
}

export interface StoreFilters {
  type: StoreType | 'all'
  services: readonly StoreService[]
}

/** Stores of the chosen type offering every chosen service. */
export function filterStores<T extends Pick<LocatorStore, 'type' | 'services'>>(stores: readonly T[], filters: StoreFilters): T[] {
  return stores.filter((store) => (filters.type === 'all' || store.type === filters.type) && filters.services.every((service) => store.services.includes(service)))
}

/** A route-planner link to the store (opens the visitor's own maps app or site). */
export function directionsUrl(store: Pick<LocatorStore, 'latitude' | 'longitude'>): string {
  return `https://www.openstreetmap.org/directions?to=${store.latitude}%2C${store.longitude}`
}
