import type { Locale } from '@/i18n/locales'
import type { Target } from '@/domain/routing/types'
import { isProductList, perRequestListPath } from './filteredRoute'
import { markets, type Market } from './types'

/**
 * The visitor's market (which list prices and currency the catalogue quotes) when it is not
 * the language's own: kept in this cookie by `POST /api/market`, read by the proxy, which
 * serves product pages from a cached copy per market and product lists per request.
 */
export const marketCookie = 'vesta-market'

/** Internal route segment of product pages quoted in a market other than the language's. */
export const pricedSegment = 'priced'

export function isMarket(value: unknown): value is Market {
  return typeof value === 'string' && (markets as readonly string[]).includes(value)
}

/** The market a language quotes when the visitor chose none: Chinese pages the Chinese market, every other language the European one. */
export function defaultMarket(locale: Locale): Market {
  return locale === 'zh' ? 'cn' : 'eu'
}

/** The market chosen in the cookie if it is one, else the language's. */
export function visitorMarket(locale: Locale, cookie: string | undefined | null): Market {
  return isMarket(cookie) ? cookie : defaultMarket(locale)
}

const isProductPage = (target: Target) => target.kind === 'item' && target.folder === 'products'

/**
 * Where the proxy serves a page that quotes prices to a visitor whose market is not the
 * language's: a product page from `/{lang}/priced/{market}/{rest}` (cached like the page itself,
 * once per market), a product list from its per-request route. Null for every other page, and
 * when the market is the language's own.
 */
export function marketPath(target: Target, canonicalPath: string, locale: Locale, market: Market): string | null {
  if (market === defaultMarket(locale)) return null
  if (isProductList(target)) return perRequestListPath(canonicalPath)
  if (!isProductPage(target)) return null
  const [, lang, ...rest] = canonicalPath.split('/')
  return `/${lang}/${pricedSegment}/${market}/${rest.join('/')}`
}

/** The internal market route asked for directly (`/{lang}/priced/…`): never served as such. */
export function isPricedPath(pathname: string): boolean {
  return pathname.split('/')[2] === pricedSegment
}

/**
 * Where to go back after choosing a market: a path of this site only (no scheme, no host, no
 * `//host`, no backslash tricks), else the language's home.
 */
export function returnPath(value: unknown, fallback: string): string {
  if (typeof value !== 'string' || value.length > 2000) return fallback
  // eslint-disable-next-line no-control-regex -- rejecting control characters is the point of this check
  if (!value.startsWith('/') || value.startsWith('//') || /[\\\u0000-\u001f]/.test(value)) return fallback
  return value
}
