import type { CollectionConfig } from 'payload'
import { editorsOnly, publishedOrEditor } from '@/access'
import { metaGroup, productTypeField, usageFlags } from '@/fields/common'
import { slugField } from '@/fields/slug'
import { routedDocumentHooks } from '../hooks/redirectOldSlug'
import { configuratorTab } from './configurator'
import { productVersions } from './versions'
import { recordTradeChanges, recordTradeDeletion, rememberPublishedProduct } from './hooks/recordTradeChanges'
import { draftAutosaveMs } from '@/lib/preview/autosave'

export const Products: CollectionConfig = {
  slug: 'products',
  admin: {
    group: 'Catalogue',
    useAsTitle: 'name',
    defaultColumns: ['name', 'code', 'category', 'type', '_status'],
    listSearchableFields: ['name', 'code'],
  },
  access: { read: publishedOrEditor, create: editorsOnly, update: editorsOnly, delete: editorsOnly },
  versions: { drafts: { autosave: { interval: draftAutosaveMs } }, maxPerDoc: 20 },
  // Published price and version changes are recorded for the trade area's warnings (docs/decisions/040).
  hooks: {
    ...routedDocumentHooks,
    beforeChange: [rememberPublishedProduct],
    afterChange: [...routedDocumentHooks.afterChange, recordTradeChanges],
    afterDelete: [...routedDocumentHooks.afterDelete, recordTradeDeletion],
  },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Product',
          fields: [
            { name: 'name', type: 'text', localized: true, required: true },
            { name: 'code', type: 'text', required: true, unique: true, index: true },
            { name: 'tagline', type: 'text', localized: true },
            { name: 'description', type: 'richText', localized: true },
            { name: 'technicalData', type: 'richText', localized: true },
          ],
        },
        {
          label: 'Images',
          fields: [
            { name: 'gallery', type: 'upload', relationTo: 'media', hasMany: true, required: true, minRows: 1 },
            { name: 'panoramics', type: 'upload', relationTo: 'media', hasMany: true, label: 'Ambience images' },
          ],
        },
        {
          label: 'Materials',
          fields: [
            { name: 'materialCategories', type: 'relationship', relationTo: 'material-categories', hasMany: true },
            { name: 'materials', type: 'relationship', relationTo: 'materials', hasMany: true },
          ],
        },
        { label: 'Versions', fields: [productVersions] },
        configuratorTab,
        {
          label: 'Related',
          fields: [
            {
              name: 'related',
              type: 'relationship',
              relationTo: 'products',
              hasMany: true,
              filterOptions: ({ id }) => ({ id: { not_equals: id } }),
            },
            { name: 'downloads', type: 'relationship', relationTo: 'downloads', hasMany: true },
          ],
        },
        { label: 'SEO', fields: [metaGroup] },
      ],
    },
    slugField('name'),
    { name: 'category', type: 'relationship', relationTo: 'categories', required: true, index: true, admin: { position: 'sidebar' } },
    { name: 'family', type: 'relationship', relationTo: 'families', index: true, admin: { position: 'sidebar' } },
    { name: 'designers', type: 'relationship', relationTo: 'designers', hasMany: true, admin: { position: 'sidebar' } },
    { ...productTypeField('type'), index: true, admin: { position: 'sidebar' } },
    { ...usageFlags, admin: { position: 'sidebar' } },
    { name: 'publishedAt', type: 'date', admin: { position: 'sidebar' } },
  ],
}
