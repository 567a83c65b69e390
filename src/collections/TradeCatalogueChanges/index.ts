import type { CollectionConfig } from 'payload'
import { editorsOnly } from '@/access'
import { markets } from '@/domain/catalogue/types'
import { catalogueChangeKinds } from '@/domain/trade/warnings'

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }))
const readOnly = { readOnly: true } as const

/**
 * Changes of the published catalogue that concern followers (docs/decisions/040): a price changed
 * or withdrawn per version and market, a version removed, a product unpublished or deleted.
 * Written by the products' hooks when an editor publishes (src/collections/Products/hooks/
 * recordTradeChanges.ts), never by hand; visitors meet them as warnings on the trade landing.
 * Editors only.
 */
export const TradeCatalogueChanges: CollectionConfig = {
  slug: 'trade-catalogue-changes',
  labels: { singular: 'Catalogue change', plural: 'Catalogue changes' },
  admin: {
    group: 'Trade',
    useAsTitle: 'productCode',
    defaultColumns: ['productCode', 'versionCode', 'kind', 'market', 'previousAmount', 'amount', 'createdAt'],
    description: 'Recorded when a published product’s price or versions change: professionals who follow the item are warned.',
  },
  access: { read: editorsOnly, create: editorsOnly, update: () => false, delete: editorsOnly },
  defaultSort: '-createdAt',
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'kind', type: 'select', required: true, options: options(catalogueChangeKinds), admin: readOnly },
        { name: 'product', type: 'number', required: true, index: true, admin: readOnly },
        { name: 'productCode', type: 'text', required: true, admin: readOnly },
        { name: 'versionCode', type: 'text', admin: { ...readOnly, description: 'Empty: the whole product.' } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'market', type: 'select', options: options(markets), admin: readOnly },
        { name: 'currency', type: 'text', maxLength: 3, admin: readOnly },
        { name: 'previousAmount', type: 'number', admin: readOnly },
        { name: 'amount', type: 'number', admin: { ...readOnly, description: 'Empty: no longer priced in this market.' } },
      ],
    },
  ],
}
