import type { GlobalConfig } from 'payload'
import { editorsOnly } from '@/access'
import { locales } from '@/i18n/locales'
import { revalidateGlobalAfterChange } from '@/collections/hooks/revalidate'
import { isTilesFileName } from '@/domain/places/tilesFileName'

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  admin: { group: 'Site' },
  access: { read: () => true, update: editorsOnly },
  hooks: { afterChange: [revalidateGlobalAfterChange] },
  fields: [
    { name: 'siteName', type: 'text', required: true, defaultValue: 'Atelier Vesta' },
    { name: 'tagline', type: 'text', localized: true },
    { name: 'chinaVariant', type: 'checkbox', admin: { description: 'Serve the China variant: its own home page, no map.' } },
    { name: 'hidePrices', type: 'checkbox', admin: { description: 'Hide prices on every product page.' } },
    { name: 'privacyPage', type: 'relationship', relationTo: 'pages', admin: { description: 'The privacy policy: every consent checkbox links to it, in the visitor’s language.' } },
    {
      name: 'productEnquiryPage',
      type: 'relationship',
      relationTo: 'pages',
      admin: { description: 'The page with the ‘Contact about a product’ form: every product page links to it with the product preselected.' },
    },
    {
      name: 'hiddenPerLanguage',
      type: 'array',
      admin: { description: 'Items not shown, linked or reachable in one language.' },
      fields: [
        { name: 'locale', type: 'select', required: true, options: locales.map((value) => ({ value, label: value })) },
        { name: 'item', type: 'relationship', required: true, relationTo: ['products', 'materials', 'moods', 'projects', 'stories', 'stores', 'pages', 'downloads'] },
      ],
    },
    {
      name: 'map',
      type: 'group',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'latitude', type: 'number', min: -90, max: 90, defaultValue: 41.89, required: true },
            { name: 'longitude', type: 'number', min: -180, max: 180, defaultValue: 12.51, required: true },
            { name: 'zoom', type: 'number', min: 0, max: 22, defaultValue: 3, required: true },
          ],
        },
        { name: 'styleUrl', type: 'text', admin: { description: 'Vector style URL of a tile provider; empty = bundled offline basemap.' } },
        {
          name: 'tilesFile',
          type: 'text',
          validate: (value: string | null | undefined) => !value || isTilesFileName(value) || 'A file name ending in .pmtiles, without a folder.',
          admin: {
            description:
              'Self-hosted basemap: the name of a PMTiles file in the tiles folder of the media storage (MEDIA_DIR/tiles, e.g. europe.pmtiles; see deploy/basemap.md). Set, it is used instead of the style URL; a missing file falls back to it.',
          },
        },
      ],
    },
    {
      name: 'visitorMfa',
      type: 'select',
      defaultValue: 'off',
      required: true,
      options: [
        { value: 'off', label: 'Not required' },
        { value: 'professionals', label: 'Required for professionals' },
        { value: 'everybody', label: 'Required for everybody' },
      ],
      admin: { description: 'Administrator requires multi-factor authentication (MFA): visitors it applies to set up an authenticator app at their next sign-in.' },
    },
    {
      name: 'visitorRegistration',
      type: 'select',
      defaultValue: 'open',
      required: true,
      options: [
        { value: 'open', label: 'Open: visitors register themselves' },
        { value: 'closed', label: 'Closed' },
      ],
      admin: { description: 'Closed: the registration page says ‘Registration not enabled for this application’ and new registrations are refused. Existing visitors still sign in.' },
    },
    { name: 'barLayoutHosts', type: 'text', hasMany: true, admin: { description: "Hosts served with the 'bar' layout." } },
    { name: 'productBookUrl', type: 'text', admin: { description: 'External product book site.' } },
  ],
}
