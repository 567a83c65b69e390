import type { Block } from 'payload'

/** The newest products, materials and stories together, kept current by itself. */
export const WhatsNewBlock: Block = {
  slug: 'whatsNew',
  interfaceName: 'WhatsNewBlock',
  fields: [
    { name: 'title', type: 'text' },
    { name: 'perKind', type: 'number', min: 1, max: 12, defaultValue: 4, required: true, admin: { description: 'How many of each kind (products, materials, stories)' } },
  ],
}
