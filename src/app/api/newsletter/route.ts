import { SubscriptionNotSentError, subscribe } from '@/data/newsletter/subscriptions.server'
import { payloadClient } from '@/data/payload'
import { newsletterLinks, newsletterOutcomePath } from '@/domain/newsletter/links'
import { subscriptionSchema, type NewsletterOutcome } from '@/domain/newsletter/subscription'
import type { Locale } from '@/i18n/locales'
import { siteUrl } from '@/env'
import { isDatabaseUnavailable } from '@/lib/http/databaseUnavailable'
import { endpoint } from '@/lib/edge/endpoint'

/** A plain form post (no JavaScript) is answered with the page that says what happened. */
const outcomePage = (locale: Locale, outcome: NewsletterOutcome) => Response.redirect(new URL(newsletterOutcomePath(locale, outcome), siteUrl()), 303)

/**
 * POST /api/newsletter?lang=en: a subscription from the newsletter block. JSON (the block with
 * JavaScript): 200 with the message to show, the edge's 400 with per-field messages (the
 * schema), 429, 502, the edge's 403/413/415. A plain form post (no JavaScript): 303 to the page
 * that says what happened, a refused one included. The
 * answer is the same whether or not the address was already subscribed.
 */
export const POST = endpoint(
  {
    budget: 'newsletter',
    tooManyLabel: 'newsletter.tooMany',
    accepts: ['json', 'form'],
    schema: subscriptionSchema,
    // Another site's post stays a plain 403; a visitor's refused form (invalid fields included) gets the page that says so.
    refuse: ({ status }, { locale, bodyKind }) => (bodyKind === 'form' && status !== 403 ? outcomePage(locale, 'error') : undefined),
  },
  async ({ body, bodyKind, locale, t }) => {
    const answer = (outcome: NewsletterOutcome, status: number, json: Record<string, unknown>) =>
      bodyKind === 'form' ? outcomePage(locale, outcome) : Response.json(json, { status })
    try {
      await subscribe(await payloadClient(), body, locale, t, newsletterLinks(siteUrl(), locale))
      return answer('sent', 200, { message: t('newsletter.checkInbox') })
    } catch (error) {
      if (isDatabaseUnavailable(error)) throw error
      console.error('[newsletter] subscription not sent', error instanceof SubscriptionNotSentError ? error.cause : error)
      return answer('error', 502, { error: 'not_sent', message: t('newsletter.error') })
    }
  },
)
