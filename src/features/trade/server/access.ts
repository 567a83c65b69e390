import 'server-only'
import { sessionVisitorProfile, type VisitorProfile } from '@/features/accounts'
import { tradeAccessOf, type TradeAccess } from '@/domain/trade/access'
import type { TradeApplication } from '@/payload-types'
import { applicationOf } from './applications'

/** The request's standing in the trade area, with what the page and the endpoints need beside it. */
export interface TradeVisitor {
  access: TradeAccess
  userId: string | null
  profile: VisitorProfile | null
  application: TradeApplication | null
  /** Cookies better-auth refreshed, to pass on in the answer. */
  cookies: Headers | null
}

/** One read of the session and (for a professional) one of the application: every trade page and endpoint starts here. */
export async function tradeVisitor(request: Request): Promise<TradeVisitor> {
  const { userId, cookies, profile } = await sessionVisitorProfile(request)
  const application = userId && profile?.kind === 'professional' ? await applicationOf(userId) : null
  return { access: tradeAccessOf(userId && profile ? profile : null, application), userId, profile, application, cookies }
}
