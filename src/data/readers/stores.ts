import 'server-only'
import type { Locale } from '@/i18n/locales'
import type { Store } from '@/payload-types'
import { cached } from '../cached'
import { findVisible, listingTags } from './findVisible'

export type StoreCard = Pick<Store, 'id' | 'companyName' | 'slug' | 'type' | 'address' | 'postcode' | 'city' | 'country'>

/** Stores by country and city. */
export const getStores = cached('listing-stores', listingTags('stores'), async (locale: Locale): Promise<StoreCard[]> => {
  const { docs } = await findVisible('stores', locale, {
    depth: 0,
    sort: ['country', 'city', 'companyName'],
    limit: 5000,
    select: { companyName: true, slug: true, type: true, address: true, postcode: true, city: true, country: true },
  })
  return docs.map((store) => ({ id: store.id, companyName: store.companyName, slug: store.slug, type: store.type, address: store.address, postcode: store.postcode, city: store.city, country: store.country }))
})
