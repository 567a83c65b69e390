import { getCountries, isValidPhoneNumber } from 'libphonenumber-js/min'
import { z } from '@/domain/zod'
import { formLimits, type FormFieldType } from '@/domain/forms/fieldTypes'
import { isPostalCode } from '@/domain/places/regions'
import { checkBounds, dateBounds, isCalendarDate, type CheckDay } from '@/domain/dates/calendarDate'
import { isAcceptableFileName, isAttachmentValue, type AttachmentValue } from './attachments'
import { addressPartKeys, phonePrefixKey, placeFields } from './fieldKeys'
import type { PublicField } from './publicForm'

/** A checked value: text (codes for choices, E.164 for a phone), a yes/no, several choices, or a file. */
export type FieldValue = string | boolean | string[] | AttachmentValue
export type FormValues = Record<string, FieldValue>


/** ISO 3166 codes of the countries a country field offers (names from Intl.DisplayNames). */
export const countryCodes: readonly string[] = getCountries()

const required = { error: 'form.fieldRequired' }
const consent = { error: 'form.consentRequired' }
/** Control characters other than tab, line feed and carriage return (a message keeps its lines). */
function hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index)
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f) return true
  }
  return false
}
/** The start of an HTML tag, comment or processing instruction: `<b`, `</`, `<!`, `<?`. */
const markup = /<[a-zA-Z!/?]/
/** One address, nothing else: no spaces, line breaks, angle brackets, commas or quotes. */
const emailPattern = /^[^\s@<>(),;:"\\[\]]+@[^\s@<>(),;:"\\[\].]+(\.[^\s@<>(),;:"\\[\].]+)*\.[^\s@<>(),;:"\\[\].]{2,}$/

/** A plain object's fields; anything else posts nothing (garbage is reported field by field). */
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
const asText = (value: unknown) => (typeof value === 'string' ? value.trim() : '')
/** A checkbox posts 'on' from a plain form, a boolean from the script. */
const asFlag = (value: unknown) => value === true || value === 'on' || value === 'true'
const asList = (value: unknown) => (Array.isArray(value) ? value : typeof value === 'string' && value !== '' ? [value] : []).filter((item): item is string => typeof item === 'string')

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value)
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.')
  } catch {
    return false
  }
}

/** Free text: one line (or several for a text area), no control characters, no markup, within its length. */
function freeText(field: PublicField, maxLength: number, multiline: boolean) {
  const base = z
    .unknown()
    .transform(asText)
    .pipe(
      z
        .string()
        .max(maxLength)
        .refine((value) => !hasControlCharacter(value) && (multiline || !/[\r\n]/.test(value)), { error: 'validation.invalidValue' })
        .refine((value) => !markup.test(value), { error: 'form.noMarkup' }),
    )
  return field.required ? base.refine((value) => value !== '', required) : base
}

/**
 * Text that must match a rule when given (e-mail, link, date), and then pass a further check if
 * any (a date's reach), which names its own problem.
 */
function checkedText(field: PublicField, maxLength: number, isValid: (value: string) => boolean, label: string, further?: (value: string) => string | null) {
  return z
    .unknown()
    .transform(asText)
    .superRefine((value, context) => {
      const problem = value === '' ? (field.required ? 'form.fieldRequired' : null) : value.length > maxLength || !isValid(value) ? label : (further?.(value) ?? null)
      if (problem) context.addIssue({ code: 'custom', message: problem })
    })
}

/** A day (ISO, as the picker and the typed text are kept), within the field's reach from today. */
function date(field: PublicField, day: CheckDay) {
  const bounds = dateBounds(field.reach, day.today, day.leewayDays)
  const outOfReach = { ok: null, tooEarly: 'form.dateTooEarly', tooLate: 'form.dateTooLate' } as const
  return checkedText(field, 10, isCalendarDate, 'form.invalidDate', (value) => outOfReach[checkBounds(value, bounds)])
}

/** One of the offered values (or none, when not required). */
function choice(field: PublicField, values: readonly string[]) {
  return z
    .unknown()
    .transform(asText)
    .superRefine((value, context) => {
      if (value === '') {
        if (field.required) context.addIssue({ code: 'custom', message: 'form.fieldRequired' })
      } else if (!values.includes(value)) context.addIssue({ code: 'custom', message: 'validation.notAnOption' })
    })
}

/** A phone: the country code and the number, checked together, stored as one international number. */
function phone(field: PublicField) {
  return z
    .unknown()
    .transform((value) => {
      const parts = isRecord(value) ? value : {}
      return { prefix: asText(parts.prefix), number: asText(parts.number) }
    })
    .superRefine(({ prefix, number }, context) => {
      if (number === '') {
        if (field.required) context.addIssue({ code: 'custom', message: 'form.fieldRequired' })
        return
      }
      const international = `${prefix} ${number}`
      if (!/^\+\d{1,4}$/.test(prefix) || number.length > 30 || !/^[\d\s\-./()]+$/.test(number) || !isValidPhoneNumber(international)) {
        context.addIssue({ code: 'custom', message: 'form.invalidPhone' })
      }
    })
    .transform(({ prefix, number }) => (number === '' ? '' : `${prefix} ${number}`))
}

/**
 * An address: street and number, postal code and city, all three or none (all three when
 * required); the postal code in the shape of the form's chosen country where known. Kept as one
 * line, as it is written on an envelope: 'Via Roma 1, 20121 Milano'.
 */
function address(field: PublicField) {
  return z
    .unknown()
    .transform((value) => {
      const parts = isRecord(value) ? value : {}
      return { line: asText(parts.line), postalCode: asText(parts.postalCode), city: asText(parts.city), country: asText(parts.country) }
    })
    .superRefine(({ line, postalCode, city, country }, context) => {
      const given = [line, postalCode, city].filter((part) => part !== '').length
      if (given === 0) {
        if (field.required) context.addIssue({ code: 'custom', message: 'form.fieldRequired' })
        return
      }
      const parts = [line, postalCode, city]
      if (given < 3) context.addIssue({ code: 'custom', message: 'form.addressIncomplete' })
      else if (line.length > formLimits.addressLineMaxLength || city.length > formLimits.cityMaxLength || parts.some((part) => hasControlCharacter(part) || /[\r\n]/.test(part) || markup.test(part))) {
        context.addIssue({ code: 'custom', message: 'validation.invalidValue' })
      } else if (postalCode.length > formLimits.postalCodeMaxLength || !isPostalCode(postalCode, country)) context.addIssue({ code: 'custom', message: 'form.invalidPostalCode' })
    })
    .transform(({ line, postalCode, city }) => (line === '' ? '' : `${line}, ${postalCode} ${city}`))
}

/** A password (for a gated form): as typed, never trimmed, within the accounts' lengths; the server keeps only its hash. */
function password(field: PublicField) {
  return z
    .unknown()
    .transform((value) => (typeof value === 'string' ? value : ''))
    .superRefine((value, context) => {
      if (value === '') {
        if (field.required) context.addIssue({ code: 'custom', message: 'form.fieldRequired' })
      } else {
        // Characters as a person counts them (code points), as the accounts' policy does.
        const length = Array.from(value).length
        if (length < formLimits.passwordMinLength || length > formLimits.passwordMaxLength) context.addIssue({ code: 'custom', message: 'form.passwordLength' })
      }
    })
}

/**
 * An attached file, as the browser describes the chosen one and the server the one it received
 * and checked by content (src/features/forms/server/receiveAttachments.server.ts): not empty,
 * within the size, under a name that may be kept. No file: '' (or required).
 */
function attachment(field: PublicField) {
  return z
    .unknown()
    .superRefine((value, context) => {
      if (!isAttachmentValue(value)) {
        if (field.required) context.addIssue({ code: 'custom', message: 'form.fieldRequired' })
      } else if (value.size === 0) context.addIssue({ code: 'custom', message: 'form.attachmentEmpty' })
      else if (value.size > formLimits.attachmentMaxBytes) context.addIssue({ code: 'custom', message: 'form.fileTooLarge' })
      else if (!isAcceptableFileName(value.name)) context.addIssue({ code: 'custom', message: 'form.fileTypeNotAllowed' })
    })
    .transform((value): FieldValue => (isAttachmentValue(value) ? { name: value.name, size: value.size, type: value.type, ...(value.stored ? { stored: value.stored } : {}) } : ''))
}

/** The schema of one field's value, by type; undefined for a field that takes no input. */
export function fieldSchema(field: PublicField, day: CheckDay): z.ZodType<FieldValue> | undefined {
  const type: FormFieldType = field.type
  const options = field.options.map((option) => option.value)
  switch (type) {
    case 'text':
    case 'province':
    case 'region':
      return freeText(field, formLimits.textMaxLength, false)
    case 'textarea':
      return freeText(field, formLimits.textareaMaxLength, true)
    case 'product':
      // Which product it names is the server's to check (a published one in the page's language).
      return freeText(field, formLimits.productMaxLength, false)
    case 'email':
      return checkedText(field, formLimits.emailMaxLength, (value) => emailPattern.test(value), 'form.invalidEmail')
    case 'link':
      return checkedText(field, formLimits.linkMaxLength, isWebAddress, 'form.invalidLink')
    case 'date':
      return date(field, day)
    case 'phone':
      return phone(field)
    case 'country':
      return choice(field, countryCodes)
    case 'select':
    case 'radio':
      return choice(field, options)
    case 'multipleCheckbox':
      return z
        .unknown()
        .transform(asList)
        .superRefine((values, context) => {
          if (values.length === 0 && field.required) context.addIssue({ code: 'custom', message: 'form.fieldRequired' })
          else if (values.some((value) => !options.includes(value))) context.addIssue({ code: 'custom', message: 'validation.notAnOption' })
        })
        .transform((values) => [...new Set(values)])
    case 'checkbox':
    case 'switch':
      return z
        .unknown()
        .transform(asFlag)
        .refine((value) => value || !field.required, consent)
    case 'privacy':
      return z.unknown().transform(asFlag).refine((value) => value, consent)
    case 'attachment':
      return attachment(field)
    case 'address':
      return address(field)
    case 'password':
      return password(field)
    case 'label':
      return undefined
    default: {
      const unknown: never = type
      throw new Error(`No schema for field type ${String(unknown)}`)
    }
  }
}

/**
 * Every field's value present (an unticked box or an empty field is simply absent from a post),
 * and a phone's two inputs gathered under its name, so its one schema sees both.
 */
function gatherFields(fields: readonly PublicField[]) {
  const country = fields.find((field) => field.type === 'country')?.name
  return (input: unknown): Record<string, unknown> => {
    const posted = isRecord(input) ? input : {}
    const values: Record<string, unknown> = {}
    for (const field of fields) {
      const value = posted[field.name] ?? ''
      if (field.type === 'phone') {
        // The script posts { prefix, number }; a plain form posts two fields.
        values[field.name] = typeof value === 'object' ? value : { prefix: posted[phonePrefixKey(field.name)], number: value }
      } else if (field.type === 'address') {
        // Three inputs, and the form's chosen country for the postal code's shape.
        const keys = addressPartKeys(field.name)
        values[field.name] = { line: value, postalCode: posted[keys.postalCode], city: posted[keys.city], country: country === undefined ? '' : posted[country] }
      } else values[field.name] = value
    }
    return values
  }
}

/**
 * The one schema of a form, built from its definition: the endpoint checks posts with it and the
 * browser runs the same before posting. Unknown keys are dropped; every message is a label key.
 */
export function formSchema(fields: readonly PublicField[], day: CheckDay): z.ZodType<FormValues> {
  const shape: Record<string, z.ZodType<FieldValue>> = {}
  for (const field of fields) {
    const schema = fieldSchema(field, day)
    if (schema) shape[field.name] = schema
  }
  const attachments = fields.filter((field) => field.type === 'attachment').map((field) => field.name)
  const places = placeFields(fields)
  return z.preprocess(
    gatherFields(fields),
    z.object(shape).superRefine((values, context) => {
      // A province or region is one of the chosen country's, where the list is known (free text elsewhere).
      for (const { name, listOf } of places.fields) {
        const value = values[name]
        const country = places.country === undefined ? '' : values[places.country]
        const list = typeof country === 'string' && country !== '' ? listOf(country) : null
        if (list && typeof value === 'string' && value !== '' && !list.includes(value)) context.addIssue({ code: 'custom', path: [name], message: 'validation.notAnOption' })
      }
      // Every file of one submission together (the server counts it while they stream in, too).
      let total = 0
      for (const name of attachments) {
        const value = values[name]
        total += isAttachmentValue(value) ? value.size : 0
        if (total > formLimits.submissionMaxAttachmentBytes) {
          context.addIssue({ code: 'custom', path: [name], message: 'form.attachmentsTooLarge' })
          return
        }
      }
    }),
  )
}
