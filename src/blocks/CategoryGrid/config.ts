import type { Block } from 'payload'

/** Product categories as picture tiles. */
export const CategoryGridBlock: Block = {
  slug: 'categoryGrid',
  interfaceName: 'CategoryGridBlock',
  fields: [
    { name: 'title', type: 'text' },
    { name: 'categories', type: 'relationship', relationTo: 'categories', hasMany: true, required: true },
  ],
}
