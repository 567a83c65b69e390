import type { GlobalConfig } from 'payload'
import { editorsOnly } from '@/access'

/**
 * Words visitors search for that the catalogue does not use, per language: "couch" → sofa,
 * "divano" ↔ "sofà". The site search reads them within a second of saving.
 */
export const SearchSynonyms: GlobalConfig = {
  slug: 'search-synonyms',
  label: 'Search synonyms',
  admin: { group: 'Site', description: 'Per language: words that should find the same things.' },
  access: { read: () => true, update: editorsOnly },
  fields: [
    {
      name: 'entries',
      type: 'array',
      localized: true,
      labels: { singular: 'Synonym', plural: 'Synonyms' },
      fields: [
        { name: 'terms', type: 'text', required: true, admin: { description: 'Words separated by commas, e.g. divano, sofà' } },
        { name: 'oneWay', type: 'checkbox', defaultValue: false, admin: { description: 'Only the first word also finds the others (couch → sofa), not the other way round' } },
      ],
    },
  ],
}
