import { z } from '@/domain/zod'
import { asFields, checkInput, problemLabels } from '@/domain/http/inputIssues'

// What the newsletter form sends, checked the same way by the endpoint and, before sending, by the
// form in the browser (so this file imports nothing of Node's).

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
