import type { Form } from '@/payload-types'
import type { FormFieldType } from '@/domain/forms/fieldTypes'
import type { DateReach } from '@/domain/dates/calendarDate'

export interface FieldOption {
  value: string
  label: string
}

/** One field as a visitor sees it, in one language. */
export interface PublicField {
  name: string
  type: FormFieldType
  label: string
  help: string
  placeholder: string
  required: boolean
  width: 'full' | 'half'
  options: FieldOption[]
  /** A date field's earliest and latest day, in days from the day the form is filled in (the page stays the same every day). */
  reach: DateReach
}

/** What a page may know of a form: never its recipients. */
export interface PublicForm {
  id: number
  key: string
  title: string
  intro: string
  submitLabel: string
  confirmationMessage: string
  fields: PublicField[]
}

/** A stored form (read in one language) as the page shows it. */
export function toPublicForm(form: Form): PublicForm {
  return {
    id: form.id,
    key: form.key,
    title: form.title,
    intro: form.intro ?? '',
    submitLabel: form.submitLabel ?? '',
    confirmationMessage: form.confirmationMessage ?? '',
    fields: form.fields.map(
      (row): PublicField => ({
        name: row.name,
        type: row.type,
        label: row.label,
        help: row.help ?? '',
        placeholder: row.placeholder ?? '',
        // A consent is always required; a label never is.
        required: row.type === 'privacy' || (row.type !== 'label' && row.required === true),
        width: row.width === 'half' ? 'half' : 'full',
        options: (row.options ?? []).map((option) => ({ value: option.value, label: option.label })),
        reach: { minDays: row.type === 'date' ? (row.minDays ?? null) : null, maxDays: row.type === 'date' ? (row.maxDays ?? null) : null },
      }),
    ),
  }
}
