import type { CollectionConfig } from 'payload'
import { editorsOnly } from '@/access'
import { markets } from '@/domain/catalogue/types'
import {
  TRADE_REQUEST_ANSWER_MAX_LENGTH,
  TRADE_REQUEST_MAX_LINES,
  TRADE_REQUEST_MAX_QUANTITY,
  TRADE_REQUEST_MESSAGE_MAX_LENGTH,
  tradeRequestKinds,
  tradeRequestStatuses,
} from '@/domain/trade/requests'
import { locales } from '@/i18n/locales'
import { mailAnswer } from './hooks/mailAnswer'
import { checkTransition, stampHistory } from './hooks/workflow'

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }))

/**
 * Quote and sample requests of approved professionals (issue 21 item 3, docs/decisions/039).
 * Written by the visitor's own endpoint (`POST /api/trade/requests`, Local API); editors run the
 * workflow here (submitted → in review → answered → closed, invalid steps refused), write the
 * answer and attach PDF offers; the visitor is mailed in their language when it is answered.
 * Editors only over REST and GraphQL: the visitor reads their own through the trade area.
 */
export const TradeRequests: CollectionConfig = {
  slug: 'trade-requests',
  labels: { singular: 'Trade request', plural: 'Trade requests' },
  admin: {
    group: 'Trade',
    useAsTitle: 'company',
    defaultColumns: ['id', 'company', 'kind', 'market', 'status', 'submittedAt'],
    description: 'Quotes and samples asked for by approved professionals. Move the status one step at a time; answering mails the visitor in their language.',
  },
  access: { read: editorsOnly, create: editorsOnly, update: editorsOnly, delete: editorsOnly },
  hooks: { beforeValidate: [checkTransition], beforeChange: [stampHistory], afterChange: [mailAnswer] },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'status', type: 'select', required: true, defaultValue: 'submitted', index: true, options: options(tradeRequestStatuses) },
        { name: 'kind', type: 'select', required: true, options: options(tradeRequestKinds), admin: { readOnly: true } },
        { name: 'market', type: 'select', required: true, options: options(markets), admin: { readOnly: true } },
      ],
    },
    {
      name: 'lines',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: TRADE_REQUEST_MAX_LINES,
      admin: { readOnly: true },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'version', type: 'text', required: true, maxLength: 40, admin: { description: 'The version code.' } },
            { name: 'quantity', type: 'number', required: true, min: 1, max: TRADE_REQUEST_MAX_QUANTITY },
            { name: 'configuration', type: 'text', maxLength: 400, admin: { description: 'The configurator address (?c=…), when the line comes from a configuration.' } },
          ],
        },
      ],
    },
    { name: 'message', type: 'textarea', maxLength: TRADE_REQUEST_MESSAGE_MAX_LENGTH, admin: { readOnly: true } },
    { name: 'answer', type: 'textarea', maxLength: TRADE_REQUEST_ANSWER_MAX_LENGTH, admin: { description: 'Required to answer: shown to the visitor and mailed to them.' } },
    { name: 'offers', type: 'relationship', relationTo: 'trade-offers', hasMany: true, admin: { description: 'PDF offers: only this visitor and editors can open them.' } },
    {
      name: 'history',
      type: 'array',
      admin: { readOnly: true, description: 'Each change of status.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'status', type: 'select', required: true, options: options(tradeRequestStatuses) },
            { name: 'at', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', required: true, maxLength: 240, admin: { readOnly: true } },
        { name: 'email', type: 'email', required: true, admin: { readOnly: true } },
        { name: 'company', type: 'text', maxLength: 120, admin: { readOnly: true } },
        { name: 'locale', type: 'select', required: true, options: options(locales), admin: { readOnly: true, description: 'The language of the mails.' } },
      ],
    },
    { name: 'submittedAt', type: 'date', required: true, index: true, admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'answeredAt', type: 'date', admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'seenAt', type: 'date', admin: { readOnly: true, position: 'sidebar', description: 'When the visitor last opened the request (for unread answers).', date: { pickerAppearance: 'dayAndTime' } } },
    // The visitor's id in the visitor store (docs/decisions/012): the owner.
    { name: 'visitor', type: 'text', required: true, index: true, admin: { readOnly: true, position: 'sidebar' } },
  ],
}
