import type { CollectionConfig } from 'payload'
import { editorsOnly } from '@/access'
import { tradeNoticeMarkKinds } from '@/domain/trade/bulletins'

/**
 * Per visitor, what they have done with the trade area's notices (docs/decisions/040): a
 * bulletin read (`subject`: the notice's id) or a warning acknowledged (`subject`: the catalogue
 * change's id). One row per visitor, kind and subject (a unique index: a double click or two tabs
 * write one row). Visitors are not in Payload (decision 012): `visitor` is better-auth's user id,
 * always the session's, written by the trade area's server code through the Local API.
 */
export const TradeNoticeMarks: CollectionConfig = {
  slug: 'trade-notice-marks',
  labels: { singular: 'Trade notice mark', plural: 'Trade notice marks' },
  admin: { group: 'Trade', hidden: true },
  access: { read: editorsOnly, create: editorsOnly, update: editorsOnly, delete: editorsOnly },
  indexes: [{ fields: ['visitor', 'kind', 'subject'], unique: true }],
  fields: [
    { name: 'visitor', type: 'text', required: true, index: true },
    { name: 'kind', type: 'select', required: true, options: tradeNoticeMarkKinds.map((value) => ({ value, label: value })) },
    { name: 'subject', type: 'number', required: true },
  ],
}
