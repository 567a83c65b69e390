import type { CollectionConfig } from 'payload'
import { anyone, editorsOnly } from '@/access'
import { slugField } from '@/fields/slug'
import { revalidateHooks } from '../hooks/revalidate'

/** The spec's 'materialscategories' datasource, editor-managed: PLE, RESINE, VETRI ARTISTICI... */
export const MaterialCategories: CollectionConfig = {
  slug: 'material-categories',
  admin: { group: 'Materials', useAsTitle: 'name', defaultColumns: ['name', 'code', 'order'] },
  access: { read: anyone, create: editorsOnly, update: editorsOnly, delete: editorsOnly },
  hooks: revalidateHooks,
  defaultSort: 'order',
  fields: [
    {
      name: 'code',
      type: 'text',
      required: true,
      unique: true,
      admin: { description: 'Code of the material family, e.g. PLE, TESS, LEGNI.' },
    },
    { name: 'name', type: 'text', localized: true, required: true },
    slugField('name'),
    { name: 'description', type: 'textarea', localized: true },
    {
      name: 'kind',
      type: 'select',
      required: true,
      options: ['leather', 'resin', 'art-glass', 'fabric', 'wood', 'surface', 'stone', 'metal'].map((value) => ({
        value,
        label: value,
      })),
      admin: { description: 'What the material is, for swatches and filters.' },
    },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'order', type: 'number', defaultValue: 0, admin: { position: 'sidebar' } },
  ],
}
