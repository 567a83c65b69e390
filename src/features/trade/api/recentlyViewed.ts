import 'server-only'
import { jsonWithCookies, privateNoStore } from '@/features/accounts'
import { endpoint } from '@/lib/edge/endpoint'
import { viewSchema } from '../logic/recentlyViewed'
import { tradeVisitor } from '../server/access'
import { productIdExists } from '../server/catalogue'
import { recordView } from '../server/recentlyViewed'

/**
 * POST /api/trade/recently-viewed `{ productId }`: an approved professional opened a public
 * product page; it joins their 'recently viewed' (at most TRADE_RECENTLY_VIEWED_MAX kept). The
 * owner is the session's user; a foreign Origin is refused by the edge; budget `tradeViewed`.
 * 401 signed out, 403 for anyone not approved (nothing stored), 404 for an unknown product,
 * 204 when recorded. Trade pages record their views on the server.
 */
export const POST = endpoint({ budget: 'tradeViewed', schema: viewSchema }, async ({ request, body, locale, t }) => {
  const { access, userId, cookies } = await tradeVisitor(request)
  if (access.state === 'signedOut' || !userId) return jsonWithCookies({ error: 'unauthenticated', message: t('trade.signInRequired') }, 401, cookies)
  if (access.state !== 'approved') return jsonWithCookies({ error: 'not_approved', message: t('trade.notApproved') }, 403, cookies)
  if (!(await productIdExists(locale, body.productId))) return jsonWithCookies({ error: 'not_found', message: t('trade.viewed.unknown') }, 404, cookies)
  await recordView(userId, body.productId)
  const headers = new Headers(privateNoStore)
  for (const cookie of cookies?.getSetCookie() ?? []) headers.append('Set-Cookie', cookie)
  return new Response(null, { status: 204, headers })
})
