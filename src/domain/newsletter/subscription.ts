import { randomBytes } from 'node:crypto'
import { z } from 'zod'
import { asFields, checkInput, problemLabels } from '@/domain/http/inputIssues'

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
const required = { error: 'form.fieldRequired' }
const invalidEmail = { error: 'form.invalidEmail' }

/**
 * A subscription request from the newsletter block (JSON) or its plain form: an address,
 * trimmed and lower-cased; an optional first name; consent to the privacy policy is required.
 * Messages are label keys (src/domain/http/inputIssues.ts).
 */
export const subscriptionSchema: z.ZodType<SubscriptionInput> = z.preprocess(
  asFields,
  z
    .object({
      email: z.string(required).trim().toLowerCase().min(1, required).max(subscriptionLimits.email, invalidEmail).regex(emailPattern, invalidEmail),
      firstName: z.unknown().optional().transform(text).pipe(z.string().max(subscriptionLimits.firstName, { error: 'form.tooLong' })),
      consent: z.unknown().refine(checked, { error: 'newsletter.consentRequired' }),
    })
    .transform(({ email, firstName }) => ({ email, firstName })),
)

/** Checks a subscription before anything is written: per field, the label key of its message. */
export function validateSubscription(body: unknown): { ok: true; value: SubscriptionInput } | { ok: false; errors: SubscriptionErrors } {
  const result = checkInput(subscriptionSchema, body)
  return result.ok ? result : { ok: false, errors: problemLabels(result.problems) }
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
