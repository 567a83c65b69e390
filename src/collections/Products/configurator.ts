import type { Field, GroupField, Tab } from 'payload'
import { CONFIGURATOR_MAX_OPTIONS, CONFIGURATOR_MAX_PARTS, CONFIGURATOR_MAX_SURCHARGES, configuratorCodePattern } from '@/domain/configurator/limits'
import { markets } from './versions'

const validCode = (value: string | null | undefined) => (typeof value === 'string' && configuratorCodePattern.test(value)) || 'Use 1–24 lower-case letters, digits or hyphens'

/** A price difference in each market, in that market's currency (0 when left empty). */
const delta: GroupField = {
  name: 'delta',
  type: 'group',
  label: 'Price difference per market',
  fields: [
    {
      type: 'row',
      fields: markets.map((market): Field => ({ name: market.value, type: 'number', label: `${market.value.toUpperCase()} (${market.currency})`, defaultValue: 0 })),
    },
  ],
}

/**
 * The sofa configurator's data (issue 20): whether the product is configurable, its parts with
 * the materials allowed on each (single materials or whole families) and the surcharge of a
 * family on that part, and its options with a price difference per market. The product's
 * versions are its layouts. Codes are part of the shareable address, so they are short and stable.
 */
export const configuratorTab: Tab = {
  name: 'configurator',
  label: 'Configurator',
  fields: [
    { name: 'configurable', type: 'checkbox', defaultValue: false, admin: { description: 'Offer the configurator on the product page (needs at least one part)' } },
    {
      name: 'parts',
      type: 'array',
      maxRows: CONFIGURATOR_MAX_PARTS,
      admin: { initCollapsed: true, condition: (_, sibling) => Boolean(sibling.configurable) },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'code', type: 'text', required: true, validate: validCode, admin: { width: '30%', description: 'e.g. upholstery' } },
            { name: 'name', type: 'text', localized: true, required: true, admin: { width: '70%' } },
          ],
        },
        { name: 'materialCategories', type: 'relationship', relationTo: 'material-categories', hasMany: true, admin: { description: 'Every material of these families is allowed' } },
        { name: 'materials', type: 'relationship', relationTo: 'materials', hasMany: true, admin: { description: 'Single materials allowed besides the families' } },
        {
          name: 'surcharges',
          type: 'array',
          maxRows: CONFIGURATOR_MAX_SURCHARGES,
          admin: { description: 'A material family that costs more on this part' },
          fields: [{ name: 'category', type: 'relationship', relationTo: 'material-categories', required: true }, delta],
        },
      ],
    },
    {
      name: 'options',
      type: 'array',
      maxRows: CONFIGURATOR_MAX_OPTIONS,
      admin: { initCollapsed: true, condition: (_, sibling) => Boolean(sibling.configurable) },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'code', type: 'text', required: true, validate: validCode, admin: { width: '30%', description: 'e.g. storage-base' } },
            { name: 'name', type: 'text', localized: true, required: true, admin: { width: '70%' } },
          ],
        },
        delta,
        {
          type: 'row',
          fields: [
            { name: 'onlyVersions', type: 'text', hasMany: true, admin: { width: '50%', description: 'Version codes it exists for (empty: all)' } },
            { name: 'excludes', type: 'text', hasMany: true, admin: { width: '50%', description: 'Option codes it cannot be combined with' } },
          ],
        },
      ],
    },
  ],
}
