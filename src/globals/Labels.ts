import type { GlobalConfig } from 'payload'
import { editorsOnly } from '@/access'
import { revalidateGlobalAfterChange } from '@/collections/hooks/revalidate'

/**
 * The UI label catalogue: a flat key → text map per language. Editors override texts here;
 * the bundled copy in src/i18n/messages is used for any key left empty, and when this fails.
 */
export const Labels: GlobalConfig = {
  slug: 'labels',
  admin: { group: 'Site' },
  access: { read: () => true, update: editorsOnly },
  hooks: { afterChange: [revalidateGlobalAfterChange] },
  fields: [
    {
      name: 'entries',
      type: 'array',
      admin: { initCollapsed: true },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'key', type: 'text', required: true, validate: (value: string | null | undefined) => (typeof value === 'string' && /^[a-zA-Z0-9_.]+$/.test(value)) || 'Letters, digits, dots and underscores only' },
            { name: 'text', type: 'textarea', localized: true },
          ],
        },
      ],
    },
  ],
}
