import 'server-only'
import { jsonWithCookies, sessionVisitor, visitorDatabase, type AccountsDatabase } from '@/features/accounts'
import type { Translate } from '@/i18n/translator'

/** The signed-in owner of the request and the visitor tables, or the 401 to answer. */
export async function wishlistOwner(request: Request, t: Translate): Promise<{ ok: true; userId: string; cookies: Headers | null; database: AccountsDatabase } | { ok: false; response: Response }> {
  const { userId, cookies } = await sessionVisitor(request)
  if (!userId) return { ok: false, response: jsonWithCookies({ error: 'unauthenticated', message: t('wishlist.signInRequired') }, 401, cookies) }
  return { ok: true, userId, cookies, database: await visitorDatabase() }
}

export { jsonWithCookies }
