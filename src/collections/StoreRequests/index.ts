import type { CollectionConfig } from 'payload'
import { editorsOnly } from '@/access'
import { requestKinds } from '@/domain/storeRequestKinds'
import { locales } from '@/i18n/locales'

/**
 * Visitors' requests for an appointment or information at a store. Written only by the
 * site's own endpoint (`/api/forms/store-request`, after validation, with the mails in the same
 * transaction); editors read and answer them; visitors can read none.
 */
export const StoreRequests: CollectionConfig = {
  slug: 'store-requests',
  admin: { group: 'Stores', useAsTitle: 'name', defaultColumns: ['name', 'kind', 'store', 'preferredDate', 'status', 'createdAt'] },
  access: { read: editorsOnly, create: editorsOnly, update: editorsOnly, delete: editorsOnly },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'kind', type: 'select', required: true, options: requestKinds.map((value) => ({ value, label: value })) },
        { name: 'store', type: 'relationship', relationTo: 'stores', required: true, index: true },
        { name: 'status', type: 'select', required: true, defaultValue: 'new', index: true, options: [{ value: 'new', label: 'New' }, { value: 'answered', label: 'Answered' }] },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', required: true, maxLength: 120 },
        { name: 'email', type: 'email', required: true },
        { name: 'phonePrefix', type: 'text', maxLength: 5 },
        { name: 'phone', type: 'text', maxLength: 24 },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'preferredDate', type: 'date', admin: { date: { pickerAppearance: 'dayOnly' } } },
        { name: 'locale', type: 'select', required: true, options: locales.map((value) => ({ value, label: value })) },
        { name: 'consent', type: 'checkbox', required: true, validate: (value: boolean | null | undefined) => value === true || 'Consent is required' },
      ],
    },
    { name: 'message', type: 'textarea', maxLength: 2000 },
    { name: 'answer', type: 'textarea', admin: { description: 'Your reply, kept with the request (send it from your mailbox).' } },
  ],
}
