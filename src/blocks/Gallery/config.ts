import type { Block } from 'payload'

/** A grid of pictures. */
export const GalleryBlock: Block = {
  slug: 'gallery',
  interfaceName: 'GalleryBlock',
  fields: [
    { name: 'title', type: 'text' },
    { name: 'images', type: 'upload', relationTo: 'media', hasMany: true, required: true, minRows: 2 },
  ],
}
