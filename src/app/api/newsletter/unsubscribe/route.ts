import { unsubscribe } from '@/data/newsletter/subscriptions.server'
import { payloadClient } from '@/data/payload'
import { newsletterOutcomePath } from '@/domain/newsletter/links'
import { siteUrl } from '@/env'
import { defaultLocale, isLocale } from '@/i18n/locales'

/** GET /api/newsletter/unsubscribe?lang=&token=: the link in every newsletter mail; then the page saying so. */
export async function GET(request: Request): Promise<Response> {
  const query = new URL(request.url).searchParams
  const lang = query.get('lang')
  const locale = isLocale(lang) ? lang : defaultLocale
  const done = await unsubscribe(await payloadClient(), query.get('token')).catch((error: unknown) => {
    console.error('[newsletter] unsubscribe failed', error)
    return false
  })
  return Response.redirect(new URL(newsletterOutcomePath(locale, done ? 'unsubscribed' : 'invalid'), siteUrl()), 303)
}
