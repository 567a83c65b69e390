import 'server-only'
import { jsonWithCookies, sessionVisitor, visitorDatabase, type AccountsDatabase } from '@/features/accounts'
import type { Translate } from '@/i18n/translator'
import { isBoardId } from '../logic/board'
import { MOODBOARD_MAX_BOARDS } from '../logic/limits'

export type Owner = { ok: true; userId: string; cookies: Headers | null; database: AccountsDatabase }

/** The signed-in owner of the request and the visitor tables, or the 401 to answer. */
export async function boardOwner(request: Request, t: Translate): Promise<Owner | { ok: false; response: Response }> {
  const { userId, cookies } = await sessionVisitor(request)
  if (!userId) return { ok: false, response: jsonWithCookies({ error: 'unauthenticated', message: t('moodboard.signInRequired') }, 401, cookies) }
  return { ok: true, userId, cookies, database: await visitorDatabase() }
}

/** The board id of the route, when it is a well-formed UUID v4 (else nothing can match it). */
export async function boardIdOf(params: Promise<{ id: string }>): Promise<string | null> {
  const { id } = await params
  const lower = id.toLowerCase()
  return isBoardId(lower) ? lower : null
}

/** 404 for a board that is not the visitor's own live board — never telling whether it is someone else's. */
export const missing = (owner: Owner, t: Translate) => jsonWithCookies({ error: 'not_found', message: t('moodboard.missing') }, 404, owner.cookies)
/** 409 when the visitor already keeps MOODBOARD_MAX_BOARDS boards. */
export const full = (owner: Owner, t: Translate) => jsonWithCookies({ error: 'moodboards_full', message: t('moodboard.full', { max: MOODBOARD_MAX_BOARDS }) }, 409, owner.cookies)

export { jsonWithCookies }
