import 'server-only'
import { jsonWithCookies, sessionVisitor, visitorDatabase, type AccountsDatabase } from '@/features/accounts'
import type { Translate } from '@/i18n/translator'

export type Owner = { ok: true; userId: string; cookies: Headers | null; database: AccountsDatabase }

/** The signed-in visitor of the request and the visitor tables, or the 401 to answer. */
export async function downloadsOwner(request: Request, t: Translate): Promise<Owner | { ok: false; cookies: Headers | null; response: Response }> {
  const { userId, cookies } = await sessionVisitor(request)
  if (!userId) return { ok: false, cookies, response: jsonWithCookies({ error: 'unauthenticated', message: t('download.signInRequired') }, 401, cookies) }
  return { ok: true, userId, cookies, database: await visitorDatabase() }
}

export { jsonWithCookies }
