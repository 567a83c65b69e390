import 'server-only'
import { getStores } from '@/data/readers/stores'
import { countryName } from '@/domain/format'
import { callingCodeOf } from '@/features/store-locator'
import { localeTags, type Locale } from '@/i18n/locales'
import type { RequestStoreGroup } from '../logic/storeRequest'

/** The published stores by country (in the visitor's language), each 'City — Company'. */
export async function requestStoreGroups(locale: Locale): Promise<RequestStoreGroup[]> {
  const groups = new Map<string, RequestStoreGroup>()
  for (const store of await getStores(locale)) {
    const country = countryName(store.country, localeTags[locale])
    const group = groups.get(country) ?? { country, stores: [] }
    group.stores.push({ id: store.id, label: `${store.city} — ${store.companyName}`, prefix: callingCodeOf(store.country) })
    groups.set(country, group)
  }
  const collator = new Intl.Collator(localeTags[locale])
  return [...groups.values()].sort((a, b) => collator.compare(a.country, b.country))
}
