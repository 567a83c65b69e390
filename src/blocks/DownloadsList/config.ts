import type { Block } from 'payload'

/** Files of some download categories, each a direct download. */
export const DownloadsListBlock: Block = {
  slug: 'downloadsList',
  interfaceName: 'DownloadsListBlock',
  fields: [
    { name: 'title', type: 'text' },
    { name: 'categories', type: 'relationship', relationTo: 'download-categories', hasMany: true, required: true },
    { name: 'limit', type: 'number', min: 1, max: 50, defaultValue: 6, required: true },
  ],
}
