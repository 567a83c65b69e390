import type { CollectionConfig } from 'payload'
import { editorsOnly } from '@/access'
import { markets } from '@/domain/catalogue/types'

/**
 * Lead times and stock per version (issue 21, docs/decisions/038), in a market or (market
 * empty) every market: trade data, so editors only; the trade list reads it past the rule.
 */
export const TradeAvailability: CollectionConfig = {
  slug: 'trade-availability',
  labels: { singular: 'Trade availability', plural: 'Trade availability' },
  admin: { group: 'Trade', useAsTitle: 'versionCode', defaultColumns: ['versionCode', 'market', 'leadTimeWeeks', 'stock'] },
  access: { read: editorsOnly, create: editorsOnly, update: editorsOnly, delete: editorsOnly },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'versionCode', type: 'text', required: true, index: true, maxLength: 60 },
        { name: 'market', type: 'select', options: markets.map((value) => ({ value, label: value.toUpperCase() })), admin: { description: 'Empty: every market.' } },
        { name: 'leadTimeWeeks', type: 'number', min: 0, max: 104, admin: { description: 'Weeks from order to shipping.' } },
        { name: 'stock', type: 'number', min: 0, admin: { description: 'Pieces in stock.' } },
      ],
    },
  ],
}
