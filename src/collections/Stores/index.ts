import type { CollectionConfig } from 'payload'
import { editorsOnly, publishedOrEditor } from '@/access'
import { metaGroup } from '@/fields/common'
import { slugField } from '@/fields/slug'
import { routedDocumentHooks } from '../hooks/redirectOldSlug'
import { openingHours, storeServices } from './fields'
import { draftAutosaveMs } from '@/lib/preview/autosave'

export const Stores: CollectionConfig = {
  slug: 'stores',
  admin: { group: 'Stores', useAsTitle: 'companyName', defaultColumns: ['companyName', 'type', 'city', 'country', '_status'], listSearchableFields: ['companyName', 'city'] },
  access: { read: publishedOrEditor, create: editorsOnly, update: editorsOnly, delete: editorsOnly },
  versions: { drafts: { autosave: { interval: draftAutosaveMs } }, maxPerDoc: 10 },
  hooks: routedDocumentHooks,
  fields: [
    { name: 'companyName', type: 'text', required: true },
    {
      name: 'type',
      type: 'select',
      required: true,
      index: true,
      options: [
        { value: 'MONOMARCA', label: 'Single brand (MONOMARCA)' },
        { value: 'MULTIMARCA', label: 'Multi brand (MULTIMARCA)' },
      ],
    },
    { name: 'intro', type: 'textarea', localized: true },
    {
      type: 'row',
      fields: [
        { name: 'address', type: 'text', required: true, admin: { width: '60%' } },
        { name: 'postcode', type: 'text', admin: { width: '40%' } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'city', type: 'text', required: true, index: true },
        { name: 'province', type: 'text' },
        { name: 'region', type: 'text' },
        { name: 'country', type: 'text', required: true, index: true, admin: { description: 'ISO 3166-1 alpha-2, e.g. IT' }, validate: (value: string | null | undefined) => (typeof value === 'string' && /^[A-Z]{2}$/.test(value)) || 'Use the two-letter country code, e.g. IT' },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'latitude', type: 'number', required: true, min: -90, max: 90 },
        { name: 'longitude', type: 'number', required: true, min: -180, max: 180 },
        { name: 'timezone', type: 'text', required: true, defaultValue: 'Europe/Rome', admin: { description: 'IANA zone, e.g. Europe/Rome' } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'phone', type: 'text' },
        { name: 'email', type: 'email' },
        { name: 'website', type: 'text' },
      ],
    },
    openingHours,
    storeServices,
    { name: 'images', type: 'upload', relationTo: 'media', hasMany: true },
    metaGroup,
    slugField('companyName'),
  ],
}
