import type { Market } from './types'

/** Each market's currency (the product schema stores both; the market decides). */
export const marketCurrency: Record<Market, string> = { eu: 'EUR', uk: 'GBP', us: 'USD', ch: 'CHF', cn: 'CNY' }

const formats = new Map<string, Intl.NumberFormat>()

/** A price in the market's currency, formatted for the language (whole units when the amount is whole). */
export function formatPrice(amount: number, market: Market, tag: string): string {
  const whole = Number.isInteger(amount)
  const key = `${tag} ${market} ${whole}`
  let format = formats.get(key)
  if (!format) {
    const digits = whole ? 0 : 2
    format = new Intl.NumberFormat(tag, { style: 'currency', currency: marketCurrency[market], minimumFractionDigits: digits, maximumFractionDigits: digits })
    formats.set(key, format)
  }
  return format.format(amount)
}

/** A version's price in a market, if it has one. */
export function priceIn(prices: readonly { market?: string | null; amount?: number | null }[] | null | undefined, market: Market): number | null {
  const entry = (prices ?? []).find((price) => price.market === market && typeof price.amount === 'number')
  return entry && typeof entry.amount === 'number' ? entry.amount : null
}
