import type { CollectionConfig } from 'payload'
import { editorsOnly } from '@/access'
import { deliveryStates, type DeliveryState } from '@/domain/forms/fieldTypes'
import type { MailState } from '@/domain/forms/delivery'
import { locales } from '@/i18n/locales'
import { deleteAttachedFiles } from './hooks/deleteAttachedFiles'

const nobody = () => false
const stateLabels: Record<DeliveryState, string> = { pending: 'Pending', sent: 'Sent', failed: 'Failed (kept, to retry)' }
const confirmationStates = ['none', 'pending', 'sent', 'failed'] as const satisfies readonly MailState[]
const confirmationLabels: Record<(typeof confirmationStates)[number], string> = { none: 'Not asked for', pending: 'Pending', sent: 'Sent', failed: 'Failed (to retry)' }

/**
 * What visitors sent through editor-built forms. Written only by the site's endpoint
 * (`/api/forms/submit`, after validation): stored first, then mailed, so a message is never lost
 * when mail fails; the delivery group says what became of the mail. Editors read; nobody else.
 */
export const FormSubmissions: CollectionConfig = {
  slug: 'form-submissions',
  admin: { group: 'Forms', useAsTitle: 'summary', defaultColumns: ['summary', 'form', 'deliveryState', 'createdAt'] },
  access: { read: editorsOnly, create: nobody, update: editorsOnly, delete: editorsOnly },
  hooks: { afterDelete: [deleteAttachedFiles] },
  fields: [
    { name: 'form', type: 'relationship', relationTo: 'forms', required: true, index: true },
    { name: 'summary', type: 'text', admin: { description: 'The sender, as the list shows it.' } },
    { name: 'locale', type: 'select', required: true, options: locales.map((value) => ({ value, label: value })) },
    { name: 'values', type: 'json', required: true, admin: { description: 'Every field as the visitor sent it, checked.' } },
    {
      // The attached files, each a link that downloads it (editors only; never a public URL).
      name: 'attachments',
      type: 'ui',
      admin: { components: { Field: '/features/forms/ui/admin/SubmissionAttachments#SubmissionAttachments' } },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'deliveryState',
          type: 'select',
          required: true,
          defaultValue: 'pending',
          index: true,
          options: deliveryStates.map((value) => ({ value, label: stateLabels[value] })),
        },
        { name: 'deliveryAttempts', type: 'number', defaultValue: 0, admin: { readOnly: true } },
        { name: 'deliveredAt', type: 'date', admin: { readOnly: true } },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'nextAttemptAt',
          type: 'date',
          index: true,
          admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' }, description: 'When the mail is tried again (empty: nothing left to send, or every attempt spent).' },
        },
        {
          name: 'confirmationState',
          type: 'select',
          required: true,
          defaultValue: 'none',
          options: confirmationStates.map((value) => ({ value, label: confirmationLabels[value] })),
          admin: { readOnly: true, description: 'The confirmation e-mail to the sender.' },
        },
      ],
    },
    { name: 'deliveryError', type: 'text', admin: { readOnly: true, description: 'Why the last mail failed.' } },
  ],
}
