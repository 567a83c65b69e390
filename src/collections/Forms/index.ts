import type { CollectionConfig, Field } from 'payload'
import { editorsOnly } from '@/access'
import { fieldNamePattern, formFieldTypes, formLimits, honeypotField, typesWithOptions, type FormFieldType } from '@/domain/forms/fieldTypes'
import { formDelivery } from '@/domain/forms/delivery'
import { locales } from '@/i18n/locales'
import { revalidateHooks } from '../hooks/revalidate'

const typeLabels: Record<FormFieldType, string> = {
  text: 'Text',
  email: 'E-mail',
  phone: 'Phone (with country code)',
  country: 'Country',
  province: 'Province (a list for Italy; free text elsewhere)',
  region: 'Region (a list for the chosen country where known; free text elsewhere)',
  select: 'Select',
  radio: 'Radio buttons',
  multipleCheckbox: 'Multiple checkboxes',
  textarea: 'Text area',
  checkbox: 'Checkbox',
  switch: 'Switch',
  date: 'Date',
  link: 'Link (web address)',
  product: 'Product (searchable list of published products; ?product=CODE preselects one)',
  attachment: 'Attachment (PDF, DOC, DOCX, JPEG, PNG; 10 MB)',
  privacy: 'Privacy consent (always required)',
  address: 'Address (street and number, postal code, city)',
  password: 'Password (for gated forms: only a hash is kept, never e-mailed)',
  label: 'Label (display-only text)',
}

type FieldRow = { type?: string | null }
const isType = (row: unknown, types: readonly string[]) => typeof row === 'object' && row !== null && types.includes(String((row as FieldRow).type))
const hasOptions = (_: unknown, row: unknown) => isType(row, typesWithOptions)
const takesInput = (_: unknown, row: unknown) => !isType(row, ['label'])
/** A date field's reach in days from today: a whole number within a century either way, or none. */
const validReach = (value: number | null | undefined) =>
  value === null || value === undefined || (Number.isInteger(value) && Math.abs(value) <= formLimits.dateReachMaxDays) || `A whole number of days, at most ${formLimits.dateReachMaxDays} either way.`

/** One field of a form, as the editor composes it: its key, type, texts per language, rules. */
const formField: Field = {
  name: 'fields',
  type: 'array',
  required: true,
  minRows: 1,
  maxRows: formLimits.maxFields,
  admin: { initCollapsed: true },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'type', type: 'select', required: true, options: formFieldTypes.map((value) => ({ value, label: typeLabels[value] })) },
        {
          name: 'name',
          type: 'text',
          required: true,
          admin: { description: 'The key of the value in submissions and mails: a letter, then letters, digits or _.' },
          validate: (value: string | null | undefined) => {
            if (!value || !fieldNamePattern.test(value)) return 'A letter, then letters, digits or _ (at most 40).'
            return value === honeypotField ? `“${honeypotField}” is reserved for the spam trap.` : true
          },
        },
        { name: 'required', type: 'checkbox', defaultValue: false, admin: { condition: takesInput } },
        { name: 'width', type: 'select', defaultValue: 'full', options: [{ value: 'full', label: 'Full row' }, { value: 'half', label: 'Half row' }] },
      ],
    },
    { name: 'label', type: 'text', localized: true, required: true, admin: { description: 'Shown above the field (for a label field: the text itself).' } },
    { name: 'help', type: 'text', localized: true, admin: { condition: takesInput } },
    { name: 'placeholder', type: 'text', localized: true, admin: { condition: (_, row) => isType(row, ['text', 'email', 'textarea', 'link', 'province', 'product']) } },
    {
      type: 'row',
      admin: { condition: (_, row) => isType(row, ['date']) },
      fields: [
        {
          name: 'minDays',
          label: 'Earliest day',
          type: 'number',
          admin: { step: 1, description: 'Days from the day the form is filled in: 0 is today, 1 tomorrow, -365 a year ago. Empty: no limit.' },
          validate: validReach,
        },
        {
          name: 'maxDays',
          label: 'Latest day',
          type: 'number',
          admin: { step: 1, description: 'Days from the day the form is filled in, as above. Empty: no limit.' },
          validate: (value: number | null | undefined, { siblingData }: { siblingData: Partial<{ minDays: number | null }> }) => {
            const valid = validReach(value)
            if (valid !== true) return valid
            const min = siblingData.minDays
            return typeof value === 'number' && typeof min === 'number' && value < min ? 'The latest day cannot come before the earliest.' : true
          },
        },
      ],
    },
    {
      name: 'options',
      type: 'array',
      admin: { condition: hasOptions },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'value', type: 'text', required: true, validate: (value: string | null | undefined) => (value && /^[\w-]{1,60}$/.test(value)) || 'Letters, digits, - or _.' },
            { name: 'label', type: 'text', localized: true, required: true },
          ],
        },
      ],
    },
  ],
}

/**
 * Forms editors compose (docs/decisions/023-forms.md): fields of the spec's types with texts in
 * every language, who gets the submissions, what the visitor reads when done. A page shows one
 * with the Form block; submissions land in `form-submissions`.
 */
export const Forms: CollectionConfig = {
  slug: 'forms',
  admin: { group: 'Forms', useAsTitle: 'title', defaultColumns: ['title', 'key', 'updatedAt'] },
  // Recipients are nobody else's business: the site reads forms on the server and shows only
  // the public part (src/features/forms/server); the REST API serves them to editors alone.
  access: { read: editorsOnly, create: editorsOnly, update: editorsOnly, delete: editorsOnly },
  hooks: revalidateHooks,
  fields: [
    { name: 'title', type: 'text', localized: true, required: true },
    { name: 'key', type: 'text', required: true, unique: true, index: true, admin: { position: 'sidebar', description: 'A stable name for the seed and the code (e.g. contact).' } },
    { name: 'intro', type: 'textarea', localized: true },
    formField,
    { name: 'submitLabel', type: 'text', localized: true, admin: { description: 'Empty: “Send” in the page’s language.' } },
    { name: 'confirmationMessage', type: 'textarea', localized: true, admin: { description: 'Empty: “Thank you for contacting us! We will respond as soon as possible.”' } },
    {
      name: 'confirmationMail',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Also send the sender a confirmation e-mail in their language, with a copy of what they sent (needs an e-mail field).' },
    },
    {
      name: 'confirmationMailIntro',
      type: 'textarea',
      localized: true,
      admin: { condition: (data) => Boolean(data.confirmationMail), description: 'The first lines of the confirmation e-mail. Empty: the confirmation message above, or the standard thank-you.' },
    },
    {
      name: 'recipients',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: formLimits.maxRecipients,
      admin: { position: 'sidebar' },
      fields: [{ name: 'email', type: 'email', required: true }],
    },
    {
      name: 'mailLanguage',
      type: 'select',
      required: true,
      defaultValue: 'it',
      options: locales.map((value) => ({ value, label: value })),
      admin: { position: 'sidebar', description: 'The language of the mail the recipients get.' },
    },
    {
      name: 'retentionMonths',
      type: 'number',
      required: true,
      defaultValue: formDelivery.defaultRetentionMonths,
      min: 1,
      max: formDelivery.maxRetentionMonths,
      admin: { position: 'sidebar', step: 1, description: 'Submissions and their files are deleted this many months after they arrived.' },
    },
  ],
}
