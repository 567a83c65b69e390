import 'server-only'
import { headers } from 'next/headers'
import { siteUrl } from '@/env'
import { tradeVisitor, type TradeVisitor } from './access'

/**
 * The trade area's pages read the visitor on the server (reading the request's headers makes
 * them dynamic: rendered per request, `private, no-store`, never in a shared cache): the same
 * session and application check as the endpoints.
 */
export async function pageTradeVisitor(): Promise<TradeVisitor> {
  return tradeVisitor(new Request(`${siteUrl()}/`, { headers: await headers() }))
}
