import type { Locale } from '@/i18n/locales'

/**
 * The trade area's address segment: 'access' in every language. The area is called 'Access'
 * everywhere (a programme's name, like the label), so its folder is the same word; it is a
 * reserved segment, never a page slug (src/domain/routing/types.ts).
 */
export const tradeAreaSegment = 'access'

/** The trade area's landing, `/{lang}/access`. */
export const tradeAreaPath = (locale: Locale) => `/${locale}/${tradeAreaSegment}`

/** Whether a request path is in the trade area (any language, any depth): its answers are private and not indexed. */
export const isTradeAreaPath = (pathname: string) => /^\/[a-z]{2}\/access(?:\/|$)/i.test(pathname)

/** The trade bulletin board, `/{lang}/access/bulletins` (docs/decisions/040). */
export const tradeBulletinsPath = (locale: Locale) => `${tradeAreaPath(locale)}/bulletins`

/** One notice of the board, `/{lang}/access/bulletins/{id}`. */
export const tradeBulletinPath = (locale: Locale, id: number) => `${tradeBulletinsPath(locale)}/${id}`

/** The visitor's trade requests, `/{lang}/access/requests` (docs/decisions/039). */
export const tradeRequestsPath = (locale: Locale) => `${tradeAreaPath(locale)}/requests`
/** One request of the visitor's. */
export const tradeRequestPath = (locale: Locale, id: number | string) => `${tradeRequestsPath(locale)}/${id}`
/** A new request (`?version=…&kind=quote|sample`, `?c=…` from the configurator, `?from=wishlist`). */
export const newTradeRequestPath = (locale: Locale) => `${tradeRequestsPath(locale)}/new`
/** The communication archive, `/{lang}/access/archive`. */
export const tradeArchivePath = (locale: Locale) => `${tradeAreaPath(locale)}/archive`

/** The trade product list, `/{lang}/access/products` (docs/decisions/038). */
export const tradeProductsPath = (locale: Locale) => `${tradeAreaPath(locale)}/products`

/** A product's trade page, `/{lang}/access/products/{slug}`: every version with its trade data. */
export const tradeProductPath = (locale: Locale, slug: string) => `${tradeProductsPath(locale)}/${encodeURIComponent(slug)}`

/** Quickship, `/{lang}/access/quickship`: items in stock for fast delivery in the visitor's markets. */
export const tradeQuickshipPath = (locale: Locale) => `${tradeAreaPath(locale)}/quickship`

/** What a trade request asks for: a quote or a sample. */
export const tradeRequestKinds = ['quote', 'sample'] as const
export type TradeRequestKind = (typeof tradeRequestKinds)[number]

/** The new request form for a version (built by the requests step): `/{lang}/access/requests/new?version=…&kind=…`. */
export const tradeNewRequestPath = (locale: Locale, versionCode: string, kind: TradeRequestKind) =>
  `${newTradeRequestPath(locale)}?${new URLSearchParams({ version: versionCode, kind }).toString()}`
