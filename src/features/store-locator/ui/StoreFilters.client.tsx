'use client'
import { useId } from 'react'
import type { StoreFilters as Filters, StoreService } from '../logic/locatorStore'
import { Checkbox } from '@/components/controls/Checkbox'
import { SegmentedChoice } from '@/components/controls/SegmentedChoice'
import { useT } from '@/runtime/labels/LabelsProvider'
import { labelKey } from '@/domain/format'

const serviceKey = (service: string) => `store.service.${labelKey(service)}`
const storeTypes = ['all', 'MONOMARCA', 'MULTIMARCA'] as const
type StoreType = (typeof storeTypes)[number]
const isStoreType = (value: string): value is StoreType => (storeTypes as readonly string[]).includes(value)

/** Store type (a segmented choice: radios) and services (check boxes): the site's controls, keyboard-ready. */
export function StoreFilters({ filters, services, onChange }: { filters: Filters; services: readonly StoreService[]; onChange: (filters: Filters) => void }) {
  const t = useT()
  const id = useId()
  const typeLabels: Record<StoreType, string> = { all: t('store.allTypes'), MONOMARCA: t('store.singleBrand'), MULTIMARCA: t('store.multiBrand') }
  return (
    <div className="store-filters">
      <SegmentedChoice
        name="store-type"
        idPrefix={`${id}-type`}
        legend={t('store.type')}
        segments={storeTypes.map((type) => ({ value: type, label: typeLabels[type] }))}
        value={filters.type}
        onChange={(type) => {
          if (isStoreType(type)) onChange({ ...filters, type })
        }}
        className="store-filters__types"
      />
      <fieldset className="store-filters__group">
        <legend className="ctl-label">{t('store.services')}</legend>
        {services.map((service) => (
          <Checkbox
            key={service}
            id={`${id}-service-${service}`}
            label={t(serviceKey(service))}
            className="store-filters__option"
            checked={filters.services.includes(service)}
            onChange={(event) =>
              onChange({
                ...filters,
                services: event.target.checked ? [...filters.services, service] : filters.services.filter((chosen) => chosen !== service),
              })
            }
          />
        ))}
      </fieldset>
    </div>
  )
}
