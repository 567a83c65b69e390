import type { CollectionConfig } from 'payload'
import { editorsOnly } from '@/access'
import { revalidateHooks } from '../hooks/revalidate'

/** Editor-managed redirects, resolved before rendering. */
export const Redirects: CollectionConfig = {
  slug: 'redirects',
  admin: { group: 'Admin', useAsTitle: 'from', defaultColumns: ['from', 'to', 'statusCode'] },
  access: { read: () => true, create: editorsOnly, update: editorsOnly, delete: editorsOnly },
  hooks: revalidateHooks,
  fields: [
    {
      name: 'from',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      validate: (value: string | null | undefined) => (typeof value === 'string' && value.startsWith('/')) || 'Start the path with /',
    },
    {
      name: 'to',
      type: 'text',
      required: true,
      admin: { description: 'A path on this site (/en/...) or an absolute URL (https://...)' },
      validate: (value: string | null | undefined) => (typeof value === 'string' && /^(\/|https?:\/\/)/.test(value)) || 'Use a path starting with / or an https:// URL',
    },
    { name: 'statusCode', type: 'select', required: true, defaultValue: '301', options: ['301', '302', '307', '308'].map((value) => ({ value, label: value })) },
  ],
}
