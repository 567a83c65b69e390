import { markets, type Market } from '@/domain/catalogue/types'
import type { ViewContext } from '@/components/viewContext'
import './market.css'

/**
 * Which market's prices the page quotes, and a way to change it: a plain form posted to
 * `/api/market`, which keeps the choice in a cookie and comes back to `back`. No JavaScript.
 */
export function MarketSelector({ market, back, id, context }: { market: Market; back: string; id: string; context: ViewContext }) {
  const { t, locale } = context
  return (
    <form className="market-selector" method="post" action={`/api/market?lang=${locale}`}>
      <label htmlFor={id}>{t('market.label')}</label>
      <span className="market-selector__row">
        <select id={id} name="market" defaultValue={market}>
          {markets.map((value) => (
            <option key={value} value={value}>
              {t(`market.${value}`)}
            </option>
          ))}
        </select>
        <input type="hidden" name="back" value={back} />
        <button type="submit" className="market-selector__apply">
          {t('market.apply')}
        </button>
      </span>
    </form>
  )
}
