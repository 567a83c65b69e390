import Link from 'next/link'
import { getMessages } from '@/data/messages'
import { getSiteChrome } from '@/data/site'
import { formatPrice } from '@/domain/catalogue/prices'
import type { Market } from '@/domain/catalogue/types'
import { readConfiguration, type ConfiguratorNotice } from '@/domain/configurator/address'
import { shownAmounts } from '@/domain/configurator/pricing'
import { preformat } from '@/domain/preformatted'
import { pickClientLabels } from '@/domain/labels/clientLabels'
import { documentUrl } from '@/domain/urls'
import { localeTags, type Locale } from '@/i18n/locales'
import type { Translate } from '@/i18n/translator'
import { addToBoardLabelKeys } from '@/features/moodboards/client'
import { LabelsProvider } from '@/runtime/labels/LabelsProvider'
import { versionFacts } from '../logic/facts'
import type { ConfiguratorProduct } from '../logic/types'
import { newTradeRequestPath } from '@/domain/trade/paths'
import { ConfiguratorApp } from './ConfiguratorApp.client'

/** The label families the configurator's client components read (rendered on the server, no catalogue request). */
const labelPrefixes = ['configurator.', 'wishlist.', 'product.priceOnRequest', 'tradeRequests.requestQuote', ...addToBoardLabelKeys]

type Query = Record<string, string | string[] | undefined>

/**
 * The configurator's page: the configuration the address asks for, made valid (never an error
 * page: what was changed is said in a notice), with its server-drawn picture as the first paint.
 */
export async function ConfiguratorPage({ locale, t, product, market, query, wishlistPath }: { locale: Locale; t: Translate; product: ConfiguratorProduct; market: Market; query: Query; wishlistPath: string }) {
  const [messages, { settings }] = await Promise.all([getMessages(locale), getSiteChrome(locale)])
  const keys = Object.keys(messages).filter((key) => labelPrefixes.some((prefix) => key.startsWith(prefix)))
  const { configuration, notices } = readConfiguration(product.model, query.c)
  const texts = [...new Set(notices.map((notice: ConfiguratorNotice) => t(`configurator.notice.${notice.kind}`)))]
  const productPath = documentUrl(locale, 'products', product.slug)
  const hidePrices = Boolean(settings.hidePrices)
  const tag = localeTags[locale]
  const initialAmounts = hidePrices ? {} : preformat(shownAmounts(product.model, configuration, market), (amount) => formatPrice(amount, market, tag))
  return (
    <article className="view configurator">
      <header className="configurator-head">
        <p className="configurator-head__back">
          <Link href={productPath}>{t('configurator.backToProduct', { name: product.name })}</Link>
        </p>
        <h1 className="configurator-head__title">{t('configurator.heading', { name: product.name })}</h1>
        <p className="configurator-head__lead">{t('configurator.intro')}</p>
      </header>
      <LabelsProvider locale={locale} initial={pickClientLabels(messages, keys)}>
        <ConfiguratorApp
          locale={locale}
          productId={product.id}
          productCode={product.code}
          model={product.model}
          swatches={product.swatches}
          facts={versionFacts(product, locale, t)}
          market={market}
          hidePrices={hidePrices}
          tag={tag}
          initial={configuration}
          initialAmounts={initialAmounts}
          notices={texts}
          wishlistPath={wishlistPath}
          productName={product.name}
          tradeRequestPath={newTradeRequestPath(locale)}
        />
      </LabelsProvider>
    </article>
  )
}
