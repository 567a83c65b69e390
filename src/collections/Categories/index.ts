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
    {
      // One ordered list on the category (drag to reorder) rather than a number on every
      // product: an editor sets the first screen in one place and never renumbers.
      name: 'featuredProducts',
      label: 'Featured order',
      type: 'relationship',
      relationTo: 'products',
      hasMany: true,
      // Payload types `id` as always there; it is undefined while the category is being created.
      filterOptions: ({ id }: { id?: number | string }) => (id === undefined ? true : { category: { equals: id } }),
      admin: { description: 'These products lead the category list, in this order (drag to reorder). The others follow, newest first.' },
    },
    { name: 'order', type: 'number', defaultValue: 0, admin: { position: 'sidebar' } },
    metaGroup,
  ],
}
