import { markets, type Market } from '@/domain/catalogue/types'
import type { TradeGroup } from './access'
import { resolveNetPrice, type NetPrice, type TradePriceList } from './prices'

/** How many items a visitor's 'recently viewed' keeps (issue 21): the oldest beyond it are deleted on each view. */
export const TRADE_RECENTLY_VIEWED_MAX = 50

/** How many recently viewed items the landing shows (the list keeps more; the landing stays calm). */
export const TRADE_RECENTLY_VIEWED_SHOWN = 12

/** The longest quickship list one page shows (editors keep a few dozen items per market). */
export const TRADE_QUICKSHIP_PAGE_MAX = 200

/** A version as the trade list reads it: its code and retail price per market. */
export interface TradeVersion {
  code: string
  name: string
  prices: Partial<Record<Market, number>>
}

/** An editor's availability line: lead time and stock of a version, in a market or (market null) every market. */
export interface AvailabilityLine {
  versionCode: string
  market: Market | null
  leadTimeWeeks: number | null
  stock: number | null
}

export interface Availability {
  leadTimeWeeks: number | null
  stock: number | null
}

/** A version's availability in a market: the market's own line first, then the line for every market; none: null. */
export function availabilityOf(lines: readonly AvailabilityLine[], versionCode: string, market: Market): Availability | null {
  const own = lines.filter((line) => line.versionCode === versionCode)
  const line = own.find((candidate) => candidate.market === market) ?? own.find((candidate) => candidate.market === null)
  return line ? { leadTimeWeeks: line.leadTimeWeeks, stock: line.stock } : null
}

/** What the trade list shows for a version in one of the visitor's markets. */
export interface TradeOffer {
  market: Market
  retail: number | null
  net: NetPrice | null
  availability: Availability | null
}

/**
 * A version's trade data in each market the visitor is approved for (and only those): the
 * retail price, the net price of their group's list (`resolveNetPrice`: null is 'on request',
 * never the retail price as net) and the availability.
 */
export function tradeOffers(
  version: TradeVersion,
  { lists, group, markets: approved, availability }: { lists: readonly TradePriceList[]; group: TradeGroup; markets: readonly Market[]; availability: readonly AvailabilityLine[] },
): TradeOffer[] {
  return approved.map((market) => {
    const retail = version.prices[market] ?? null
    return { market, retail, net: resolveNetPrice(lists, { group, market, versionCode: version.code, retail }), availability: availabilityOf(availability, version.code, market) }
  })
}

/** A quickship item as the page filters it. */
export interface QuickshipItem {
  id: number
  versionCode: string
  market: Market
  quantity: number
  /** `YYYY-MM-DD`. */
  shipBy: string
  categoryId: number | null
}

/** The quickship filters from the query string, validated: unknown values are ignored, never an error page. */
export interface QuickshipFilters {
  market: Market | null
  category: number | null
  /** Items that ship on or before this day (`YYYY-MM-DD`). */
  shipBy: string | null
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)
const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`))

/** Reads `market`, `category` and `shipBy` from the query: only the visitor's markets and the categories offered count. */
export function readQuickshipFilters(
  query: Record<string, string | string[] | undefined>,
  allowed: { markets: readonly Market[]; categories: readonly number[] },
): QuickshipFilters {
  const market = first(query.market)
  const category = Number(first(query.category))
  const shipBy = first(query.shipBy)?.trim() ?? ''
  return {
    market: allowed.markets.find((candidate) => candidate === market) ?? null,
    category: Number.isInteger(category) && allowed.categories.includes(category) ? category : null,
    shipBy: isDay(shipBy) ? shipBy : null,
  }
}

/**
 * The quickship items a visitor sees: in their markets only, with stock, not past their ship-by
 * day (an item an editor forgot is stale, not fast), then as filtered; soonest first.
 */
export function filterQuickship<T extends QuickshipItem>(items: readonly T[], filters: QuickshipFilters, approved: readonly Market[], today: string): T[] {
  return items
    .filter((item) => approved.includes(item.market) && item.quantity > 0 && item.shipBy >= today)
    .filter((item) => (filters.market === null || item.market === filters.market) && (filters.category === null || item.categoryId === filters.category) && (filters.shipBy === null || item.shipBy <= filters.shipBy))
    .sort((a, b) => a.shipBy.localeCompare(b.shipBy) || a.versionCode.localeCompare(b.versionCode) || a.id - b.id)
    .slice(0, TRADE_QUICKSHIP_PAGE_MAX)
}

/** A market value from a stored row (select fields are typed loosely), or null. */
export const asMarket = (value: unknown): Market | null => markets.find((market) => market === value) ?? null

/**
 * Which of the visitor's markets the trade list's price facet and price sort follow: `?market=` when
 * it is one of theirs, else their first. A price range is in one market's currency: the form sends
 * the market it was typed in (`priceMarket`), and a range typed in another market is dropped
 * (an address without it, such as a page link, is in the market it names).
 */
export function tradeListMarket(query: Readonly<Record<string, readonly string[]>>, approved: readonly Market[]): { market: Market; keepPriceRange: boolean } {
  const fallback = approved[0] ?? 'eu'
  const asked = asMarket(query.market?.[0])
  const market = asked !== null && approved.includes(asked) ? asked : fallback
  const typedIn = asMarket(query.priceMarket?.[0])
  return { market, keepPriceRange: typedIn === null || typedIn === market }
}

/** A list address (`''` or `?…`) with the market added when it is not the visitor's first. */
export function withListMarket(search: string, market: Market, approved: readonly Market[]): string {
  if (market === (approved[0] ?? 'eu')) return search
  return `${search}${search === '' ? '?' : '&'}market=${market}`
}
