import 'server-only'
import { AppLink as Link } from '@/runtime/navigation/AppLink'
import { documentUrl } from '@/domain/urls'
import { tradeProductsPath } from '@/domain/trade/paths'
import { localeTags } from '@/i18n/locales'
import type { TradeEntry } from '../server/catalogue'
import type { ApprovedPage } from './gate'
import { TradeFiles } from './TradeFiles'
import { TradeOffers } from './TradeOffers'

/** A product's trade page: every version with the group's net prices in the visitor's markets, its trade files and the way back. */
export function TradeProductPage({ page, entry }: { page: ApprovedPage; entry: TradeEntry }) {
  const { lang, t } = page
  return (
    <section className="section trade-page trade-page--wide">
      <p className="trade-page__eyebrow">
        <Link href={tradeProductsPath(lang)}>{t('trade.productList')}</Link>
      </p>
      <h1>{entry.product.name}</h1>
      <p className="trade-page__tagline">
        <Link href={documentUrl(lang, 'products', entry.product.slug)}>{t('trade.list.publicPage')}</Link>
      </p>
      <h2 className="trade-section-title">{t('trade.list.versions')}</h2>
      <TradeOffers productName={entry.product.name} versions={entry.versions} locale={lang} tag={localeTags[lang]} t={t} />
      <TradeFiles files={entry.files} t={t} title={t('trade.list.files')} />
    </section>
  )
}
