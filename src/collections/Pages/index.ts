import type { CollectionConfig } from 'payload'
import { editorsOnly, publishedOrEditor } from '@/access'
import { pageBlocks } from '@/blocks'
import { metaGroup } from '@/fields/common'
import { slugField } from '@/fields/slug'
import { routedDocumentHooks } from '../hooks/redirectOldSlug'
import { draftAutosaveMs } from '@/lib/preview/autosave'
import { pageTemplateLabels, pageTemplates } from '@/domain/pageTemplates'

/** Generic pages built from blocks. Slug 'homepage' is the home; 'homepage-china' the China home. */
export const Pages: CollectionConfig = {
  slug: 'pages',
  admin: { group: 'Editorial', useAsTitle: 'title', defaultColumns: ['title', 'slug', '_status'] },
  access: { read: publishedOrEditor, create: editorsOnly, update: editorsOnly, delete: editorsOnly },
  versions: { drafts: { autosave: { interval: draftAutosaveMs } }, maxPerDoc: 20 },
  hooks: routedDocumentHooks,
  fields: [
    { name: 'title', type: 'text', localized: true, required: true },
    { name: 'layout', type: 'blocks', blocks: pageBlocks, localized: true },
    {
      name: 'template',
      type: 'select',
      defaultValue: 'default',
      options: pageTemplates.map((value) => ({ value, label: pageTemplateLabels[value] })),
      admin: { position: 'sidebar', description: 'What the page shows after its blocks, drawn from the catalogue in the page’s language.' },
    },
    metaGroup,
    slugField('title'),
  ],
}
