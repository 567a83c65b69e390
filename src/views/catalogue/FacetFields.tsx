import type { FacetCounts } from '@/domain/catalogue/facets'
import { firstHandleValues, rangeStep, rangeValueText, type RangeUnit } from '@/domain/catalogue/rangeControl'
import { preformat } from '@/domain/preformatted'
import { listFacets, rangeFacets, sortOrders, type CatalogueState, type FacetOption, type ListFacet, type Market, type SortOrder } from '@/domain/catalogue/types'
import { Checkbox, RangeField, Select } from '@/components/controls'
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
 * would leave (impossible ones disabled, not hidden), ranges as two handles over the current
 * bounds with their number fields, the sort.
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
        const ends = bounds.low !== null && bounds.high !== null && bounds.low < bounds.high ? { low: bounds.low, high: bounds.high } : null
        const kind = facet === 'price' ? 'price' : 'size'
        const unit: RangeUnit = kind === 'price' ? { kind, market, tag } : { kind, template: t('unit.cm', { value: '{value}' }), tag }
        return (
          <fieldset key={facet} className="facet facet--range">
            <legend className="facet__title">{t(facetTitleKey[facet])}</legend>
            <RangeField
              name={facet}
              ends={ends}
              min={range.min}
              max={range.max}
              step={ends ? rangeStep(ends, kind) : 1}
              unit={unit}
              firstTexts={preformat(firstHandleValues(ends, range.min, range.max), (value) => rangeValueText(value, unit))}
              labels={{ minimum: t('filter.minimum'), maximum: t('filter.maximum'), between: t('filter.range', { min: '{min}', max: '{max}' }) }}
            />
          </fieldset>
        )
      })}
    </>
  )
}
