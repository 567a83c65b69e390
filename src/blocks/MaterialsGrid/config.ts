import type { Block } from 'payload'

/** Material families as square tiles. */
export const MaterialsGridBlock: Block = {
  slug: 'materialsGrid',
  interfaceName: 'MaterialsGridBlock',
  fields: [
    { name: 'title', type: 'text' },
    { name: 'families', type: 'relationship', relationTo: 'material-categories', hasMany: true, required: true },
  ],
}
