import { z } from '@/domain/zod'
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, TEXT_FIELD_MAX_LENGTH } from './constants'
import { isItalianProvince } from '@/domain/places/italianProvinces'
import { isCountryCode, normalizePhone } from './phone'

/** The account forms' field rules, shared by registration, recovery and the profile's own forms. */
export const required = { error: 'form.fieldRequired' }
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/

/** A checkbox sent as JSON (`true`) or by a plain form (`on`). */
export const checked = (value: unknown) => value === true || value === 'on' || value === 'true'
export const text = (max = TEXT_FIELD_MAX_LENGTH) => z.string(required).trim().min(1, required).max(max)
export const optionalText = (max = TEXT_FIELD_MAX_LENGTH) =>
  z
    .unknown()
    .optional()
    .transform((value) => (typeof value === 'string' ? value.trim() : ''))
    .pipe(z.string().max(max))

/** Characters as the visitor counts them (code points; UTF-16 would count an emoji twice). */
export const codePoints = (value: string) => Array.from(value).length

/** An e-mail address as typed: trimmed, lower-cased, the shape of an address. */
export const emailField = () =>
  z.string(required).trim().toLowerCase().min(1, required).max(EMAIL_MAX_LENGTH, { error: 'form.invalidEmail' }).regex(emailPattern, { error: 'form.invalidEmail' })

/**
 * A new password (registration, reset, change), taken as typed: any Unicode, spaces kept, never
 * cut; 12 to 128 characters counted as the visitor sees them (code points).
 */
export const newPasswordField = () =>
  z
    .string(required)
    .refine((value) => codePoints(value) >= PASSWORD_MIN_LENGTH, { error: 'form.tooShort', params: { min: PASSWORD_MIN_LENGTH } })
    .refine((value) => codePoints(value) <= PASSWORD_MAX_LENGTH, { error: 'form.tooLong' })

/** A password the visitor already has (sign-in, confirmation): any non-empty text, bounded. */
export const currentPasswordField = () => z.string(required).min(1, required).max(PASSWORD_MAX_LENGTH * 4)

/** Where a visitor lives and how to call them, as the registration and the profile edit take it. */
export interface PlaceFields {
  phoneCountry: string
  phone: string
  country: string
  province: string
}

/** The country a phone number's prefix belongs to: the chosen prefix, else the country, else Italy. */
export const prefixCountryOf = (form: PlaceFields) => (isCountryCode(form.phoneCountry) ? form.phoneCountry : isCountryCode(form.country) ? form.country : 'IT')

/** The phone must be a number of its prefix's country; in Italy the province is one of the list. */
export function checkPlace(form: PlaceFields, addIssue: (path: keyof PlaceFields, message: string) => void): void {
  if (form.phone !== '' && !normalizePhone(form.phone, prefixCountryOf(form))) addIssue('phone', 'form.invalidPhone')
  if (form.country === 'IT' && !isItalianProvince(form.province)) addIssue('province', form.province === '' ? 'form.fieldRequired' : 'validation.notAnOption')
}
