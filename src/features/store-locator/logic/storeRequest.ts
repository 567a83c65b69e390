import { z } from '@/domain/zod'
import { requestKinds, type RequestKind } from '@/domain/storeRequestKinds'
import { asFields, checkInput, problemLabels } from '@/domain/http/inputIssues'
import { isCalendarDate } from '@/domain/dates/calendarDate'

export { requestKinds, type RequestKind }

/** A checked request for an appointment or information, ready to store. */
export interface StoreRequestInput {
  kind: RequestKind
  storeId: number
  name: string
  email: string
  phonePrefix: string
  phone: string
  preferredDate: string | null
  message: string
}

export type RequestField = keyof StoreRequestInput | 'consent'
/** Per field, the label key of the message to show beside it. */
export type RequestErrors = Partial<Record<RequestField, string>>

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/
/** The longest name, e-mail address and message a request keeps (the collection's limits). */
export const maxLengths = { name: 120, email: 254, message: 2000 } as const
const required = { error: 'form.fieldRequired' }
const invalidEmail = { error: 'form.invalidEmail' }
const invalidPhone = { error: 'form.invalidPhone' }
/** An optional text field: anything but a string counts as empty. */
const optionalText = () => z.unknown().optional().transform(text)
/** Fields the cross-field rules read: they run only when these passed their own checks. */
const crossFields: readonly PropertyKey[] = ['phone', 'phonePrefix', 'preferredDate', 'message']

/**
 * A request for an appointment or information, checked before anything is written. `today`
 * (YYYY-MM-DD) bounds the preferred date: an appointment needs one, that day or later;
 * information needs a message. Consent must be given. Messages are label keys
 * (src/domain/http/inputIssues.ts).
 */
export function storeRequestSchema(today: string): z.ZodType<StoreRequestInput> {
  const fields = z
    .object({
      kind: z.enum(requestKinds, required),
      storeId: z.coerce.number(required).int(required).positive(required),
      name: z.string(required).trim().min(1, required).max(maxLengths.name, { error: 'form.tooLong' }),
      email: z.string(required).trim().min(1, required).max(maxLengths.email, invalidEmail).regex(emailPattern, invalidEmail),
      phonePrefix: optionalText(),
      phone: optionalText().pipe(z.string().regex(/^([\d\s\-./()]{4,24})?$/, invalidPhone)),
      preferredDate: optionalText(),
      message: optionalText().pipe(z.string().max(maxLengths.message, { error: 'form.tooLong' })),
      consent: z.literal(true, { error: 'form.consentRequired' }),
    })
    .superRefine(
      ({ kind, phone, phonePrefix, preferredDate, message }, context) => {
        const problem = (path: RequestField, label: string) => context.addIssue({ code: 'custom', path: [path], message: label })
        if (phone !== '' && !/^\+\d{1,4}$/.test(phonePrefix)) problem('phonePrefix', 'form.invalidPhone')
        if (kind === 'appointment' && preferredDate === '') problem('preferredDate', 'form.fieldRequired')
        else if (preferredDate !== '' && !isCalendarDate(preferredDate)) problem('preferredDate', 'form.invalidDate')
        else if (preferredDate !== '' && preferredDate < today) problem('preferredDate', 'form.dateTooEarly')
        if (kind === 'information' && message === '') problem('message', 'form.fieldRequired')
      },
      // Reported beside the other fields' problems, unless a field they read is wrong itself.
      { when: ({ issues }) => !issues.some((issue) => crossFields.includes(issue.path?.[0] ?? '')) },
    )
  return z.preprocess(
    asFields,
    fields.transform(({ kind, storeId, name, email, phonePrefix, phone, preferredDate, message }) => ({
      kind,
      storeId,
      name,
      email,
      phonePrefix: phone === '' ? '' : phonePrefix,
      phone,
      preferredDate: preferredDate === '' ? null : preferredDate,
      message,
    })),
  )
}

/** Checks a submitted request before anything is written: per field, the label key of its message. */
export function validateStoreRequest(body: unknown, today: string): { ok: true; value: StoreRequestInput } | { ok: false; errors: RequestErrors } {
  const result = checkInput(storeRequestSchema(today), body)
  return result.ok ? result : { ok: false, errors: problemLabels(result.problems) }
}
