import { AppLink as Link } from '@/runtime/navigation/AppLink'
import { Pager } from '@/components/controls'
import { ProductCard } from '@/components/ProductCard'
import { getAllowedValues, getCatalogueList } from '@/data/catalogue/productList'
import { getSiteChrome } from '@/data/site'
import { clearedState, isUnfiltered, readState, stateQuery, toggleValue, withoutPrices, withPage } from '@/domain/catalogue/state'
import { listFacets } from '@/domain/catalogue/types'
import type { ViewContext } from '@/components/viewContext'
import { FacetFields } from './FacetFields'
import { valueLabel } from './facetLabels'
import { FilterDrawer } from './FilterDrawer.client'
import { FilterForm } from './FilterForm.client'
import { MarketSelector } from './MarketSelector'

/**
 * A product list with filters, sort and pages: the products index (`categoryId` null) or one
 * category. The state comes from the query string (none on the cached plain list); every
 * control is a link or a GET form field, so it all works before and without JavaScript.
 */
export async function ProductBrowser({ listUrl, categoryId, context }: { listUrl: string; categoryId: number | null; context: ViewContext }) {
  const { locale, t } = context
  const { settings } = await getSiteChrome(locale)
  const state = readState(context.listQuery ?? {}, await getAllowedValues(locale, categoryId))
  const list = await getCatalogueList(locale, categoryId, state, context.market)
  const clearHref = `${listUrl}${stateQuery(clearedState(state))}`
  const active = listFacets.flatMap((facet) =>
    state.lists[facet].flatMap((value) => {
      const option = list.options[facet].find((item) => item.value === value)
      return option ? [{ facet, value, label: valueLabel(facet, option, t) }] : []
    }),
  )
  return (
    <div className="catalogue">
      <FilterForm key={stateQuery({ ...state, page: 1 })} action={listUrl} label={t('filter.title')}>
        <FilterDrawer summary={t('filter.title')} title={t('filter.title')} close={t('filter.close')} showResults={t('filter.showResults', { count: list.total })} apply={t('filter.apply')}>
          <FacetFields state={state} facets={list.facets} options={list.options} market={list.market} context={context} />
        </FilterDrawer>
      </FilterForm>
      <div className="catalogue__results">
        {/* The cards are h3: this names their section, so that no level is skipped while the filters' h2 is folded away. */}
        <h2 className="sr-only">{t('section.products')}</h2>
        <div className="catalogue__bar">
          <p className="listing__count" role="status">
            {t('catalogue.resultsCount', { count: list.total })}
          </p>
          {!settings.hidePrices && <MarketSelector market={list.market} back={`${listUrl}${stateQuery(withoutPrices(state))}`} id="list-market" context={context} />}
        </div>
        {!isUnfiltered(state) && (
          <div className="active-filters">
            <span className="sr-only">{t('filter.active')}</span>
            <ul className="chips">
              {active.map(({ facet, value, label }) => (
                <li key={`${facet}-${value}`}>
                  <Link href={`${listUrl}${stateQuery(toggleValue(state, facet, value))}`} aria-label={t('filter.remove', { label })} className="chip-link">
                    {label} <span aria-hidden="true">×</span>
                  </Link>
                </li>
              ))}
            </ul>
            <Link href={clearHref} className="active-filters__clear">
              {t('filter.clear')}
            </Link>
          </div>
        )}
        {list.total === 0 ? (
          <div className="empty catalogue__empty">
            <p>{t('catalogue.noProducts')}</p>
            <p>{t('catalogue.noProductsHint')}</p>
            <Link href={clearHref} className="button">
              {t('filter.clear')}
            </Link>
          </div>
        ) : (
          <div className="grid grid--3">
            {list.products.map((product) => (
              <ProductCard key={product.id} product={product} locale={locale} />
            ))}
          </div>
        )}
        <Pager paging={list.paging} href={(page) => `${listUrl}${stateQuery(withPage(state, page))}`} t={t} />
      </div>
    </div>
  )
}
