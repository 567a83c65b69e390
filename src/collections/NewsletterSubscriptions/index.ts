import type { CollectionConfig } from 'payload'
import { editorsOnly } from '@/access'
import { subscriptionLimits, subscriptionStatuses } from '@/domain/newsletter/subscription'
import { locales } from '@/i18n/locales'

/**
 * Newsletter subscriptions with double opt-in. Written only by the site's own endpoints
 * (`/api/newsletter`, then the confirmation and unsubscribe links, each with its own token);
 * editors read and export them; visitors can read none.
 */
export const NewsletterSubscriptions: CollectionConfig = {
  slug: 'newsletter-subscriptions',
  admin: { group: 'Site', useAsTitle: 'email', defaultColumns: ['email', 'firstName', 'locale', 'status', 'confirmedAt', 'createdAt'] },
  access: { read: editorsOnly, create: editorsOnly, update: editorsOnly, delete: editorsOnly },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'email', type: 'email', required: true, unique: true, index: true },
        { name: 'firstName', type: 'text', maxLength: subscriptionLimits.firstName },
        { name: 'locale', type: 'select', required: true, options: locales.map((value) => ({ value, label: value })) },
        { name: 'status', type: 'select', required: true, defaultValue: 'pending', index: true, options: subscriptionStatuses.map((value) => ({ value, label: value })) },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'consentAt', type: 'date', required: true, admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'confirmedAt', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
      ],
    },
    { name: 'confirmToken', type: 'text', index: true, admin: { hidden: true } },
    { name: 'unsubscribeToken', type: 'text', required: true, index: true, admin: { hidden: true } },
  ],
}
