import { AppLink as Link } from '@/features/navigation/AppLink'
import { getStores } from '@/data/listings'
import { documentUrl } from '@/domain/urls'
import type { ViewContext } from '../context'
import { countryName } from '../format'
import { groupBy } from '../lists'

/** Stores grouped by country (countries by name in the visitor's language), with city and type. */
export async function StoresListing({ context }: { context: ViewContext }) {
  const { locale, t, tag } = context
  const stores = await getStores(locale)
  if (stores.length === 0) return <p className="empty">{t('store.noStores')}</p>
  const countries = groupBy(stores, (store) => store.country)
    .map((group) => ({ ...group, name: countryName(group.key, tag) }))
    .sort((a, b) => a.name.localeCompare(b.name, tag))
  return (
    <div className="listing">
      <p className="listing__count">{t('store.resultsCount', { count: stores.length })}</p>
      <div className="store-directory">
        {countries.map(({ key, name, items }) => (
          <section key={key} className="store-directory__country" aria-labelledby={`country-${key}`}>
            <h2 id={`country-${key}`} className="store-directory__title">
              {name}
            </h2>
            <ul className="stores">
              {items.map((store) => (
                <li key={store.id} className="stores__item">
                  <h3 className="stores__name">
                    <Link href={documentUrl(locale, 'stores', store.slug)}>{store.companyName}</Link>
                  </h3>
                  <p className="stores__type">{t(store.type === 'MONOMARCA' ? 'store.singleBrand' : 'store.multiBrand')}</p>
                  <p className="stores__address">
                    {store.address}
                    <br />
                    {[store.postcode, store.city].filter(Boolean).join(' ')}
                  </p>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  )
}
