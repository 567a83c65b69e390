import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { editorsOnly } from '@/access'
import { markets } from '@/domain/catalogue/types'
import { env } from '@/env'
import { tradeGroups } from '@/domain/trade/access'
import { tradeDownloadKinds } from '@/domain/trade/downloads'

/**
 * Trade-only files (issue 21, docs/decisions/038): CAD, 3D, BIM and price lists, per product and
 * (optionally) per trade group and market. A collection of its own, apart from the public `downloads`: no
 * public reader, listing, search index or sitemap knows it, and its read rule is editors only,
 * so Payload's REST, GraphQL and static file URL answer nobody else. Approved professionals take
 * the files through `/api/trade/downloads/{id}`.
 */
export const TradeDownloads: CollectionConfig = {
  slug: 'trade-downloads',
  labels: { singular: 'Trade download', plural: 'Trade downloads' },
  admin: { group: 'Trade', useAsTitle: 'title', defaultColumns: ['title', 'kind', 'groups', 'markets', 'updatedAt'] },
  access: { read: editorsOnly, create: editorsOnly, update: editorsOnly, delete: editorsOnly },
  upload: {
    staticDir: path.resolve(env().MEDIA_DIR, 'trade-downloads'),
    mimeTypes: ['application/pdf', 'application/zip', 'application/octet-stream', 'model/*', 'image/*', 'text/csv', 'application/vnd.ms-excel', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  },
  fields: [
    { name: 'title', type: 'text', localized: true, required: true },
    { name: 'kind', type: 'select', required: true, options: tradeDownloadKinds.map((value) => ({ value, label: value === 'priceList' ? 'Price list' : value.toUpperCase() })) },
    { name: 'products', type: 'relationship', relationTo: 'products', hasMany: true, index: true, admin: { description: 'Empty: a file for the whole catalogue (e.g. a price list).' } },
    { name: 'groups', type: 'select', hasMany: true, options: tradeGroups.map((value) => ({ value, label: value })), admin: { description: 'Empty: every trade group.' } },
    // Net prices are per market (price lists, quickship, bulletins): a market's price list is for its professionals only.
    { name: 'markets', type: 'select', hasMany: true, options: markets.map((value) => ({ value, label: value })), admin: { description: 'Empty: every market. A price list with one market’s net prices: name that market.' } },
  ],
}
