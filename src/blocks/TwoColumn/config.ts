import type { Block } from 'payload'

/** Text beside a picture, the picture on the side the editor picks. */
export const TwoColumnBlock: Block = {
  slug: 'twoColumn',
  interfaceName: 'TwoColumnBlock',
  fields: [
    { name: 'text', type: 'richText', required: true },
    { name: 'image', type: 'upload', relationTo: 'media', required: true },
    { name: 'imageSide', type: 'select', required: true, defaultValue: 'right', options: ['left', 'right'].map((value) => ({ value, label: value })) },
  ],
}
