import type { CollectionConfig } from 'payload'
import { editorsOnly } from '@/access'
import { markets } from '@/domain/catalogue/types'

/**
 * Quickship (issue 21, docs/decisions/038): versions in stock for fast delivery, per market —
 * the editor sets the quantity and the day it ships by. Editors only: it reaches approved
 * professionals through `/{lang}/access/quickship` alone, never the public REST or GraphQL API.
 */
export const TradeQuickship: CollectionConfig = {
  slug: 'trade-quickship',
  labels: { singular: 'Quickship item', plural: 'Quickship items' },
  admin: { group: 'Trade', useAsTitle: 'versionCode', defaultColumns: ['versionCode', 'product', 'market', 'quantity', 'shipBy'] },
  access: { read: editorsOnly, create: editorsOnly, update: editorsOnly, delete: editorsOnly },
  fields: [
    { name: 'product', type: 'relationship', relationTo: 'products', required: true, index: true },
    {
      type: 'row',
      fields: [
        { name: 'versionCode', type: 'text', required: true, index: true, maxLength: 60, admin: { description: 'The version’s code, as on the product.' } },
        { name: 'market', type: 'select', required: true, index: true, options: markets.map((value) => ({ value, label: value.toUpperCase() })) },
        { name: 'quantity', type: 'number', required: true, min: 0, admin: { description: '0 hides the item.' } },
        { name: 'shipBy', type: 'date', required: true, index: true, admin: { date: { pickerAppearance: 'dayOnly' }, description: 'The day it ships by; past days are hidden.' } },
      ],
    },
  ],
}
