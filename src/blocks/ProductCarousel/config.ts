import type { Block } from 'payload'

export const ProductCarouselBlock: Block = {
  slug: 'productCarousel',
  interfaceName: 'ProductCarouselBlock',
  fields: [
    { name: 'title', type: 'text', localized: true },
    { name: 'products', type: 'relationship', relationTo: 'products', hasMany: true, required: true },
  ],
}
