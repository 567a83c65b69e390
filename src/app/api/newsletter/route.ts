import { getMessages } from '@/data/messages'
import { SubscriptionNotSentError, subscribe } from '@/data/newsletter/subscriptions.server'
import { payloadClient } from '@/data/payload'
import { clientAddress } from '@/domain/http/clientAddress'
import { newsletterLinks, newsletterOutcomePath } from '@/domain/newsletter/links'
import { validateSubscription, type NewsletterOutcome } from '@/domain/newsletter/subscription'
import { createRateLimit } from '@/domain/stores/rateLimit'
import { siteUrl } from '@/env'
import { defaultLocale, isLocale } from '@/i18n/locales'
import { makeTranslator } from '@/i18n/translator'

/** Five subscriptions per client address in ten minutes. */
const limiter = createRateLimit(5, 10 * 60_000)
const noStore = { 'Cache-Control': 'no-store' }

/**
 * POST /api/newsletter?lang=en: a subscription from the newsletter block. JSON (the block with
 * JavaScript): 200 with the message to show, 400 with per-field messages, 429, 502. A plain form
 * post (no JavaScript): 303 to the page that says what happened. The answer is the same whether
 * or not the address was already subscribed.
 */
export async function POST(request: Request): Promise<Response> {
  const lang = new URL(request.url).searchParams.get('lang')
  const locale = isLocale(lang) ? lang : defaultLocale
  const t = makeTranslator(locale, await getMessages(locale))
  const isForm = (request.headers.get('content-type') ?? '').includes('application/x-www-form-urlencoded')
  const answer = (outcome: NewsletterOutcome, status: number, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    isForm ? Response.redirect(new URL(newsletterOutcomePath(locale, outcome), siteUrl()), 303) : Response.json(body, { status, headers: { ...noStore, ...headers } })

  const limit = limiter.take(clientAddress(request.headers), Date.now())
  if (!limit.allowed) return answer('error', 429, { error: 'rate_limited', message: t('newsletter.tooMany') }, { 'Retry-After': String(limit.retryAfterSeconds) })
  const body: unknown = isForm ? Object.fromEntries(new URLSearchParams(await request.text().catch(() => ''))) : await request.json().catch(() => null)
  const checked = validateSubscription(body)
  if (!checked.ok) {
    const fields = Object.fromEntries(Object.entries(checked.errors).map(([field, key]) => [field, t(key, { max: 80 })]))
    return answer('error', 400, { error: 'invalid', fields })
  }
  try {
    await subscribe(await payloadClient(), checked.value, locale, t, newsletterLinks(siteUrl(), locale))
    return answer('sent', 200, { message: t('newsletter.checkInbox') })
  } catch (error) {
    console.error('[newsletter] subscription not sent', error instanceof SubscriptionNotSentError ? error.cause : error)
    return answer('error', 502, { error: 'not_sent', message: t('newsletter.error') })
  }
}
