import 'server-only'
import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { siteUrl } from '@/env'
import { isMfaSetUpRequired, mfaSetUpPath } from '@/features/accounts'
import type { Locale } from '@/i18n/locales'
import { tradeVisitor, type TradeVisitor } from './access'

/**
 * The trade area's pages read the visitor on the server (reading the request's headers makes
 * them dynamic: rendered per request, `private, no-store`, never in a shared cache): the same
 * session and application check as the endpoints. A visitor the site's policy holds at the
 * forced MFA set-up goes there (edit-profile), as the endpoints answer them 403.
 */
export async function pageTradeVisitor(locale: Locale): Promise<TradeVisitor> {
  try {
    return await tradeVisitor(new Request(`${siteUrl()}/`, { headers: await headers() }))
  } catch (error) {
    if (isMfaSetUpRequired(error)) redirect(mfaSetUpPath(locale))
    throw error
  }
}
