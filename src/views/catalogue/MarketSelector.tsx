import { Button, SubmitOnChangeSelect } from '@/components/controls'
import { markets, type Market } from '@/domain/catalogue/types'
import type { ViewContext } from '@/components/viewContext'

/**
 * Which market's prices the page quotes, and a way to change it: a form posted to `/api/market`,
 * which keeps the choice in a cookie and comes back to `back`. Choosing a market submits it at
 * once; without JavaScript the apply button (inside `<noscript>`) does.
 */
export function MarketSelector({ market, back, id, context }: { market: Market; back: string; id: string; context: ViewContext }) {
  const { t, locale } = context
  return (
    <form className="market-selector" method="post" action={`/api/market?lang=${locale}`}>
      <label htmlFor={id} className="ctl-label">
        {t('market.label')}
      </label>
      <span className="market-selector__row">
        <SubmitOnChangeSelect id={id} name="market" defaultValue={market}>
          {markets.map((value) => (
            <option key={value} value={value}>
              {t(`market.${value}`)}
            </option>
          ))}
        </SubmitOnChangeSelect>
        <input type="hidden" name="back" value={back} />
        <noscript>
          <Button type="submit" variant="secondary">
            {t('market.apply')}
          </Button>
        </noscript>
      </span>
    </form>
  )
}
