import 'server-only'
import { redirect } from 'next/navigation'
import { loginPathFor } from '@/domain/userPaths'
import { tradeAreaPath } from '@/domain/trade/paths'
import type { Locale } from '@/i18n/locales'
import { pageTradeVisitor } from '@/features/trade'
import type { TradeAccess } from '@/domain/trade/access'

/**
 * The requests and archive pages' visitor: signed out, to the sign-in (back here after it);
 * signed in but not approved, to the landing, which explains their standing (never trade
 * content). The same check as the endpoints.
 */
export async function approvedPageVisitor(locale: Locale, here: string): Promise<{ userId: string; email: string; access: Extract<TradeAccess, { state: 'approved' }> }> {
  const { access, userId, profile } = await pageTradeVisitor(locale)
  if (access.state === 'signedOut' || !userId || !profile) redirect(loginPathFor(locale, here))
  if (access.state !== 'approved') redirect(tradeAreaPath(locale))
  return { userId, email: profile.email, access }
}
