import 'server-only'
import { getSiteChrome } from '@/data/site'
import type { Market } from '@/domain/catalogue/types'
import { siteUrl } from '@/env'
import { localeTags, type Locale } from '@/i18n/locales'
import type { Translate } from '@/i18n/translator'
import type { WishlistItem } from '../logic/items'
import type { PrintSheet, SheetLabels } from '../logic/printSheet'
import { describeWishlist } from './details'

/** The printed wishlist's labels in the visitor's language (the page and the PDF share them). */
export function sheetLabels(t: Translate): SheetLabels {
  return {
    title: t('wishlist.title'),
    code: t('product.code'),
    version: t('product.version'),
    dimensions: t('product.dimensions'),
    material: t('wishlist.material'),
    price: t('product.suggestedRetailPrice'),
    unavailable: t('wishlist.unavailable'),
    page: (page, pages) => t('wishlistPrint.page', { page, pages }),
  }
}

/** The visitor's saved items as the printed sheet shows them, dated `now` in the visitor's language. */
export async function wishlistSheet(items: readonly WishlistItem[], locale: Locale, market: Market, t: Translate, now: Date): Promise<PrintSheet> {
  const [{ settings }, groups] = await Promise.all([getSiteChrome(locale), describeWishlist(items, locale, market, t)])
  return {
    brand: settings.siteName,
    date: t('wishlist.generatedOn', { date: new Intl.DateTimeFormat(localeTags[locale], { dateStyle: 'long' }).format(now) }),
    site: new URL(siteUrl()).host,
    labels: sheetLabels(t),
    groups,
  }
}
