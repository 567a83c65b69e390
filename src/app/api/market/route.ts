import { z } from 'zod'
import { defaultMarket, marketCookie, returnPath } from '@/domain/catalogue/markets'
import { markets } from '@/domain/catalogue/types'
import { homeUrl } from '@/domain/urls'
import { siteUrl } from '@/env'
import { endpoint } from '@/lib/edge/endpoint'
import { validateWith } from '@/lib/edge/validate'

const oneYear = 365 * 24 * 3600
const choice = z.object({ market: z.enum(markets, { error: 'market.invalid' }), back: z.string().optional() })
/** The form is posted without JavaScript: the browser shows whatever text comes back. */
const text = (message: string, status: number, headers: Record<string, string> = {}) =>
  new Response(message, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers } })

/**
 * POST /api/market?lang=en, a form (`market`, `back`): the market whose prices the catalogue
 * quotes to this visitor, kept in a cookie, then 303 back to the page (a path of this site).
 * Choosing the language's own market forgets the choice. Works the same with and without
 * JavaScript; an unknown market, and every refusal of the edge, is answered with a message in
 * the visitor's language.
 */
export const POST = endpoint(
  { budget: 'market', accepts: ['form'], refuse: ({ message, status, headers }) => text(message, status, headers) },
  async ({ body, locale, t }) => {
    const checked = validateWith(choice, body, t)
    if (!checked.ok) return text(Object.values(checked.fields).join('\n'), 400)
    const { market, back: backPath } = checked.value
    const back = new URL(returnPath(backPath, homeUrl(locale)), siteUrl())
    const secure = back.protocol === 'https:' ? '; Secure' : ''
    const cookie =
      market === defaultMarket(locale)
        ? `${marketCookie}=; Path=/; Max-Age=0; SameSite=Lax${secure}`
        : `${marketCookie}=${market}; Path=/; Max-Age=${oneYear}; SameSite=Lax${secure}`
    return new Response(null, { status: 303, headers: { Location: back.href, 'Set-Cookie': cookie, 'Cache-Control': 'no-store' } })
  },
)
