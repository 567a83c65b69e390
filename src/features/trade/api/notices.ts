import 'server-only'
import { jsonWithCookies } from '@/features/accounts'
import type { TradeAccess } from '@/domain/trade/access'
import { endpoint } from '@/lib/edge/endpoint'
import type { Translate } from '@/i18n/translator'
import { acknowledgeSchema } from '../logic/notices'
import { tradeVisitor, type TradeVisitor } from '../server/access'
import { boardOf } from '../server/bulletins'
import { acknowledgeWarning, changeExists, warningsOf } from '../server/warnings'

type Approved = Extract<TradeAccess, { state: 'approved' }>

/** The refusal for anyone but an approved professional: 401 signed out, 403 otherwise (their state is the landing's to explain). */
function refusal({ access, cookies }: TradeVisitor, t: Translate): Response | null {
  if (access.state === 'signedOut') return jsonWithCookies({ error: 'unauthenticated', message: t('trade.signInRequired') }, 401, cookies)
  if (access.state !== 'approved') return jsonWithCookies({ error: 'not_approved', message: t('tradeNotices.notApproved') }, 403, cookies)
  return null
}

const approvedOf = (visitor: TradeVisitor): { userId: string; access: Approved } | null =>
  visitor.access.state === 'approved' && visitor.userId ? { userId: visitor.userId, access: visitor.access } : null

/**
 * GET /api/trade/notices: the approved professional's counts for the landing — unread notices of
 * their board and their warnings (id, kind, product, version, market, amounts, sources). Never cached.
 */
export const GET = endpoint({ budget: 'tradeRead' }, async ({ request, locale, t }) => {
  const visitor = await tradeVisitor(request)
  const approved = approvedOf(visitor)
  if (!approved) return refusal(visitor, t) ?? jsonWithCookies({ error: 'not_approved', message: t('tradeNotices.notApproved') }, 403, visitor.cookies)
  const [board, warnings] = await Promise.all([boardOf(approved.userId, approved.access, locale), warningsOf(approved.userId, approved.access.markets, locale)])
  return jsonWithCookies(
    {
      unreadBulletins: board.filter((notice) => !notice.read).length,
      bulletins: board.map(({ bulletin, read }) => ({ id: bulletin.id, title: bulletin.title, kind: bulletin.kind, publishedAt: bulletin.publishedAt, read })),
      warnings: warnings.map(({ change, sources, productName }) => ({ ...change, productName, sources })),
    },
    200,
    visitor.cookies,
  )
})

/**
 * POST /api/trade/notices `{ change }`: the approved professional acknowledges a warning; it stays
 * gone for them (and only for them). 404 for a change that does not exist.
 */
export const POST = endpoint({ budget: 'tradeNoticeMark', schema: acknowledgeSchema }, async ({ request, body, t }) => {
  const visitor = await tradeVisitor(request)
  const approved = approvedOf(visitor)
  if (!approved) return refusal(visitor, t) ?? jsonWithCookies({ error: 'not_approved', message: t('tradeNotices.notApproved') }, 403, visitor.cookies)
  if (!(await changeExists(body.change))) return jsonWithCookies({ error: 'not_found', message: t('tradeNotices.warningGone') }, 404, visitor.cookies)
  await acknowledgeWarning(approved.userId, body.change)
  return jsonWithCookies({ acknowledged: body.change }, 200, visitor.cookies)
})
