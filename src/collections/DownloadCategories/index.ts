import type { CollectionConfig } from 'payload'
import { anyone, editorsOnly } from '@/access'
import { slugField } from '@/fields/slug'
import { revalidateHooks } from '../hooks/revalidate'

export const DownloadCategories: CollectionConfig = {
  slug: 'download-categories',
  admin: { group: 'Downloads', useAsTitle: 'name' },
  access: { read: anyone, create: editorsOnly, update: editorsOnly, delete: editorsOnly },
  hooks: revalidateHooks,
  defaultSort: 'order',
  fields: [
    { name: 'name', type: 'text', localized: true, required: true },
    slugField('name'),
    { name: 'order', type: 'number', defaultValue: 0 },
  ],
}
