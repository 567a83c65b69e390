import { getMessages } from '@/data/messages'
import { suggestions } from '@/data/siteSearch'
import { clientAddress } from '@/domain/http/clientAddress'
import { RateLimiter } from '@/domain/search/rateLimit'
import { defaultLocale, isLocale } from '@/i18n/locales'
import { makeTranslator } from '@/i18n/translator'

/** 20 requests at once, then 10 a second per address (typing with a 120 ms pause stays under). */
const limiter = ((globalThis as { __searchLimiter?: RateLimiter }).__searchLimiter ??= new RateLimiter(20, 10))

export const dynamic = 'force-dynamic'

/**
 * GET /api/search/suggest?lang=en&q=sof: suggestions while typing, best results of any type
 * with highlighted titles. Bad input gives an empty list; too many requests a 429.
 */
export async function GET(request: Request): Promise<Response> {
  const url = new URL(request.url)
  const lang = url.searchParams.get('lang')
  const locale = isLocale(lang) ? lang : defaultLocale
  const address = clientAddress(request.headers)
  if (!limiter.take(address, Date.now())) {
    const t = makeTranslator(locale, await getMessages(locale))
    return Response.json(
      { error: 'rate_limited', message: t('search.rateLimited') },
      { status: 429, headers: { 'Retry-After': String(limiter.retryAfter(address) || 1), 'Cache-Control': 'no-store' } },
    )
  }
  const items = await suggestions(locale, url.searchParams.get('q') ?? '')
  return Response.json(
    { items: items.map(({ type, title, href, detail }) => ({ type, title, href, detail })) },
    { headers: { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' } },
  )
}
