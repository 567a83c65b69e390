import 'server-only'
import type { Market } from '@/domain/catalogue/types'
import type { TradeGroup } from '@/domain/trade/access'
import type { Locale } from '@/i18n/locales'
import { productIdBySlug, tradeEntries, type TradeEntry } from './catalogue'
import { recordView } from './recentlyViewed'

/**
 * A product's trade page data by its slug, recorded in the visitor's 'recently viewed' (on the
 * server: the page itself is the view); null for an unknown or unpublished product.
 */
export async function tradeProductEntry(locale: Locale, slug: string, visitor: { userId: string; group: TradeGroup; markets: readonly Market[] }): Promise<TradeEntry | null> {
  const id = await productIdBySlug(locale, slug)
  if (id === null) return null
  const [entry] = await tradeEntries(locale, [id], visitor)
  if (!entry) return null
  await recordView(visitor.userId, id)
  return entry
}
