import { Checkbox } from '@/components/controls'
import type { FacetCount } from '@/domain/catalogue/facets'
import { materialFacets, type MaterialFacet } from '@/domain/catalogue/materialFilters'
import type { Translate } from '@/i18n/translator'
import { labelKey } from './facetLabels'

const titleKey: Record<MaterialFacet, string> = { colour: 'filter.colour', property: 'filter.property', durability: 'filter.durability', type: 'material.type', use: 'filter.usage' }

function valueText(facet: MaterialFacet, value: string, t: Translate): string {
  switch (facet) {
    case 'colour':
      return t(`colour.${labelKey(value)}`)
    case 'property':
      return t(`materialProperty.${labelKey(value)}`)
    case 'durability':
      return t(`durability.${labelKey(value)}`)
    case 'use':
      return t(`usage.${value}`)
    case 'type':
      return value
  }
}

/** A checkbox per value with how many materials choosing it would leave; impossible ones disabled. */
export function MaterialFilterFields({ counts, t }: { counts: Record<MaterialFacet, FacetCount[]>; t: Translate }) {
  return (
    <>
      {materialFacets.map((facet) => {
        if (counts[facet].length === 0) return null
        return (
          <fieldset key={facet} className="facet">
            <legend className="facet__title">{t(titleKey[facet])}</legend>
            <ul className="facet__values">
              {counts[facet].map((entry, index) => {
                const id = `mfacet-${facet}-${index}`
                return (
                  <li key={entry.value} className="facet__value">
                    <Checkbox
                      id={id}
                      name={facet}
                      value={entry.value}
                      defaultChecked={entry.selected}
                      disabled={entry.disabled}
                      label={
                        <>
                          {valueText(facet, entry.value, t)} <span className="facet__count">({entry.count})</span>
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
    </>
  )
}
