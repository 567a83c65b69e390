import { requestKinds, type RequestKind } from '@/domain/storeRequestKinds'

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
const maxLengths = { name: 120, email: 254, message: 2000 } as const

/**
 * Checks a submitted request before anything is written. `today` (YYYY-MM-DD) bounds the
 * preferred date: an appointment needs one, today or later. Consent must be given.
 */
export function validateStoreRequest(body: unknown, today: string): { ok: true; value: StoreRequestInput } | { ok: false; errors: RequestErrors } {
  const input = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {}
  const errors: RequestErrors = {}
  const kind = requestKinds.find((candidate) => candidate === input.kind)
  const storeId = Number(input.storeId)
  const name = text(input.name)
  const email = text(input.email)
  const phonePrefix = text(input.phonePrefix)
  const phone = text(input.phone)
  const preferredDate = text(input.preferredDate)
  const message = text(input.message)

  if (!kind) errors.kind = 'form.fieldRequired'
  if (!Number.isInteger(storeId) || storeId <= 0) errors.storeId = 'form.fieldRequired'
  if (name === '') errors.name = 'form.fieldRequired'
  else if (name.length > maxLengths.name) errors.name = 'form.tooLong'
  if (email === '') errors.email = 'form.fieldRequired'
  else if (email.length > maxLengths.email || !emailPattern.test(email)) errors.email = 'form.invalidEmail'
  if (phone !== '' && !/^[\d\s\-./()]{4,24}$/.test(phone)) errors.phone = 'form.invalidPhone'
  if (phone !== '' && !/^\+\d{1,4}$/.test(phonePrefix)) errors.phonePrefix = 'form.invalidPhone'
  if (kind === 'appointment' && preferredDate === '') errors.preferredDate = 'form.fieldRequired'
  else if (preferredDate !== '' && (!isIsoDate(preferredDate) || preferredDate < today)) errors.preferredDate = 'form.invalidDate'
  if (kind === 'information' && message === '') errors.message = 'form.fieldRequired'
  else if (message.length > maxLengths.message) errors.message = 'form.tooLong'
  if (input.consent !== true) errors.consent = 'form.consentRequired'

  if (!kind || Object.keys(errors).length > 0) return { ok: false, errors }
  return { ok: true, value: { kind, storeId, name, email, phonePrefix: phone === '' ? '' : phonePrefix, phone, preferredDate: preferredDate === '' ? null : preferredDate, message } }
}

function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value)
}
