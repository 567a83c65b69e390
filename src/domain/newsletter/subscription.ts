import { randomBytes } from 'node:crypto'

export const subscriptionStatuses = ['pending', 'confirmed', 'unsubscribed'] as const
export type SubscriptionStatus = (typeof subscriptionStatuses)[number]

/** A checked subscription request. */
export interface SubscriptionInput {
  email: string
  firstName: string
}

export type SubscriptionField = keyof SubscriptionInput | 'consent'
/** Per field, the label key of the message to show beside it. */
export type SubscriptionErrors = Partial<Record<SubscriptionField, string>>

export const subscriptionLimits = { email: 254, firstName: 80 } as const
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')
/** A checkbox sent as JSON (`true`) or by a plain form (`on`). */
const checked = (value: unknown) => value === true || value === 'on' || value === 'true'

/** Checks a subscription before anything is written; consent to the privacy policy is required. */
export function validateSubscription(body: unknown): { ok: true; value: SubscriptionInput } | { ok: false; errors: SubscriptionErrors } {
  const input = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {}
  const email = text(input.email).toLowerCase()
  const firstName = text(input.firstName)
  const errors: SubscriptionErrors = {}
  if (email === '') errors.email = 'form.fieldRequired'
  else if (email.length > subscriptionLimits.email || !emailPattern.test(email)) errors.email = 'form.invalidEmail'
  if (firstName.length > subscriptionLimits.firstName) errors.firstName = 'form.tooLong'
  if (!checked(input.consent)) errors.consent = 'newsletter.consentRequired'
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value: { email, firstName } }
}

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
