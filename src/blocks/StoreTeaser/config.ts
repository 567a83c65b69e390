import type { Block } from 'payload'

/** An invitation to visit a showroom, leading to the store locator. */
export const StoreTeaserBlock: Block = {
  slug: 'storeTeaser',
  interfaceName: 'StoreTeaserBlock',
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'text', type: 'textarea' },
    { name: 'image', type: 'upload', relationTo: 'media', required: true },
  ],
}
