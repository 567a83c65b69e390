import 'server-only'
import type { Locale } from '@/i18n/locales'
import type { LocatorStore } from '../logic/locatorStore'
import { buildPlaceIndex, type PlaceIndex } from '../logic/placeIndex'
import { documentUrl } from '@/domain/urls'
import { cacheTags } from '@/lib/cacheTags'
import { cached } from '@/data/cached'
import { visibleWhere } from '@/data/readers/findVisible'

export type { LocatorStore }
import { payloadClient } from '@/data/payload'

/** Published stores visible in a language, with coordinates, hours and services, by name. */
export const getLocatorStores = cached('locator-stores', [cacheTags.collection('stores'), cacheTags.global('site-settings')], async (locale: Locale): Promise<LocatorStore[]> => {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'stores',
    where: await visibleWhere(locale, 'stores'),
    locale,
    depth: 0,
    sort: 'companyName',
    limit: 5000,
    pagination: false,
    overrideAccess: false,
  })
  return docs.map((store) => ({
    id: store.id,
    companyName: store.companyName,
    type: store.type,
    address: store.address,
    postcode: store.postcode ?? null,
    city: store.city,
    country: store.country,
    latitude: store.latitude,
    longitude: store.longitude,
    timezone: store.timezone,
    phone: store.phone ?? null,
    email: store.email ?? null,
    url: documentUrl(locale, 'stores', store.slug),
    services: store.services ?? [],
    openingHours: (store.openingHours ?? []).map(({ day, opens, closes }) => ({ day, opens, closes })),
  }))
})

const storeIndexes = new WeakMap<readonly LocatorStore[], PlaceIndex>()

/** The stores as searchable places (name, street address, city), built once per cached list. */
export function storePlaceIndex(stores: readonly LocatorStore[]): PlaceIndex {
  const known = storeIndexes.get(stores)
  if (known) return known
  const index = buildPlaceIndex(
    stores.map((store) => ({
      place: { id: `store:${store.id}`, kind: 'store', label: store.companyName, detail: [store.address, store.city].join(', '), country: store.country, latitude: store.latitude, longitude: store.longitude, weight: 0 },
      names: [store.companyName, `${store.address} ${store.city}`, [store.postcode, store.city].filter(Boolean).join(' ')],
    })),
  )
  storeIndexes.set(stores, index)
  return index
}
