import { getMessages } from '@/data/messages'
import { defaultMarket, isMarket, marketCookie, returnPath } from '@/domain/catalogue/markets'
import { homeUrl } from '@/domain/urls'
import { siteUrl } from '@/env'
import { defaultLocale, isLocale } from '@/i18n/locales'
import { makeTranslator } from '@/i18n/translator'

const oneYear = 365 * 24 * 3600

/**
 * POST /api/market?lang=en, a form (`market`, `back`): the market whose prices the catalogue
 * quotes to this visitor, kept in a cookie, then 303 back to the page (a path of this site).
 * Choosing the language's own market forgets the choice. Works the same with and without
 * JavaScript; an unknown market is refused with a message in the visitor's language.
 */
export async function POST(request: Request): Promise<Response> {
  const lang = new URL(request.url).searchParams.get('lang')
  const locale = isLocale(lang) ? lang : defaultLocale
  const form = new URLSearchParams(await request.text().catch(() => ''))
  const market = form.get('market')
  if (!isMarket(market)) {
    const t = makeTranslator(locale, await getMessages(locale))
    return new Response(t('market.invalid'), { status: 400, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } })
  }
  const back = new URL(returnPath(form.get('back'), homeUrl(locale)), siteUrl())
  const secure = back.protocol === 'https:' ? '; Secure' : ''
  const cookie =
    market === defaultMarket(locale)
      ? `${marketCookie}=; Path=/; Max-Age=0; SameSite=Lax${secure}`
      : `${marketCookie}=${market}; Path=/; Max-Age=${oneYear}; SameSite=Lax${secure}`
  return new Response(null, { status: 303, headers: { Location: back.href, 'Set-Cookie': cookie, 'Cache-Control': 'no-store' } })
}
