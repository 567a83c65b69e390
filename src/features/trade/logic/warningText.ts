import { formatPrice } from '@/domain/catalogue/prices'
import type { TradeWarning } from '@/domain/trade/warnings'
import type { Translate } from '@/i18n/translator'

/** The item a warning is about, as the visitor reads it: the product's name, and the version's code when one changed. */
export const warnedItem = (warning: TradeWarning, productName: string) => (warning.change.versionCode ? `${productName} (${warning.change.versionCode})` : productName)

/** What changed, in the visitor's language, prices in the market's currency. */
export function warningText(warning: TradeWarning, productName: string, t: Translate, tag: string): string {
  const { change } = warning
  const item = warnedItem(warning, productName)
  switch (change.kind) {
    case 'discontinued':
      return t(change.versionCode ? 'tradeNotices.warning.versionDiscontinued' : 'tradeNotices.warning.productDiscontinued', { item })
    case 'priceChanged': {
      if (!change.market) return t('tradeNotices.warning.versionDiscontinued', { item })
      const market = t(`market.${change.market}`)
      const before = change.previousAmount === null ? '' : formatPrice(change.previousAmount, change.market, tag)
      if (change.amount === null) return t('tradeNotices.warning.priceWithdrawn', { item, market, before })
      return t('tradeNotices.warning.priceChanged', { item, market, before, after: formatPrice(change.amount, change.market, tag) })
    }
  }
}

/** Where the visitor follows the item, e.g. 'wishlist, requests'. */
export const warningSources = (warning: TradeWarning, t: Translate) => t('tradeNotices.warning.followedIn', { sources: warning.sources.map((source) => t(`tradeNotices.source.${source}`)).join(', ') })
