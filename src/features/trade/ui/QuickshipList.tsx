import 'server-only'
import { AppLink as Link } from '@/runtime/navigation/AppLink'
import { Select } from '@/components/controls'
import { getCategories } from '@/data/readers/categories'
import { formatDate } from '@/domain/format'
import { filterQuickship, readQuickshipFilters } from '@/domain/trade/catalogue'
import { tradeProductPath, tradeQuickshipPath } from '@/domain/trade/paths'
import { localeTags } from '@/i18n/locales'
import { quickshipRows, tradeProducts } from '../server/catalogue'
import type { ApprovedPage } from './gate'
import { RequestLinks } from './TradeOffers'

/** Today as `YYYY-MM-DD` (UTC): a ship-by day before it is past. */
const today = () => new Date().toISOString().slice(0, 10)

/**
 * Quickship (issue 21 item 2): the items in stock for fast delivery in the visitor's markets,
 * filtered by market, category and ship-by day (a GET form: works without JavaScript, the
 * filters stay in the address), each with the request links.
 */
export async function QuickshipList({ page, query }: { page: ApprovedPage; query: Record<string, string | string[] | undefined> }) {
  const { lang, t, access } = page
  const tag = localeTags[lang]
  const rows = await quickshipRows(access.markets)
  const products = new Map((await tradeProducts(lang, [...new Set(rows.map((row) => row.productId))])).map((product) => [product.id, product]))
  const items = rows.flatMap((row) => {
    const product = products.get(row.productId)
    const version = product?.versions.find((candidate) => candidate.code === row.versionCode)
    return product && version ? [{ ...row, categoryId: product.categoryId, product, version }] : []
  })
  const present = new Set(items.map((item) => item.categoryId))
  const categories = (await getCategories(lang)).filter((category) => present.has(category.id))
  const filters = readQuickshipFilters(query, { markets: access.markets, categories: categories.map((category) => category.id) })
  const shown = filterQuickship(items, filters, access.markets, today())
  const action = tradeQuickshipPath(lang)
  const filtered = filters.market !== null || filters.category !== null || filters.shipBy !== null
  return (
    <>
      <form className="trade-filters" action={action} method="get" aria-label={t('filter.title')}>
        {access.markets.length > 1 ? (
          <div className="trade-filters__field">
            <label htmlFor="quickship-market" className="ctl-label">
              {t('trade.list.market')}
            </label>
            <Select id="quickship-market" name="market" defaultValue={filters.market ?? ''}>
              <option value="">{t('trade.quickship.allMarkets')}</option>
              {access.markets.map((market) => (
                <option key={market} value={market}>
                  {t(`market.${market}`)}
                </option>
              ))}
            </Select>
          </div>
        ) : null}
        <div className="trade-filters__field">
          <label htmlFor="quickship-category" className="ctl-label">
            {t('trade.quickship.category')}
          </label>
          <Select id="quickship-category" name="category" defaultValue={filters.category === null ? '' : String(filters.category)}>
            <option value="">{t('trade.quickship.allCategories')}</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </Select>
        </div>
        <div className="trade-filters__field">
          <label htmlFor="quickship-ship-by" className="ctl-label">
            {t('trade.quickship.shipByFilter')}
          </label>
          <input id="quickship-ship-by" className="ctl-input" type="date" name="shipBy" defaultValue={filters.shipBy ?? ''} min={today()} />
        </div>
        <div className="trade-filters__actions">
          <button type="submit" className="ctl-button">
            {t('filter.apply')}
          </button>
          {filtered ? <Link href={action}>{t('filter.clear')}</Link> : null}
        </div>
      </form>
      <p className="listing__count" role="status">
        {t('trade.quickship.count', { count: shown.length })}
      </p>
      {shown.length === 0 ? (
        <p className="trade-empty">{t('trade.quickship.empty')}</p>
      ) : (
        <div className="trade-offers">
          <table className="trade-table trade-table--quickship">
            <caption className="sr-only">{t('trade.quickshipTitle')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('trade.list.product')}</th>
                <th scope="col">{t('trade.list.market')}</th>
                <th scope="col" className="trade-table__num">{t('trade.quickship.quantity')}</th>
                <th scope="col">{t('trade.quickship.shipBy')}</th>
                <th scope="col"><span className="sr-only">{t('trade.list.requests')}</span></th>
              </tr>
            </thead>
            <tbody>
              {shown.map((item) => (
                <tr key={item.id} className="trade-table__first">
                  <th scope="row" className="trade-table__version">
                    <Link href={tradeProductPath(lang, item.product.slug)}>{item.product.name}</Link>
                    <span>{item.version.name}</span>
                    <span className="trade-table__code">{item.versionCode}</span>
                  </th>
                  <td data-label={t('trade.list.market')}>{t(`market.${item.market}`)}</td>
                  <td data-label={t('trade.quickship.quantity')} className="trade-table__num">{item.quantity}</td>
                  <td data-label={t('trade.quickship.shipBy')}>{formatDate(`${item.shipBy}T00:00:00Z`, tag)}</td>
                  <td>
                    <RequestLinks versionCode={item.versionCode} name={`${item.product.name} ${item.version.name}`} locale={lang} t={t} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  )
}
