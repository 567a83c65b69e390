import 'server-only'
import { AppLink as Link } from '@/runtime/navigation/AppLink'
import { Pager, Select } from '@/components/controls'
import { MediaImage } from '@/components/MediaImage'
import type { ViewContext } from '@/components/viewContext'
import { getAllowedValues, getCatalogueList } from '@/data/catalogue/productList'
import { getHiddenSet } from '@/data/hidden'
import type { QueryValues } from '@/domain/catalogue/queryString'
import { clearedState, isUnfiltered, readState, stateQuery, withoutPrices, withPage } from '@/domain/catalogue/state'
import { tradeListMarket, withListMarket } from '@/domain/trade/catalogue'
import { tradeProductPath, tradeProductsPath } from '@/domain/trade/paths'
import { localeTags } from '@/i18n/locales'
import { FacetFields } from '@/views/catalogue/FacetFields'
import { FilterDrawer } from '@/views/catalogue/FilterDrawer.client'
import { FilterForm } from '@/views/catalogue/FilterForm.client'
import { catalogueFiles, tradeEntries } from '../server/catalogue'
import type { ApprovedPage } from './gate'
import { TradeFiles } from './TradeFiles'
import { TradeOffers } from './TradeOffers'

/**
 * The trade product list (issue 21 item 1, docs/decisions/038): the public catalogue's filters,
 * sort and pages — the same index, state and facet fields, read from the query string — and per
 * product its versions with the group's net prices in the visitor's markets, lead times, stock,
 * trade files and the request links. Facet prices and the price sort follow one of the visitor's
 * markets, their first unless they choose another (`?market=`).
 */
export async function TradeProductList({ page, query }: { page: ApprovedPage; query: QueryValues }) {
  const { lang, t, access } = page
  const tag = localeTags[lang]
  const { market, keepPriceRange } = tradeListMarket(query, access.markets)
  const listUrl = tradeProductsPath(lang)
  const read = readState(query, await getAllowedValues(lang, null))
  const state = keepPriceRange ? read : withoutPrices(read)
  const address = (search: string) => `${listUrl}${withListMarket(search, market, access.markets)}`
  const [list, hidden] = await Promise.all([getCatalogueList(lang, null, state, market), getHiddenSet(lang)])
  const [entries, wholeCatalogue] = await Promise.all([tradeEntries(lang, list.products.map((product) => product.id), access), catalogueFiles(lang, access)])
  const cards = new Map(list.products.map((product) => [product.id, product]))
  const context: ViewContext = { locale: lang, tag, t, hidden, market, listQuery: query }
  const clearHref = address(stateQuery(clearedState(state)))
  return (
    <div className="catalogue trade-catalogue">
      <FilterForm key={`${market} ${stateQuery({ ...state, page: 1 })}`} action={listUrl} label={t('filter.title')}>
        <FilterDrawer summary={t('filter.title')} title={t('filter.title')} close={t('filter.close')} showResults={t('filter.showResults', { count: list.total })} apply={t('filter.apply')}>
          {access.markets.length > 1 ? (
            <div className="facets__sort">
              <label htmlFor="trade-list-market" className="ctl-label">
                {t('trade.list.market')}
              </label>
              <Select id="trade-list-market" name="market" defaultValue={market}>
                {access.markets.map((each) => (
                  <option key={each} value={each}>
                    {t(`market.${each}`)}
                  </option>
                ))}
              </Select>
              <input type="hidden" name="priceMarket" value={market} />
            </div>
          ) : null}
          <FacetFields state={state} facets={list.facets} options={list.options} market={list.market} context={context} />
        </FilterDrawer>
      </FilterForm>
      <div className="catalogue__results">
        <h2 className="sr-only">{t('section.products')}</h2>
        <div className="catalogue__bar">
          <p className="listing__count" role="status">
            {t('catalogue.resultsCount', { count: list.total })}
          </p>
          {!isUnfiltered(state) && (
            <Link href={clearHref} className="active-filters__clear">
              {t('filter.clear')}
            </Link>
          )}
        </div>
        <TradeFiles files={wholeCatalogue} t={t} title={t('trade.list.catalogueFiles')} />
        {entries.length === 0 ? (
          <div className="empty catalogue__empty">
            <p>{t('catalogue.noProducts')}</p>
            <Link href={clearHref} className="button">
              {t('filter.clear')}
            </Link>
          </div>
        ) : (
          <ol className="trade-list">
            {entries.map((entry) => (
              <li key={entry.product.id} className="trade-item">
                <div className="trade-item__head">
                  <div className="trade-item__image">
                    <MediaImage media={cards.get(entry.product.id)?.gallery[0]} sizes="96px" fill />
                  </div>
                  <h3 className="trade-item__name">
                    <Link href={tradeProductPath(lang, entry.product.slug)}>{entry.product.name}</Link>
                  </h3>
                </div>
                <TradeOffers productName={entry.product.name} versions={entry.versions} locale={lang} tag={tag} t={t} />
                <TradeFiles files={entry.files} t={t} title={t('trade.list.files')} />
              </li>
            ))}
          </ol>
        )}
        <Pager paging={list.paging} href={(number) => address(stateQuery(withPage(state, number)))} t={t} />
      </div>
    </div>
  )
}
