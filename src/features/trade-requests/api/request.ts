import 'server-only'
import { jsonWithCookies } from '@/features/accounts'
import { endpoint } from '@/lib/edge/endpoint'
import { approvedVisitor } from '../server/requester'
import { ownRequest } from '../server/requests'

/** A request id from the address, or null. */
export const requestIdOf = (value: string): number | null => (/^[1-9]\d{0,9}$/.test(value) ? Number(value) : null)

/**
 * GET /api/trade/requests/{id}: one of the visitor's own requests (lines, history, answer,
 * offers). Another visitor's, or none: 404, the same answer (nothing tells them it exists).
 */
export const GET = endpoint({ budget: 'tradeRead' }, async ({ request, t }, { params }: { params: Promise<{ id: string }> }) => {
  const visitor = await approvedVisitor(request, t)
  if (!visitor.ok) return visitor.response
  const id = requestIdOf((await params).id)
  const found = id === null ? null : await ownRequest(visitor.userId, id)
  if (!found) return jsonWithCookies({ error: 'not_found', message: t('tradeRequests.notFound') }, 404, visitor.cookies)
  return jsonWithCookies({ request: found }, 200, visitor.cookies)
})
