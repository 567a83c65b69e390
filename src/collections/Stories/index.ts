import type { CollectionConfig } from 'payload'
import { editorsOnly, publishedOrEditor } from '@/access'
import { metaGroup } from '@/fields/common'
import { slugField } from '@/fields/slug'
import { routedDocumentHooks } from '../hooks/redirectOldSlug'

import { storyCategories } from '@/domain/storyCategories'
import { draftAutosaveMs } from '@/lib/preview/autosave'

export { storyCategories }

/** News and stories. */
export const Stories: CollectionConfig = {
  slug: 'stories',
  admin: { group: 'Editorial', useAsTitle: 'title', defaultColumns: ['title', 'category', 'publishedAt', '_status'] },
  access: { read: publishedOrEditor, create: editorsOnly, update: editorsOnly, delete: editorsOnly },
  versions: { drafts: { autosave: { interval: draftAutosaveMs } }, maxPerDoc: 20 },
  hooks: routedDocumentHooks,
  defaultSort: '-publishedAt',
  fields: [
    { name: 'title', type: 'text', localized: true, required: true },
    { name: 'excerpt', type: 'textarea', localized: true },
    { name: 'cover', type: 'upload', relationTo: 'media', required: true },
    { name: 'body', type: 'richText', localized: true },
    { name: 'products', type: 'relationship', relationTo: 'products', hasMany: true },
    metaGroup,
    slugField('title'),
    { name: 'category', type: 'select', required: true, index: true, options: storyCategories.map((value) => ({ value, label: value })), admin: { position: 'sidebar' } },
    { name: 'publishedAt', type: 'date', required: true, index: true, admin: { position: 'sidebar' } },
  ],
}
