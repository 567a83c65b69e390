import type { CollectionConfig } from 'payload'
import { editorsOnly, publishedOrEditor } from '@/access'
import { metaGroup } from '@/fields/common'
import { slugField } from '@/fields/slug'
import { routedDocumentHooks } from '../hooks/redirectOldSlug'
import { draftAutosaveMs } from '@/lib/preview/autosave'

/** A realised project (home, hotel, yacht...) told in ordered steps. */
export const Projects: CollectionConfig = {
  slug: 'projects',
  admin: { group: 'Editorial', useAsTitle: 'title', defaultColumns: ['title', 'location', 'year', '_status'] },
  access: { read: publishedOrEditor, create: editorsOnly, update: editorsOnly, delete: editorsOnly },
  versions: { drafts: { autosave: { interval: draftAutosaveMs } }, maxPerDoc: 20 },
  hooks: routedDocumentHooks,
  fields: [
    { name: 'title', type: 'text', localized: true, required: true },
    { name: 'location', type: 'text', localized: true },
    { name: 'year', type: 'number', min: 1900, max: 2100 },
    { name: 'architect', type: 'text' },
    { name: 'intro', type: 'textarea', localized: true },
    { name: 'cover', type: 'upload', relationTo: 'media', required: true },
    {
      name: 'steps',
      type: 'array',
      minRows: 1,
      admin: { description: 'Shown in this order.' },
      fields: [
        { name: 'title', type: 'text', localized: true, required: true },
        { name: 'text', type: 'textarea', localized: true },
        { name: 'image', type: 'upload', relationTo: 'media' },
      ],
    },
    { name: 'products', type: 'relationship', relationTo: 'products', hasMany: true },
    metaGroup,
    slugField('title'),
    { name: 'publishedAt', type: 'date', admin: { position: 'sidebar' } },
  ],
}
