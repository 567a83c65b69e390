import type { CollectionConfig } from 'payload'
import { anyone, editorsOnly } from '@/access'
import { MIXER_MAX_SLOTS, mixerCodePattern } from '@/domain/mixer/limits'
import { revalidateHooks } from '../hooks/revalidate'

const validCode = (value: string | null | undefined) => (typeof value === 'string' && mixerCodePattern.test(value)) || 'Use 1–24 lower-case letters, digits or hyphens'

/**
 * The materials mixer's interiors (issue 20): a picture and its named slots, each placed on the
 * picture (x/y in per cent) and accepting the material families the editor ticks. The codes are
 * part of the mixer's shareable address, so they are short and stable.
 */
export const MixerScenes: CollectionConfig = {
  slug: 'mixer-scenes',
  admin: { group: 'Materials', useAsTitle: 'name', defaultColumns: ['name', 'code', 'order'] },
  access: { read: anyone, create: editorsOnly, update: editorsOnly, delete: editorsOnly },
  hooks: revalidateHooks,
  defaultSort: 'order',
  fields: [
    { name: 'code', type: 'text', required: true, unique: true, validate: validCode, admin: { description: 'Short code in the mixer’s address, e.g. living' } },
    { name: 'name', type: 'text', localized: true, required: true },
    { name: 'image', type: 'upload', relationTo: 'media', required: true },
    { name: 'order', type: 'number', defaultValue: 0, admin: { position: 'sidebar' } },
    {
      name: 'slots',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: MIXER_MAX_SLOTS,
      admin: { initCollapsed: true },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'code', type: 'text', required: true, validate: validCode, admin: { width: '30%', description: 'e.g. upholstery' } },
            { name: 'name', type: 'text', localized: true, required: true, admin: { width: '70%' } },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'x', type: 'number', required: true, min: 0, max: 100, admin: { width: '25%', description: '% from the left' } },
            { name: 'y', type: 'number', required: true, min: 0, max: 100, admin: { width: '25%', description: '% from the top' } },
            { name: 'outdoor', type: 'checkbox', admin: { width: '50%', description: 'Outdoors: materials not made for outdoor use get a warning' } },
          ],
        },
        { name: 'accepts', type: 'relationship', relationTo: 'material-categories', hasMany: true, required: true, admin: { description: 'Material families this slot takes' } },
      ],
    },
  ],
}
