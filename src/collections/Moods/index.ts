import type { CollectionConfig } from 'payload'
import { editorsOnly, publishedOrEditor } from '@/access'
import { metaGroup } from '@/fields/common'
import { slugField } from '@/fields/slug'
import { routedDocumentHooks } from '../hooks/redirectOldSlug'
import { draftAutosaveMs } from '@/lib/preview/autosave'

/** A mood: an atmosphere told with products and materials. */
export const Moods: CollectionConfig = {
  slug: 'moods',
  admin: { group: 'Editorial', useAsTitle: 'title', defaultColumns: ['title', 'archived', '_status'] },
  access: { read: publishedOrEditor, create: editorsOnly, update: editorsOnly, delete: editorsOnly },
  versions: { drafts: { autosave: { interval: draftAutosaveMs } }, maxPerDoc: 20 },
  hooks: routedDocumentHooks,
  fields: [
    { name: 'title', type: 'text', localized: true, required: true },
    { name: 'intro', type: 'textarea', localized: true },
    { name: 'cover', type: 'upload', relationTo: 'media', required: true },
    { name: 'body', type: 'richText', localized: true },
    { name: 'gallery', type: 'upload', relationTo: 'media', hasMany: true },
    { name: 'products', type: 'relationship', relationTo: 'products', hasMany: true },
    { name: 'materials', type: 'relationship', relationTo: 'materials', hasMany: true },
    metaGroup,
    slugField('title'),
    { name: 'archived', type: 'checkbox', admin: { position: 'sidebar', description: 'Shown in the mood archive' } },
    { name: 'publishedAt', type: 'date', admin: { position: 'sidebar' } },
  ],
}
