import { confirmSubscription } from '@/data/newsletter/subscriptions.server'
import { payloadClient } from '@/data/payload'
import { newsletterOutcomePath } from '@/domain/newsletter/links'
import { siteUrl } from '@/env'
import { endpoint } from '@/lib/edge/endpoint'

/** GET /api/newsletter/confirm?lang=&token=: the link of the confirmation mail; then the page saying so. */
export const GET = endpoint({ budget: 'newsletterLink' }, async ({ url, locale }) => {
  const confirmed = await confirmSubscription(await payloadClient(), url.searchParams.get('token')).catch((error: unknown) => {
    console.error('[newsletter] confirmation failed', error)
    return false
  })
  return Response.redirect(new URL(newsletterOutcomePath(locale, confirmed ? 'confirmed' : 'invalid'), siteUrl()), 303)
})
