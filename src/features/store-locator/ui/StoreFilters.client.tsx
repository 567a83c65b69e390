'use client'
import type { StoreFilters as Filters, StoreService } from '../logic/locatorStore'
import { useT } from '@/runtime/labels/LabelsProvider'
import { labelKey } from '@/domain/format'

const serviceKey = (service: string) => `store.service.${labelKey(service)}`

/** Store type (radio buttons) and services (check boxes): plain form controls, keyboard-ready. */
export function StoreFilters({ filters, services, onChange }: { filters: Filters; services: readonly StoreService[]; onChange: (filters: Filters) => void }) {
  const t = useT()
  const types = [
    { value: 'all', label: t('store.allTypes') },
    { value: 'MONOMARCA', label: t('store.singleBrand') },
    { value: 'MULTIMARCA', label: t('store.multiBrand') },
  ] as const
  return (
    <div className="store-filters">
      <fieldset className="store-filters__group">
        <legend>{t('store.type')}</legend>
        {types.map((type) => (
          <label key={type.value} className="store-filters__option">
            <input type="radio" name="store-type" value={type.value} checked={filters.type === type.value} onChange={() => onChange({ ...filters, type: type.value })} />
            {type.label}
          </label>
        ))}
      </fieldset>
      <fieldset className="store-filters__group">
        <legend>{t('store.services')}</legend>
        {services.map((service) => (
          <label key={service} className="store-filters__option">
            <input
              type="checkbox"
              checked={filters.services.includes(service)}
              onChange={(event) =>
                onChange({
                  ...filters,
                  services: event.target.checked ? [...filters.services, service] : filters.services.filter((chosen) => chosen !== service),
                })
              }
            />
            {t(serviceKey(service))}
          </label>
        ))}
      </fieldset>
    </div>
  )
}
