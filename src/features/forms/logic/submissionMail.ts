import type { Locale } from '@/i18n/locales'
import type { Translate } from '@/i18n/translator'
import { formatFileSize, isAttachmentValue } from './attachments'
import type { FieldValue, FormValues } from './formSchema'
import type { PublicField, PublicForm } from './publicForm'

export interface SubmissionMail {
  subject: string
  text: string
  /** The sender's checked address, when the form asks for one. */
  replyTo?: string
}

/** A country's name in a language ('IT' → 'Italia'), the code itself when the runtime does not know it. */
export function countryName(code: string, locale: Locale): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code
  } catch {
    return code
  }
}

/** One value as a person reads it: choices by their label, yes/no, countries by name, a password never. */
export function displayValue(field: PublicField, value: FieldValue | undefined, locale: Locale, t: Translate): string {
  if (value === undefined || value === '') return '—'
  // A password is kept as a hash and shown to nobody.
  if (field.type === 'password') return t('form.passwordNotShown')
  if (typeof value === 'boolean') return t(value ? 'form.yes' : 'form.no')
  if (isAttachmentValue(value)) return `${value.name} (${formatFileSize(value.size, locale)})`
  const labelOf = (choice: string) => field.options.find((option) => option.value === choice)?.label ?? choice
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.map(labelOf).join(', ')
  if (field.type === 'country') return countryName(value, locale)
  return field.options.length > 0 ? labelOf(value) : value
}

const firstOfType = (form: PublicForm, values: FormValues, type: PublicField['type']) => {
  const field = form.fields.find((candidate) => candidate.type === type && typeof values[candidate.name] === 'string' && values[candidate.name] !== '')
  const value = field ? values[field.name] : undefined
  return typeof value === 'string' ? value : undefined
}

/** Who sent it, as the admin's list shows it: the first text (a name) and the e-mail. */
export function summaryOf(form: PublicForm, values: FormValues): string {
  return [firstOfType(form, values, 'text'), firstOfType(form, values, 'email')].filter(Boolean).join(' · ').slice(0, 200) || form.title
}

/**
 * The recipients' mail: the form's title as subject, one 'Label: value' paragraph per field, in the
 * form's mail language. An attached file is named and linked (`attachmentLink`: the editors'
 * download address), never attached: the mail stays small and the file stays behind the admin's sign-in.
 */
export function mailOfSubmission(form: PublicForm, values: FormValues, locale: Locale, t: Translate, attachmentLink?: (field: string) => string): SubmissionMail {
  const lines = form.fields
    .filter((field) => field.type !== 'label')
    .map((field) => {
      const given = values[field.name]
      const shown = displayValue(field, given, locale, t)
      const value = isAttachmentValue(given) && attachmentLink ? `${shown}\n${attachmentLink(field.name)}` : shown
      return value.includes('\n') ? `${field.label}:\n${value}` : `${field.label}: ${value}`
    })
  return { subject: form.title, text: `${lines.join('\n\n')}\n`, replyTo: firstOfType(form, values, 'email') }
}

/**
 * The sender's confirmation, in the visitor's language: the form's own words (or the spec's
 * thank-you), then a copy of what was sent, files by name only (their links are for editors).
 * Sent only to the address the form's schema checked; the visitor's text stays in the body.
 */
export function confirmationMailOf(form: PublicForm, values: FormValues, locale: Locale, t: Translate, input: { intro?: string | null; siteName: string }): SubmissionMail | null {
  const to = firstOfType(form, values, 'email')
  if (!to) return null
  const copy = mailOfSubmission(form, values, locale, t).text.trimEnd()
  const intro = input.intro?.trim() || t('form.success')
  return { subject: t('form.confirmationSubject', { title: form.title }), text: `${intro}\n\n${t('form.confirmationCopy')}\n\n${copy}\n\n— ${input.siteName}\n`, replyTo: to }
}
