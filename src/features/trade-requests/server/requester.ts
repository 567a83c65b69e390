import 'server-only'
import { jsonWithCookies } from '@/features/accounts'
import type { TradeAccess } from '@/domain/trade/access'
import type { Translate } from '@/i18n/translator'
import { tradeVisitor } from '@/features/trade'

/** An approved professional of the request, or the answer to give anyone else. */
export type ApprovedVisitor =
  | { ok: true; userId: string; name: string; email: string; company: string; access: Extract<TradeAccess, { state: 'approved' }>; cookies: Headers | null }
  | { ok: false; response: Response }

/**
 * The one check of every request endpoint: signed out 401; signed in but not an approved
 * professional (private, not applied, pending, refused) 403; else the visitor, from the session.
 */
export async function approvedVisitor(request: Request, t: Translate): Promise<ApprovedVisitor> {
  const { access, userId, profile, application, cookies } = await tradeVisitor(request)
  if (access.state === 'signedOut' || !userId || !profile) return { ok: false, response: jsonWithCookies({ error: 'unauthenticated', message: t('trade.signInRequired') }, 401, cookies) }
  if (access.state !== 'approved') return { ok: false, response: jsonWithCookies({ error: 'not_approved', message: t('tradeRequests.approvedOnly') }, 403, cookies) }
  return { ok: true, userId, name: `${profile.name} ${profile.surname}`.trim(), email: profile.email, company: application?.company ?? profile.company ?? '', access, cookies }
}
