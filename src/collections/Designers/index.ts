import type { CollectionConfig } from 'payload'
import { anyone, editorsOnly } from '@/access'
import { metaGroup } from '@/fields/common'
import { slugField } from '@/fields/slug'
import { routedDocumentHooks } from '../hooks/redirectOldSlug'

export const Designers: CollectionConfig = {
  slug: 'designers',
  admin: { group: 'Catalogue', useAsTitle: 'name' },
  access: { read: anyone, create: editorsOnly, update: editorsOnly, delete: editorsOnly },
  hooks: routedDocumentHooks,
  fields: [
    { name: 'name', type: 'text', required: true },
    slugField('name'),
    { name: 'country', type: 'text', admin: { description: 'ISO 3166 code, e.g. IT' } },
    { name: 'bio', type: 'textarea', localized: true },
    { name: 'portrait', type: 'upload', relationTo: 'media' },
    metaGroup,
  ],
}
