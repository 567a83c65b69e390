import type { CollectionConfig } from 'payload'
import { anyone, editorsOnly } from '@/access'
import { slugField } from '@/fields/slug'
import { revalidateHooks } from '../hooks/revalidate'

export const Families: CollectionConfig = {
  slug: 'families',
  admin: { group: 'Catalogue', useAsTitle: 'name' },
  access: { read: anyone, create: editorsOnly, update: editorsOnly, delete: editorsOnly },
  hooks: revalidateHooks,
  fields: [
    { name: 'name', type: 'text', localized: true, required: true },
    slugField('name'),
    { name: 'description', type: 'textarea', localized: true },
  ],
}
