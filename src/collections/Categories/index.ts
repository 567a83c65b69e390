import type { CollectionConfig } from 'payload'
import { anyone, editorsOnly } from '@/access'
import { metaGroup } from '@/fields/common'
import { slugField } from '@/fields/slug'
import { routedDocumentHooks } from '../hooks/redirectOldSlug'

/** The spec's category identifiers; 'index' is the categories landing. */
export const categoryIdentifiers = [
  'index',
  'sofas-armchairs',
  'beds',
  'mattresses',
  'bedroom-sets',
  'chairs',
  'tables-coffee-tables',
  'accessories',
  'rugs',
  'lighting',
] as const

export const Categories: CollectionConfig = {
  slug: 'categories',
  admin: { group: 'Catalogue', useAsTitle: 'name', defaultColumns: ['name', 'identifier', 'order'] },
  access: { read: anyone, create: editorsOnly, update: editorsOnly, delete: editorsOnly },
  hooks: routedDocumentHooks,
  defaultSort: 'order',
  fields: [
    { name: 'name', type: 'text', localized: true, required: true },
    slugField('name'),
    {
      name: 'identifier',
      type: 'select',
      required: true,
      unique: true,
      options: categoryIdentifiers.map((value) => ({ value, label: value })),
    },
    { name: 'intro', type: 'textarea', localized: true },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'order', type: 'number', defaultValue: 0, admin: { position: 'sidebar' } },
    metaGroup,
  ],
}
