'use client'
import { directionsUrl, type LocatorStore } from '../logic/locatorStore'
import { distanceIn, type DistanceUnit } from '../logic/distance'
import { useT } from '@/runtime/labels/LabelsProvider'
import { labelKey, telHref } from '@/domain/format'
import { OpenNow } from './OpenNow.client'

interface Props {
  store: LocatorStore & { distanceKm?: number }
  unit: DistanceUnit
  selected: boolean
  onSelect: (id: number) => void
}

/** One store in the list: its name links to its page; "details" opens its panel and sends the map to it. */
export function StoreCard({ store, unit, selected, onSelect }: Props) {
  const t = useT()
  const panelId = `store-panel-${store.id}`
  return (
    <li className={`locator-store${selected ? ' locator-store--selected' : ''}`} data-store-id={store.id}>
      <h3 className="locator-store__name">
        <a href={store.url}>{store.companyName}</a>
      </h3>
      <p className="locator-store__meta">
        {t(store.type === 'MONOMARCA' ? 'store.singleBrand' : 'store.multiBrand')}
        {store.distanceKm !== undefined && (
          <>
            {' '}
            ·{' '}
            {t(unit === 'mi' ? 'store.distanceMi' : 'store.distanceKm', {
              distance: distanceIn(store.distanceKm, unit),
            })}
          </>
        )}
      </p>
      <p className="locator-store__address">
        {store.address}, {[store.postcode, store.city].filter(Boolean).join(' ')}
      </p>
      <button type="button" className="locator-store__toggle" aria-expanded={selected} aria-controls={panelId} onClick={() => onSelect(store.id)}>
        {t('store.details')}
        <span className="sr-only">: {store.companyName}</span>
      </button>
      <div id={panelId} className="locator-store__panel" hidden={!selected}>
        {/* Worked out only for an open panel: thirty clocks in their time zones cost the list's hydration a long task, for panels no one sees. */}
        <p>{selected && <OpenNow hours={store.openingHours} timeZone={store.timezone} />}</p>
        <ul className="locator-store__actions">
          {store.phone && (
            <li>
              <a href={telHref(store.phone)}>{store.phone}</a>
            </li>
          )}
          {store.email && (
            <li>
              <a href={`mailto:${store.email}`}>{store.email}</a>
            </li>
          )}
          <li>
            <a href={directionsUrl(store)} target="_blank" rel="noopener noreferrer">
              {t('store.directions')}
              <span className="sr-only"> {t('site.opensInNewWindow')}</span>
            </a>
          </li>
        </ul>
        {store.services.length > 0 && <p className="locator-store__services">{store.services.map((service) => t(`store.service.${labelKey(service)}`)).join(' · ')}</p>}
      </div>
    </li>
  )
}
