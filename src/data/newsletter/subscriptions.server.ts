import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'
import { isToken, newToken, subscribeStep, type SubscriptionInput } from '@/domain/newsletter/subscription'
import type { Locale } from '@/i18n/locales'
import type { Translate } from '@/i18n/translator'

/** Writing or mailing failed; nothing was kept. */
export class SubscriptionNotSentError extends Error {
  readonly status = 502
  constructor(cause: unknown) {
    super('The subscription could not be stored and confirmed', { cause })
    this.name = 'SubscriptionNotSentError'
  }
}

/** The addresses of the links a subscription mail carries. */
export interface NewsletterLinks {
  confirm: (token: string) => string
  unsubscribe: (token: string) => string
}

/**
 * A visitor asks to subscribe. A new address gets a pending record; a pending or unsubscribed
 * one a fresh confirmation token; both are mailed the confirmation link (double opt-in) in the
 * visitor's language, in the same database transaction: if the mail cannot be sent, nothing is
 * kept. A confirmed address is left alone. The caller answers the same in every case.
 */
export async function subscribe(payload: Payload, input: SubscriptionInput, locale: Locale, t: Translate, links: NewsletterLinks): Promise<void> {
  const req = await createLocalReq({ locale }, payload)
  const ownsTransaction = await initTransaction(req)
  try {
    const { docs } = await payload.find({ collection: 'newsletter-subscriptions', where: { email: { equals: input.email } }, limit: 1, depth: 0, req, overrideAccess: true })
    const existing = docs[0]
    const step = subscribeStep((existing?.status) ?? null)
    if (step === 'nothing') {
      if (ownsTransaction) await commitTransaction(req)
      return
    }
    const confirmToken = newToken()
    const unsubscribeToken = existing?.unsubscribeToken ?? newToken()
    const data = { email: input.email, firstName: input.firstName || existing?.firstName || '', locale, status: 'pending' as const, consentAt: new Date().toISOString(), confirmToken, unsubscribeToken }
    if (existing) await payload.update({ collection: 'newsletter-subscriptions', id: existing.id, data, req, overrideAccess: true })
    else await payload.create({ collection: 'newsletter-subscriptions', data, req, overrideAccess: true })
    await payload.sendEmail({
      to: input.email,
      subject: t('newsletter.mailSubject'),
      text: t('newsletter.mailBody', { name: data.firstName || input.email, confirm: links.confirm(confirmToken), unsubscribe: links.unsubscribe(unsubscribeToken) }),
    })
    if (ownsTransaction) await commitTransaction(req)
  } catch (error) {
    if (ownsTransaction) await killTransaction(req)
    throw new SubscriptionNotSentError(error)
  }
}

/** The confirmation link: the pending record with that token becomes confirmed; false for an unknown or used token. */
export async function confirmSubscription(payload: Payload, token: unknown): Promise<boolean> {
  if (!isToken(token)) return false
  const { docs } = await payload.find({ collection: 'newsletter-subscriptions', where: { confirmToken: { equals: token } }, limit: 1, depth: 0, overrideAccess: true })
  const subscription = docs[0]
  if (!subscription) return false
  await payload.update({ collection: 'newsletter-subscriptions', id: subscription.id, data: { status: 'confirmed', confirmedAt: new Date().toISOString(), confirmToken: null }, overrideAccess: true })
  return true
}

/** The unsubscribe link of every mail: the record with that token is unsubscribed (again: still fine); false for an unknown token. */
export async function unsubscribe(payload: Payload, token: unknown): Promise<boolean> {
  if (!isToken(token)) return false
  const { docs } = await payload.find({ collection: 'newsletter-subscriptions', where: { unsubscribeToken: { equals: token } }, limit: 1, depth: 0, overrideAccess: true })
  const subscription = docs[0]
  if (!subscription) return false
  await payload.update({ collection: 'newsletter-subscriptions', id: subscription.id, data: { status: 'unsubscribed', confirmToken: null }, overrideAccess: true })
  return true
}

/** A visitor deleted their account: the newsletter record of their address goes with it. */
export async function forgetSubscriber(payload: Payload, email: string): Promise<void> {
  await payload.delete({ collection: 'newsletter-subscriptions', where: { email: { equals: email } }, overrideAccess: true })
}

/** The newsletter record of an address, for the visitor's own data download. */
export async function subscriptionOf(payload: Payload, email: string): Promise<{ status: string; consentAt: string } | null> {
  const { docs } = await payload.find({ collection: 'newsletter-subscriptions', where: { email: { equals: email } }, limit: 1, depth: 0, overrideAccess: true })
  const found = docs[0]
  return found ? { status: found.status, consentAt: found.consentAt } : null
}
