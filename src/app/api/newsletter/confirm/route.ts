import { confirmSubscription } from '@/data/newsletter/subscriptions.server'
import { payloadClient } from '@/data/payload'
import { newsletterOutcomePath } from '@/domain/newsletter/links'
import { siteUrl } from '@/env'
import { defaultLocale, isLocale } from '@/i18n/locales'

/** GET /api/newsletter/confirm?lang=&token=: the link of the confirmation mail; then the page saying so. */
export async function GET(request: Request): Promise<Response> {
  const query = new URL(request.url).searchParams
  const lang = query.get('lang')
  const locale = isLocale(lang) ? lang : defaultLocale
  const confirmed = await confirmSubscription(await payloadClient(), query.get('token')).catch((error: unknown) => {
    console.error('[newsletter] confirmation failed', error)
    return false
  })
  return Response.redirect(new URL(newsletterOutcomePath(locale, confirmed ? 'confirmed' : 'invalid'), siteUrl()), 303)
}
