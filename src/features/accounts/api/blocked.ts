import 'server-only'
import type { Translate } from '@/i18n/translator'
import { VISITOR_BLOCKED_CODE } from '../server/authOptions'
import { privateNoStore } from './headers'

/**
 * better-auth's answer when the session-create hook refused a blocked visitor (any sign-in path:
 * password, second factor, code, link): 403 'This account is blocked' in the visitor's language,
 * no session. Null for any other answer. It is only told after a right password, code or link,
 * so it names no account to someone who does not hold it.
 */
export async function blockedAnswer(answer: Response, t: Translate): Promise<Response | null> {
  if (answer.status !== 403) return null
  const body: unknown = await answer
    .clone()
    .json()
    .catch(() => null)
  if (typeof body !== 'object' || body === null || !('code' in body) || body.code !== VISITOR_BLOCKED_CODE) return null
  return Response.json({ error: 'account_suspended', message: t('auth.error.accountSuspended') }, { status: 403, headers: privateNoStore })
}
