import type { Block } from 'payload'
import { linkField } from '@/fields/link'

/** Full-bleed slider; each slide has a desktop and an optional mobile image. */
export const HeroBlock: Block = {
  slug: 'hero',
  interfaceName: 'HeroBlock',
  fields: [
    {
      name: 'slides',
      type: 'array',
      minRows: 1,
      required: true,
      fields: [
        { name: 'title', type: 'text', localized: true, required: true },
        { name: 'text', type: 'textarea', localized: true },
        { name: 'image', type: 'upload', relationTo: 'media', required: true },
        { name: 'mobileImage', type: 'upload', relationTo: 'media' },
        linkField('link'),
      ],
    },
  ],
}
