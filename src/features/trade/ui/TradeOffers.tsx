import 'server-only'
import { formatPrice } from '@/domain/catalogue/prices'
import type { TradeOffer, TradeVersion } from '@/domain/trade/catalogue'
import { tradeNewRequestPath } from '@/domain/trade/paths'
import type { Locale } from '@/i18n/locales'
import type { Translate } from '@/i18n/translator'

/** A version's 'request a quote' and 'request a sample' links (the requests step builds the form). */
export function RequestLinks({ versionCode, name, locale, t }: { versionCode: string; name: string; locale: Locale; t: Translate }) {
  return (
    <span className="trade-requests">
      <a href={tradeNewRequestPath(locale, versionCode, 'quote')} aria-label={t('trade.list.requestQuoteFor', { name })}>
        {t('trade.list.requestQuote')}
      </a>
      <a href={tradeNewRequestPath(locale, versionCode, 'sample')} aria-label={t('trade.list.requestSampleFor', { name })}>
        {t('trade.list.requestSample')}
      </a>
    </span>
  )
}

/**
 * A product's versions with their trade data, one row per version and market: the list price,
 * the group's net price (or 'on request'), lead time and stock, and the request links. A table:
 * screen readers read each figure with its column's name.
 */
export function TradeOffers({ productName, versions, locale, tag, t }: { productName: string; versions: readonly { version: TradeVersion; offers: readonly TradeOffer[] }[]; locale: Locale; tag: string; t: Translate }) {
  return (
    <div className="trade-offers">
      <table className="trade-table">
        <caption className="sr-only">{t('trade.list.caption', { name: productName })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('trade.list.version')}</th>
            <th scope="col">{t('trade.list.market')}</th>
            <th scope="col" className="trade-table__num">{t('trade.list.listPrice')}</th>
            <th scope="col" className="trade-table__num">{t('trade.list.netPrice')}</th>
            <th scope="col">{t('trade.list.leadTime')}</th>
            <th scope="col">{t('trade.list.stock')}</th>
            <th scope="col"><span className="sr-only">{t('trade.list.requests')}</span></th>
          </tr>
        </thead>
        <tbody>
          {versions.flatMap(({ version, offers }) =>
            offers.map((offer, index) => (
              <tr key={`${version.code}-${offer.market}`} className={index === 0 ? 'trade-table__first' : undefined}>
                <th scope="row" className="trade-table__version">
                  <span>{version.name}</span>
                  <span className="trade-table__code">{version.code}</span>
                </th>
                <td data-label={t('trade.list.market')}>{t(`market.${offer.market}`)}</td>
                <td data-label={t('trade.list.listPrice')} className="trade-table__num trade-table__retail">{offer.retail === null ? '—' : formatPrice(offer.retail, offer.market, tag)}</td>
                <td data-label={t('trade.list.netPrice')} className="trade-table__num trade-table__net">
                  {offer.net ? (
                    <>
                      <strong>{formatPrice(offer.net.net, offer.market, tag)}</strong>
                      {offer.net.percent !== null ? <span className="trade-table__discount">{t('trade.list.discount', { percent: offer.net.percent })}</span> : null}
                    </>
                  ) : (
                    t('trade.list.onRequest')
                  )}
                </td>
                <td data-label={t('trade.list.leadTime')}>{typeof offer.availability?.leadTimeWeeks === 'number' ? t('trade.list.leadTimeWeeks', { count: offer.availability.leadTimeWeeks }) : '—'}</td>
                <td data-label={t('trade.list.stock')}>{offer.availability?.stock ? t('trade.list.inStock', { count: offer.availability.stock }) : t('trade.list.toOrder')}</td>
                <td>
                  <RequestLinks versionCode={version.code} name={`${productName} ${version.name}`} locale={locale} t={t} />
                </td>
              </tr>
            )),
          )}
        </tbody>
      </table>
    </div>
  )
}
