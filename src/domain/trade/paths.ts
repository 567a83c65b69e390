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
