import path from 'node:path'
import { ValidationError, type CollectionBeforeOperationHook, type CollectionConfig } from 'payload'
import { editorsOnly } from '@/access'
import { TRADE_OFFER_MAX_BYTES } from '@/domain/trade/requests'
import { env } from '@/env'

/** Offers are PDFs of at most TRADE_OFFER_MAX_BYTES: refused before the file is stored. */
const checkSize: CollectionBeforeOperationHook = ({ args, req }) => {
  if (req.file && req.file.size > TRADE_OFFER_MAX_BYTES) {
    throw new ValidationError({ collection: 'trade-offers', errors: [{ path: 'file', message: `An offer is at most ${TRADE_OFFER_MAX_BYTES / 1024 / 1024} MB.` }], req })
  }
  return args
}

/**
 * Offers (PDF) editors attach to a trade request (docs/decisions/039). Editors only on every
 * operation, also Payload's own file URL (`/api/trade-offers/file/…` checks read access): the
 * visitor takes their offer through `GET /api/trade/requests/{id}/offers/{offer}`, which checks
 * that the request is theirs. Stored in their own folder of the media storage, which no public
 * route serves.
 */
export const TradeOffers: CollectionConfig = {
  slug: 'trade-offers',
  labels: { singular: 'Trade offer', plural: 'Trade offers' },
  admin: { group: 'Trade', useAsTitle: 'filename', defaultColumns: ['filename', 'title', 'createdAt'], description: 'PDF offers attached to trade requests: only the requesting visitor and editors can open them.' },
  access: { read: editorsOnly, create: editorsOnly, update: editorsOnly, delete: editorsOnly },
  hooks: { beforeOperation: [checkSize] },
  upload: {
    staticDir: path.resolve(env().MEDIA_DIR, 'trade-offers'),
    mimeTypes: ['application/pdf'],
  },
  fields: [{ name: 'title', type: 'text', maxLength: 200, admin: { description: 'Shown to the visitor beside the file (else the file name).' } }],
}
