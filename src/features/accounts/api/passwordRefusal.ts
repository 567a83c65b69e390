import 'server-only'
import type { Translate } from '@/i18n/translator'
import { refusalLabels, refusalOfCode } from '../logic/passwordPolicy'
import { privateNoStore } from './headers'

/**
 * better-auth's answer to a password the policy refused (server/passwordPolicy.ts), as the
 * visitor's message beside the password field; null for any other answer.
 */
export async function passwordRefused(answer: Response, t: Translate, field = 'password'): Promise<Response | null> {
  if (answer.status !== 400) return null
  const body: unknown = await answer
    .clone()
    .json()
    .catch(() => null)
  const code = typeof body === 'object' && body !== null && 'code' in body ? body.code : null
  const refusal = refusalOfCode(code)
  if (!refusal) return null
  return Response.json(
    { error: 'password_refused', reason: refusal, message: t('validation.checkFields'), fields: { [field]: t(refusalLabels[refusal]) } },
    { status: 400, headers: privateNoStore },
  )
}
