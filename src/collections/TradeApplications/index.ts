import type { CollectionConfig } from 'payload'
import { editorsOnly } from '@/access'
import { markets } from '@/domain/catalogue/types'
import { professions } from '@/domain/professions'
import { TRADE_REJECTION_REASON_MAX_LENGTH, tradeApplicationStatuses, tradeGroups } from '@/domain/trade/access'
import { locales } from '@/i18n/locales'
import { checkDecision, stampDecision } from './hooks/decision'
import { mailDecision } from './hooks/mailDecision'

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }))

/**
 * Professionals' applications to the trade area 'Access' (issue 21, docs/decisions/037), one per
 * visitor (better-auth's user id: visitors are not in Payload). Written by the visitor's own
 * endpoint (`POST /api/trade/application`, through the Local API); editors approve or reject here,
 * assigning a trade group and markets, and the visitor is mailed in their language. Nobody else
 * reads them: not the public REST or GraphQL API, not a visitor's session.
 */
export const TradeApplications: CollectionConfig = {
  slug: 'trade-applications',
  labels: { singular: 'Trade application', plural: 'Trade applications' },
  admin: {
    group: 'Trade',
    useAsTitle: 'company',
    defaultColumns: ['company', 'name', 'email', 'country', 'status', 'group', 'appliedAt'],
    description: 'Professionals asking for the trade area. Approve with a group and markets, or reject with a reason: the visitor is mailed in their language.',
  },
  access: { read: editorsOnly, create: editorsOnly, update: editorsOnly, delete: editorsOnly },
  hooks: { beforeValidate: [checkDecision], beforeChange: [stampDecision], afterChange: [mailDecision] },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'status', type: 'select', required: true, defaultValue: 'pending', index: true, options: options(tradeApplicationStatuses) },
        { name: 'group', type: 'select', options: options(tradeGroups), admin: { description: 'Required to approve: the price lists are per group.' } },
        { name: 'markets', type: 'select', hasMany: true, options: options(markets), admin: { description: 'Required to approve: the markets whose trade prices the visitor sees.' } },
      ],
    },
    {
      name: 'reason',
      type: 'textarea',
      maxLength: TRADE_REJECTION_REASON_MAX_LENGTH,
      admin: { description: 'Required to reject: shown to the visitor and mailed to them.' },
    },
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', required: true, maxLength: 240, admin: { readOnly: true } },
        { name: 'email', type: 'email', required: true, admin: { readOnly: true } },
        { name: 'locale', type: 'select', required: true, options: options(locales), admin: { readOnly: true, description: 'The language of the mails.' } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'profession', type: 'select', required: true, options: options(professions) },
        { name: 'company', type: 'text', required: true, maxLength: 120 },
        { name: 'vatNumber', type: 'text', required: true, maxLength: 20 },
        { name: 'country', type: 'text', required: true, maxLength: 2 },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'appliedAt', type: 'date', required: true, admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'decidedAt', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
      ],
    },
    // The visitor's id in the visitor store (docs/decisions/012): one application each.
    { name: 'visitor', type: 'text', required: true, unique: true, index: true, admin: { readOnly: true, position: 'sidebar' } },
  ],
}
