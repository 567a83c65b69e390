import type { CollectionConfig } from 'payload'
import { editorsOnly, publishedOrEditor } from '@/access'
import { durabilityLevels, metaGroup, usageFlags } from '@/fields/common'
import { slugField } from '@/fields/slug'
import { routedDocumentHooks } from '../hooks/redirectOldSlug'
import { draftAutosaveMs } from '@/lib/preview/autosave'

export const materialColours = [
  'white', 'ivory', 'beige', 'sand', 'brown', 'grey', 'anthracite', 'black',
  'blue', 'green', 'red', 'orange', 'yellow', 'pink', 'purple', 'gold', 'silver', 'multicolour',
] as const

export const materialProperties = [
  'water-repellent', 'stain-resistant', 'light-fast', 'fire-retardant', 'anti-scratch',
  'removable-cover', 'natural', 'recycled', 'hand-made', 'heat-resistant',
] as const

export const Materials: CollectionConfig = {
  slug: 'materials',
  admin: { group: 'Materials', useAsTitle: 'name', defaultColumns: ['name', 'code', 'category', 'durability', '_status'], listSearchableFields: ['name', 'code'] },
  access: { read: publishedOrEditor, create: editorsOnly, update: editorsOnly, delete: editorsOnly },
  versions: { drafts: { autosave: { interval: draftAutosaveMs } }, maxPerDoc: 20 },
  hooks: routedDocumentHooks,
  fields: [
    { name: 'name', type: 'text', localized: true, required: true },
    { name: 'code', type: 'text', required: true, unique: true, index: true, admin: { description: 'e.g. PLE 04' } },
    { name: 'description', type: 'textarea', localized: true },
    { name: 'care', type: 'textarea', localized: true, label: 'Care instructions' },
    { name: 'type', type: 'text', localized: true, admin: { description: 'e.g. full-grain leather, bouclé, Carrara marble' } },
    { name: 'composition', type: 'text', localized: true },
    {
      type: 'row',
      fields: [
        { name: 'swatch', type: 'upload', relationTo: 'media', required: true },
        { name: 'detail', type: 'upload', relationTo: 'media', label: 'Detail image' },
      ],
    },
    { name: 'panoramics', type: 'upload', relationTo: 'media', hasMany: true },
    metaGroup,
    slugField('name'),
    { name: 'category', type: 'relationship', relationTo: 'material-categories', required: true, index: true, admin: { position: 'sidebar' } },
    { name: 'colour', type: 'select', required: true, index: true, options: materialColours.map((value) => ({ value, label: value })), admin: { position: 'sidebar' } },
    { name: 'hex', type: 'text', admin: { position: 'sidebar', description: 'Dominant colour, #rrggbb' }, validate: (value: string | null | undefined) => !value || /^#[0-9a-f]{6}$/i.test(value) || 'Use #rrggbb' },
    { name: 'properties', type: 'select', hasMany: true, options: materialProperties.map((value) => ({ value, label: value })), admin: { position: 'sidebar' } },
    { name: 'durability', type: 'select', required: true, index: true, options: durabilityLevels.map((value) => ({ value, label: value })), admin: { position: 'sidebar' } },
    { name: 'martindale', type: 'number', min: 0, label: 'Wear rating (Martindale cycles)', admin: { position: 'sidebar', description: 'Fabrics only' } },
    { ...usageFlags, admin: { position: 'sidebar' } },
    { name: 'publishedAt', type: 'date', admin: { position: 'sidebar' } },
  ],
}
