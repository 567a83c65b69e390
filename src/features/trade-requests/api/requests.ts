import 'server-only'
import { jsonWithCookies } from '@/features/accounts'
import { isTradeRequestStatus, TRADE_REQUEST_MAX_LINES, TRADE_REQUEST_MAX_OPEN, TRADE_REQUEST_MAX_QUANTITY } from '@/domain/trade/requests'
import { endpoint } from '@/lib/edge/endpoint'
import { tradeRequestSchema } from '../logic/request'
import { approvedVisitor } from '../server/requester'
import { requestCounts, requestsOf, submitRequest } from '../server/requests'

/**
 * GET /api/trade/requests[?status=submitted|inReview|answered|closed]: the approved visitor's
 * own requests, newest first, and the landing's counts (open, unread answers). 401 signed out,
 * 403 for anyone not approved. Never cached.
 */
export const GET = endpoint({ budget: 'tradeRead' }, async ({ request, url, t }) => {
  const visitor = await approvedVisitor(request, t)
  if (!visitor.ok) return visitor.response
  const status = url.searchParams.get('status')
  const [requests, counts] = await Promise.all([requestsOf(visitor.userId, isTradeRequestStatus(status) ? status : null), requestCounts(visitor.userId)])
  return jsonWithCookies({ requests, counts }, 200, visitor.cookies)
})

/**
 * POST /api/trade/requests `{ kind, market, message, lines: [{ version, quantity, configuration? }] }`:
 * an approved professional asks for a quote or samples, in one of their markets; 200 with the
 * request (submitted). 400 per field (the market not theirs: on `market`), 409 `too_many_open`
 * at TRADE_REQUEST_MAX_OPEN requests waiting, 401/403 as GET. Budget `tradeRequest`.
 */
export const POST = endpoint({ budget: 'tradeRequest', tooManyLabel: 'tradeRequests.tooMany', schema: tradeRequestSchema, labelValues: { maxLines: TRADE_REQUEST_MAX_LINES, maxQuantity: TRADE_REQUEST_MAX_QUANTITY } }, async ({ request, body, locale, t }) => {
  const visitor = await approvedVisitor(request, t)
  if (!visitor.ok) return visitor.response
  if (!(visitor.access.markets as readonly string[]).includes(body.market)) {
    const message = t('tradeRequests.marketNotYours')
    return jsonWithCookies({ error: 'invalid', message, fields: { market: message } }, 400, visitor.cookies)
  }
  const created = await submitRequest({ visitor: visitor.userId, name: visitor.name, email: visitor.email, company: visitor.company, locale }, body)
  if (!created) return jsonWithCookies({ error: 'too_many_open', message: t('tradeRequests.tooManyOpen', { maxOpen: TRADE_REQUEST_MAX_OPEN }) }, 409, visitor.cookies)
  return jsonWithCookies({ request: created }, 200, visitor.cookies)
})
