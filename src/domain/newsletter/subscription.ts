import { randomBytes } from 'node:crypto'

export const subscriptionStatuses = ['pending', 'confirmed', 'unsubscribed'] as const
export type SubscriptionStatus = (typeof subscriptionStatuses)[number]

export { subscriptionLimits, subscriptionSchema, validateSubscription, type SubscriptionErrors, type SubscriptionField, type SubscriptionInput } from './subscriptionInput'

/** What a subscription request does to the address's record. */
export type SubscribeStep = 'create' | 'confirmAgain' | 'nothing'

/**
 * New address: a pending record and a confirmation mail. Pending or unsubscribed: a new
 * confirmation mail (the visitor asks again). Already confirmed: nothing is written or sent.
 * The visitor sees the same answer in every case, so the form never tells whether an address
 * is subscribed.
 */
export function subscribeStep(current: SubscriptionStatus | null): SubscribeStep {
  if (current === null) return 'create'
  return current === 'confirmed' ? 'nothing' : 'confirmAgain'
}

/** An unguessable token for a confirmation or unsubscribe link (192 bits, URL-safe). */
export function newToken(): string {
  return randomBytes(24).toString('base64url')
}

/** Whether a string can be one of our tokens (checked before any query). */
export function isToken(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{32}$/.test(value)
}

/** What the visitor sees after a form post, a confirmation or an unsubscribe link. */
export const newsletterOutcomes = ['sent', 'confirmed', 'unsubscribed', 'invalid', 'error'] as const
export type NewsletterOutcome = (typeof newsletterOutcomes)[number]

export function isNewsletterOutcome(value: unknown): value is NewsletterOutcome {
  return typeof value === 'string' && (newsletterOutcomes as readonly string[]).includes(value)
}
