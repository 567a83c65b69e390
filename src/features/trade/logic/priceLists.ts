import type { TradePriceList } from '@/domain/trade/prices'
import type { TradePriceList as TradePriceListRow } from '@/payload-types'

/** A stored price list as `resolveNetPrice` reads it: empty markets mean every market, missing numbers null. */
export function priceListFromRow(row: TradePriceListRow): TradePriceList {
  return {
    group: row.group,
    discounts: (row.discounts ?? []).map((discount) => ({ market: discount.market ?? null, percent: discount.percent })),
    entries: (row.entries ?? []).map((entry) => ({
      versionCode: entry.versionCode.trim(),
      market: entry.market ?? null,
      net: typeof entry.net === 'number' ? entry.net : null,
      percent: typeof entry.percent === 'number' ? entry.percent : null,
    })),
  }
}
