import type { FacetCounts } from '@/domain/catalogue/facets'
import { formatPrice } from '@/domain/catalogue/prices'
import { listFacets, rangeFacets, sortOrders, type CatalogueState, type FacetOption, type ListFacet, type Market, type SortOrder } from '@/domain/catalogue/types'
import { Checkbox, Select } from '@/components/controls'
import type { ViewContext } from '@/components/viewContext'
import { facetTitleKey, valueLabel } from './facetLabels'

const sortKey: Record<SortOrder, string> = { featured: 'catalogueOrder.featured', new: 'sort.new', name: 'sort.nameAsc', '-name': 'sort.nameDesc', price: 'sort.priceAsc', '-price': 'sort.priceDesc' }

interface Props {
  state: CatalogueState
  facets: FacetCounts
  options: Record<ListFacet, FacetOption[]>
  market: Market
  context: ViewContext
}

/**
 * The fields of the filter form: a checkbox per value with the number of products choosing it
 * would leave (impossible ones disabled, not hidden), ranges as two number fields, the sort.
 */
export function FacetFields({ state, facets, options, market, context }: Props) {
  const { t, tag } = context
  return (
    <>
      <div className="facets__sort">
        <label htmlFor="catalogue-sort" className="ctl-label">
          {t('sort.label')}
        </label>
        <Select id="catalogue-sort" name="sort" defaultValue={state.sort}>
          {sortOrders.map((order) => (
            <option key={order} value={order}>
              {t(sortKey[order])}
            </option>
          ))}
        </Select>
      </div>
      {listFacets.map((facet) => {
        if (options[facet].length === 0) return null
        const counts = new Map(facets.lists[facet].map((entry) => [entry.value, entry]))
        return (
          <fieldset key={facet} className="facet">
            <legend className="facet__title">{t(facetTitleKey[facet])}</legend>
            <ul className="facet__values">
              {options[facet].map((option) => {
                const entry = counts.get(option.value)
                const id = `facet-${facet}-${option.value}`
                return (
                  <li key={option.value} className="facet__value">
                    <Checkbox
                      id={id}
                      name={facet}
                      value={option.value}
                      defaultChecked={entry?.selected ?? false}
                      disabled={entry?.disabled ?? true}
                      label={
                        <>
                          {valueLabel(facet, option, t)} <span className="facet__count">({entry?.count ?? 0})</span>
                        </>
                      }
                    />
                  </li>
                )
              })}
            </ul>
          </fieldset>
        )
      })}
      {rangeFacets.map((facet) => {
        const bounds = facets.ranges[facet]
        const range = state.ranges[facet]
        const show = (value: number | null) => (value === null ? '' : facet === 'price' ? formatPrice(value, market, tag) : t('unit.cm', { value }))
        return (
          <fieldset key={facet} className="facet facet--range">
            <legend className="facet__title">{t(facetTitleKey[facet])}</legend>
            {bounds.low !== null && bounds.high !== null && <p className="facet__hint">{t('filter.range', { min: show(bounds.low), max: show(bounds.high) })}</p>}
            <div className="facet__range">
              <label>
                <span>{t('filter.minimum')}</span>
                <input className="ctl-input" type="number" inputMode="numeric" min={0} name={`${facet}Min`} defaultValue={range.min ?? ''} placeholder={bounds.low === null ? undefined : String(bounds.low)} />
              </label>
              <label>
                <span>{t('filter.maximum')}</span>
                <input className="ctl-input" type="number" inputMode="numeric" min={0} name={`${facet}Max`} defaultValue={range.max ?? ''} placeholder={bounds.high === null ? undefined : String(bounds.high)} />
              </label>
            </div>
          </fieldset>
        )
      })}
    </>
  )
}
