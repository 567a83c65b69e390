import 'server-only'
import { endpoint } from '@/lib/edge/endpoint'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../logic/constants'
import { passwordResetSchema, recoverySchema } from '../logic/selfService'
import { visitorAuth } from '../server/auth'
import { privateNoStore } from './headers'
import { passwordRefused } from './passwordRefusal'

/**
 * POST /api/user/recovery-psw?lang=en: mails a recovery link when the address has an account.
 * The answer is the same status and body for a known and an unknown address (the mail goes out
 * after the answer, so neither is the time different): nobody learns which addresses are registered.
 * 400 `proof_of_work` without a fresh proof-of-work answer in its header (docs/decisions/029).
 */
export const POST = endpoint({ budget: 'recovery', proofOfWork: true, schema: recoverySchema }, async ({ request, body, locale, t }) => {
  const auth = await visitorAuth()
  await auth.api.requestPasswordReset({ body: { email: body.email, redirectTo: `/${locale}/user/recovery-psw` }, headers: request.headers })
  return Response.json({ message: t('auth.recoveryEmailSent', { email: body.email }) }, { status: 200, headers: privateNoStore })
})

/**
 * POST /api/user/reset-password?lang=en: the recovery link's token and a new password. 200 with
 * the sign-in page to go to: every session of the account has ended and its lockout is lifted;
 * 400 when the link was used, has expired or never existed (one message for all three).
 */
export const resetPassword = endpoint(
  { budget: 'passwordReset', schema: passwordResetSchema, labelValues: { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH } },
  async ({ request, body, locale, t }) => {
    const auth = await visitorAuth()
    const answer = await auth.api.resetPassword({ body: { token: body.token, newPassword: body.password }, headers: request.headers, asResponse: true })
    if (!answer.ok) return (await passwordRefused(answer, t)) ?? Response.json({ error: 'invalid_token', message: t('account.resetLinkInvalid') }, { status: 400, headers: privateNoStore })
    return Response.json({ next: `/${locale}/user/login?reset=1` }, { status: 200, headers: privateNoStore })
  },
)
