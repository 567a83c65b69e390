import type { Block } from 'payload'

/** One picture with a caption, at full bleed, wide or text width. */
export const ImageBlock: Block = {
  slug: 'image',
  interfaceName: 'ImageBlock',
  fields: [
    { name: 'image', type: 'upload', relationTo: 'media', required: true },
    { name: 'caption', type: 'text' },
    { name: 'size', type: 'select', required: true, defaultValue: 'wide', options: ['full', 'wide', 'narrow'].map((value) => ({ value, label: value })) },
  ],
}
