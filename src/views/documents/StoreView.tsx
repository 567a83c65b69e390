import { ConsentText } from '@/components/ConsentText'
import { MediaImage } from '@/components/MediaImage'
import { getPrivacyPath } from '@/data/site'
import { linkedLabel } from '@/domain/labels/linkTag'
import { callingCodeOf, directionsUrl, LocatorLabels } from '@/features/store-locator'
import { OpenNow, StoreRequestForm } from '@/features/store-locator/client'
import type { Store } from '@/payload-types'
import type { ViewContext } from '@/components/viewContext'
import { countryName, labelKey, sortByWeekday, telHref, weekdayName, type Weekday } from '@/domain/format'
import { visibleDocs } from '@/domain/lists'
import { ViewHeader } from '../parts/ViewHeader'

const week: Weekday[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']

function OpeningHours({ store, context }: { store: Store; context: ViewContext }) {
  const { t, tag } = context
  const hours = sortByWeekday(store.openingHours ?? [])
  if (hours.length === 0) return null
  return (
    <section className="store__block" aria-labelledby="store-hours">
      <h2 id="store-hours" className="store__heading">
        {t('store.openingHours')}
      </h2>
      <p className="store__open-now">
        <OpenNow hours={hours} timeZone={store.timezone} />
      </p>
      <table className="hours">
        <tbody>
          {week.map((day) => {
            const slots = hours.filter((entry) => entry.day === day)
            return (
              <tr key={day}>
                <th scope="row">{weekdayName(day, tag)}</th>
                <td>{slots.length > 0 ? slots.map((slot) => `${slot.opens}–${slot.closes}`).join(', ') : t('store.closed')}</td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </section>
  )
}

/** A store: name and type, address and contacts, opening hours, services and pictures. */
export async function StoreView({ store, context }: { store: Store; context: ViewContext }) {
  const { t, tag, hidden, locale } = context
  const privacyPath = await getPrivacyPath(locale)
  const images = visibleDocs(store.images, 'media', hidden)
  const [first, ...rest] = images
  const place = [store.postcode, store.city, store.province].filter(Boolean).join(' ')
  return (
    <LocatorLabels locale={locale}>
      <article className="view view--store">
        <ViewHeader title={store.companyName} eyebrow={t(store.type === 'MONOMARCA' ? 'store.singleBrand' : 'store.multiBrand')} lead={store.intro} />
        {first && (
          <figure className="banner">
            <MediaImage media={first} sizes="cover" priority fill />
          </figure>
        )}
        <div className="store">
          <section className="store__block" aria-labelledby="store-details">
            <h2 id="store-details" className="store__heading">
              {t('store.details')}
            </h2>
            <dl className="facts-list">
              <div>
                <dt>{t('store.address')}</dt>
                <dd>
                  <address>
                    {store.address}
                    <br />
                    {place}
                    <br />
                    {countryName(store.country, tag)}
                  </address>
                  <a href={directionsUrl(store)} target="_blank" rel="noopener noreferrer">
                    {t('store.directions')}
                    <span className="sr-only"> {t('site.opensInNewWindow')}</span>
                  </a>
                </dd>
              </div>
              {store.phone && (
                <div>
                  <dt>{t('store.phone')}</dt>
                  <dd>
                    <a href={telHref(store.phone)}>{store.phone}</a>
                  </dd>
                </div>
              )}
              {store.email && (
                <div>
                  <dt>{t('store.email')}</dt>
                  <dd>
                    <a href={`mailto:${store.email}`}>{store.email}</a>
                  </dd>
                </div>
              )}
              {store.website && (
                <div>
                  <dt>{t('store.website')}</dt>
                  <dd>
                    <a href={store.website} target="_blank" rel="noopener noreferrer">
                      {store.website.replace(/^https?:\/\/(www\.)?/, '').replace(/\/$/, '')}
                      <span className="sr-only"> {t('site.opensInNewWindow')}</span>
                    </a>
                  </dd>
                </div>
              )}
            </dl>
          </section>
          <OpeningHours store={store} context={context} />
          {(store.services ?? []).length > 0 && (
            <section className="store__block" aria-labelledby="store-services">
              <h2 id="store-services" className="store__heading">
                {t('store.services')}
              </h2>
              <ul className="store__services">
                {(store.services ?? []).map((service) => (
                  <li key={service}>{t(`store.service.${labelKey(service)}`)}</li>
                ))}
              </ul>
            </section>
          )}
        </div>
        <section className="store-request view-band" aria-labelledby="store-request-title">
          <h2 id="store-request-title" className="store__heading">
            {t('stores.requestTitle')}
          </h2>
          <StoreRequestForm storeId={store.id} defaultPrefix={callingCodeOf(store.country)} consent={<ConsentText parts={linkedLabel(t, 'form.privacyConsent')} href={privacyPath} newWindow={t('site.opensInNewWindow')} />} />
        </section>
        {rest.length > 0 && (
          <div className="photo-grid view-band">
            {rest.map((image) => (
              <figure key={image.id} className="photo-grid__item">
                <MediaImage media={image} sizes="half" fill />
              </figure>
            ))}
          </div>
        )}
      </article>
    </LocatorLabels>
  )
}
