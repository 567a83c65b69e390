import type { ArrayField } from 'payload'
import { measure, productTypeField } from '@/fields/common'

export const markets = [
  { value: 'eu', currency: 'EUR' },
  { value: 'uk', currency: 'GBP' },
  { value: 'us', currency: 'USD' },
  { value: 'ch', currency: 'CHF' },
  { value: 'cn', currency: 'CNY' },
] as const

/** A product's sellable versions: dimensions in cm, packages, prices per market. */
export const productVersions: ArrayField = {
  name: 'versions',
  type: 'array',
  minRows: 1,
  admin: { initCollapsed: true },
  fields: [
    { type: 'row', fields: [productTypeField('type'), { name: 'code', type: 'text', required: true }] },
    { name: 'name', type: 'text', localized: true, required: true },
    {
      name: 'dimensions',
      type: 'group',
      admin: { description: 'Centimetres. Width is shown as depth.' },
      fields: [
        { type: 'row', fields: [measure('length', 'cm', true), measure('height', 'cm', true), measure('depth', 'cm', true), measure('seatHeight', 'cm')] },
      ],
    },
    {
      name: 'packages',
      type: 'array',
      labels: { singular: 'Shipping package', plural: 'Shipping packages' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'count', type: 'number', min: 1, required: true, defaultValue: 1, admin: { width: '16%' } },
            measure('length', 'cm', true),
            measure('height', 'cm', true),
            measure('depth', 'cm', true),
          ],
        },
        { type: 'row', fields: [measure('weight', 'kg', true), measure('volume', 'm³', true)] },
      ],
    },
    {
      name: 'prices',
      type: 'array',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'market', type: 'select', required: true, options: markets.map((m) => ({ value: m.value, label: m.value.toUpperCase() })) },
            { name: 'currency', type: 'select', required: true, options: markets.map((m) => ({ value: m.currency, label: m.currency })) },
            { name: 'amount', type: 'number', min: 0, required: true },
          ],
        },
      ],
    },
  ],
}
