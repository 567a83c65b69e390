import 'server-only'
import { stat } from 'node:fs/promises'
import path from 'node:path'
import { payloadClient } from '@/data/payload'
import { env } from '@/env'
import { hasUnreadAnswer, isOpenRequest, isTradeRequestStatus, TRADE_REQUEST_MAX_OPEN, type TradeRequestStatus } from '@/domain/trade/requests'
import type { Where } from 'payload'
import type { Locale } from '@/i18n/locales'
import type { TradeOffer, TradeRequest } from '@/payload-types'
import type { TradeRequestForm } from '../logic/request'

/** Who asks: taken from the session and the approved application, never from the request body. */
export interface Requester {
  visitor: string
  name: string
  email: string
  company: string
  locale: Locale
}

/** An offer as the visitor sees it: a name and the address of their own download. */
export interface OwnOffer {
  id: number
  name: string
}

/** A request as its owner reads it (never another visitor's, never the editors' bookkeeping). */
export interface OwnRequest {
  id: number
  kind: TradeRequest['kind']
  market: TradeRequest['market']
  status: TradeRequestStatus
  message: string
  lines: { version: string; quantity: number; configuration: string | null }[]
  answer: string | null
  offers: OwnOffer[]
  history: { status: TradeRequestStatus; at: string }[]
  submittedAt: string
  answeredAt: string | null
  unread: boolean
}

const statusOf = (value: string): TradeRequestStatus => (isTradeRequestStatus(value) ? value : 'submitted')
const isOffer = (value: number | TradeOffer): value is TradeOffer => typeof value === 'object'

function ownView(doc: TradeRequest): OwnRequest {
  return {
    id: doc.id,
    kind: doc.kind,
    market: doc.market,
    status: statusOf(doc.status),
    message: doc.message ?? '',
    lines: doc.lines.map((line) => ({ version: line.version, quantity: line.quantity, configuration: line.configuration ?? null })),
    answer: doc.status === 'answered' || doc.status === 'closed' ? (doc.answer ?? null) : null,
    offers: (doc.offers ?? []).filter(isOffer).map((offer) => ({ id: offer.id, name: offer.title ?? offer.filename ?? String(offer.id) })),
    history: (doc.history ?? []).map((step) => ({ status: statusOf(step.status), at: step.at })),
    submittedAt: doc.submittedAt,
    answeredAt: doc.answeredAt ?? null,
    unread: hasUnreadAnswer(doc),
  }
}

/** The visitor's requests, newest first, optionally of one status: read past the editors-only rule, the owner the query's condition. */
export async function requestsOf(visitor: string, status?: TradeRequestStatus | null): Promise<OwnRequest[]> {
  const payload = await payloadClient()
  const where: Where = status ? { and: [{ visitor: { equals: visitor } }, { status: { equals: status } }] } : { visitor: { equals: visitor } }
  const { docs } = await payload.find({ collection: 'trade-requests', where, sort: '-submittedAt', limit: 200, depth: 1, overrideAccess: true })
  return docs.map(ownView)
}

/** One of the visitor's requests, or null (also for another visitor's: the caller answers 404). */
export async function ownRequest(visitor: string, id: number): Promise<OwnRequest | null> {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'trade-requests', where: { and: [{ id: { equals: id } }, { visitor: { equals: visitor } }] }, limit: 1, depth: 1, overrideAccess: true })
  const doc = docs[0]
  return doc ? ownView(doc) : null
}

/** The visitor opened the request: its answer is no longer unread. */
export async function markSeen(id: number): Promise<void> {
  const payload = await payloadClient()
  await payload.update({ collection: 'trade-requests', id, data: { seenAt: new Date().toISOString() }, depth: 0, overrideAccess: true })
}

/** How many of the visitor's requests wait for the editors, and how many answers they have not read. */
export async function requestCounts(visitor: string): Promise<{ open: number; unread: number }> {
  const requests = await requestsOf(visitor)
  return { open: requests.filter((request) => isOpenRequest(request.status)).length, unread: requests.filter((request) => request.unread).length }
}

/** Files the request, submitted; null when the visitor has TRADE_REQUEST_MAX_OPEN open already. */
export async function submitRequest(requester: Requester, form: TradeRequestForm): Promise<OwnRequest | null> {
  const payload = await payloadClient()
  const open = await payload.count({ collection: 'trade-requests', where: { and: [{ visitor: { equals: requester.visitor } }, { status: { in: ['submitted', 'inReview'] } }] }, overrideAccess: true })
  if (open.totalDocs >= TRADE_REQUEST_MAX_OPEN) return null
  const doc = await payload.create({
    collection: 'trade-requests',
    data: { ...requester, kind: form.kind, market: form.market as TradeRequest['market'], message: form.message, lines: form.lines, status: 'submitted', submittedAt: new Date().toISOString() },
    depth: 1,
    overrideAccess: true,
  })
  return ownView(doc)
}

/** A stored offer file, ready to stream. */
export interface OfferFile {
  filename: string
  mimeType: string
  size: number
  path: string
}

/** An offer attached to one of the visitor's requests, or null (not theirs, not attached, file missing). */
export async function ownOfferFile(visitor: string, requestId: number, offerId: number): Promise<OfferFile | null> {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'trade-requests', where: { and: [{ id: { equals: requestId } }, { visitor: { equals: visitor } }] }, limit: 1, depth: 0, overrideAccess: true, select: { offers: true, status: true } })
  const request = docs[0]
  const attached = (request?.offers ?? []).some((offer) => (typeof offer === 'number' ? offer : offer.id) === offerId)
  if (!request || !attached || !(request.status === 'answered' || request.status === 'closed')) return null
  const offer = await payload.findByID({ collection: 'trade-offers', id: offerId, depth: 0, overrideAccess: true, disableErrors: true })
  if (!offer?.filename) return null
  const file = path.join(path.resolve(env().MEDIA_DIR, 'trade-offers'), path.basename(offer.filename))
  const info = await stat(file).catch(() => null)
  if (!info?.isFile()) return null
  return { filename: offer.filename, mimeType: offer.mimeType ?? 'application/pdf', size: info.size, path: file }
}
