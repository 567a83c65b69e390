import type { Market } from '@/domain/catalogue/types'
import type { TradeGroup } from './access'

/** The largest discount an editor can give (a price list of 100 % would give the goods away). */
export const TRADE_DISCOUNT_MAX_PERCENT = 90

/**
 * One line of a trade group's price list: for a version (by its code), either an explicit net
 * price in a market's currency or a discount off the retail price, in one market or (discount
 * only) in all of them.
 */
export interface PriceListEntry {
  versionCode: string
  /** null: every market (a discount only: an amount has one market's currency). */
  market: Market | null
  /** The explicit net price, in the market's currency. */
  net: number | null
  /** A discount off the retail price, in percent. */
  percent: number | null
}

/** A trade group's price list: discounts for the whole catalogue (per market or all), then lines per version. */
export interface TradePriceList {
  group: TradeGroup
  discounts: readonly { market: Market | null; percent: number }[]
  entries: readonly PriceListEntry[]
}

export interface NetPrice {
  net: number
  /** The retail price it was taken from (null for an explicit price on a version without one). */
  retail: number | null
  /** Where it came from, most specific first; the trade list shows 'net price' or the discount. */
  source: 'explicitNet' | 'versionDiscount' | 'listDiscount'
  percent: number | null
}

/** A discount as the list may hold it: a number in 0..TRADE_DISCOUNT_MAX_PERCENT. */
const isDiscount = (percent: number | null): percent is number => typeof percent === 'number' && Number.isFinite(percent) && percent >= 0 && percent <= TRADE_DISCOUNT_MAX_PERCENT

/** The retail price less a discount, in whole cents (no binary fractions: 1,290 less 15 % is 1,096.50). */
export function discounted(retail: number, percent: number): number {
  const cents = Math.round(retail * 100)
  return Math.round((cents * (100 - percent)) / 100) / 100
}

/**
 * The net price a trade group pays for a version in a market (issue 21), most specific rule
 * first: an explicit net price for the version in that market; a discount for the version in
 * that market; a discount for the version in every market; the list's discount for that market;
 * the list's discount for every market. Without a rule — or without a retail price to discount —
 * there is no net price (null): the trade list says 'on request', never the retail price as net.
 * Only the group's own list counts; another group's list is never a fallback.
 */
export function resolveNetPrice(
  lists: readonly TradePriceList[],
  { group, market, versionCode, retail }: { group: TradeGroup; market: Market; versionCode: string; retail: number | null },
): NetPrice | null {
  const list = lists.find((candidate) => candidate.group === group)
  if (!list) return null
  const lines = list.entries.filter((entry) => entry.versionCode === versionCode)
  const inMarket = lines.find((entry) => entry.market === market)
  if (inMarket && typeof inMarket.net === 'number' && Number.isFinite(inMarket.net) && inMarket.net >= 0) {
    return { net: inMarket.net, retail, source: 'explicitNet', percent: null }
  }
  if (retail === null) return null
  const versionDiscount = [inMarket, lines.find((entry) => entry.market === null)].find((entry) => entry && isDiscount(entry.percent))
  if (versionDiscount && isDiscount(versionDiscount.percent)) {
    return { net: discounted(retail, versionDiscount.percent), retail, source: 'versionDiscount', percent: versionDiscount.percent }
  }
  const listDiscount = list.discounts.find((discount) => discount.market === market) ?? list.discounts.find((discount) => discount.market === null)
  if (listDiscount && isDiscount(listDiscount.percent)) {
    return { net: discounted(retail, listDiscount.percent), retail, source: 'listDiscount', percent: listDiscount.percent }
  }
  return null
}

/** What an editor must fix in a price list line before it is saved (null: nothing). */
export function priceListEntryProblem(entry: { market?: string | null; net?: number | null; percent?: number | null }): 'netOrDiscount' | 'onlyOne' | 'netNeedsMarket' | 'discountRange' | 'negativeNet' | null {
  const hasNet = typeof entry.net === 'number'
  const hasPercent = typeof entry.percent === 'number'
  if (!hasNet && !hasPercent) return 'netOrDiscount'
  if (hasNet && hasPercent) return 'onlyOne'
  if (hasNet && !entry.market) return 'netNeedsMarket'
  if (hasNet && (entry.net ?? 0) < 0) return 'negativeNet'
  if (hasPercent && !isDiscount(entry.percent ?? null)) return 'discountRange'
  return null
}
