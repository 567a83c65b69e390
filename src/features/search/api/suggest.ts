import { suggestions } from '../server/siteSearch'
import { endpoint } from '@/lib/edge/endpoint'

/**
 * GET /api/search/suggest?lang=en&q=sof: suggestions while typing, best results of any type
 * with highlighted titles. Bad input gives an empty list; too many requests a 429 (budget
 * `searchSuggest`).
 */
export const GET = endpoint({ budget: 'searchSuggest', tooManyLabel: 'search.rateLimited' }, async ({ url, locale }) => {
  const items = await suggestions(locale, url.searchParams.get('q') ?? '')
  return Response.json(
    { items: items.map(({ type, title, href, detail }) => ({ type, title, href, detail })) },
    { headers: { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' } },
  )
})
