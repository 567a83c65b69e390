import { unsubscribe } from '@/data/newsletter/subscriptions.server'
import { payloadClient } from '@/data/payload'
import { newsletterOutcomePath } from '@/domain/newsletter/links'
import { siteUrl } from '@/env'
import { endpoint } from '@/lib/edge/endpoint'

/** GET /api/newsletter/unsubscribe?lang=&token=: the link in every newsletter mail; then the page saying so. */
export const GET = endpoint({ budget: 'newsletterLink' }, async ({ url, locale }) => {
  const done = await unsubscribe(await payloadClient(), url.searchParams.get('token')).catch((error: unknown) => {
    console.error('[newsletter] unsubscribe failed', error)
    return false
  })
  return Response.redirect(new URL(newsletterOutcomePath(locale, done ? 'unsubscribed' : 'invalid'), siteUrl()), 303)
})
