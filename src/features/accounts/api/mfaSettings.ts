import 'server-only'
import { endpoint } from '@/lib/edge/endpoint'
import type { Translate } from '@/i18n/translator'
import { processRateLimiter } from '@/lib/rateLimit/processLimiter'
import { groupedSecret, mfaConfirmSchema, mfaDisableSchema, mfaEnableConfirmation, mfaEnableSchema, mfaRequiredFor, readMfaCode, totpSecretOf } from '../logic/mfa'
import { firstUseOfCode, mfaPolicy, qrCodeSvg } from '../server/mfa'
import { signedInVisitor } from '../server/visitor'
import { passwordTurn } from './account'
import { jsonWithCookies, privateNoStore } from './headers'
import { mfaLockoutKey } from './mfaSignIn'

/**
 * The signed-in visitor (better-auth's session from the cookie), or null. The MFA endpoints are
 * the forced set-up itself: open to a visitor the site's policy holds there ('mfaSetUp').
 */
async function mfaVisitor(request: Request) {
  const signedIn = await signedInVisitor(request, 'mfaSetUp')
  if (!signedIn) return null
  const { auth, visitor } = signedIn
  const { id, kind, twoFactorEnabled } = visitor.user
  return { auth, id, email: visitor.user.email, sessionCreatedAt: new Date(visitor.session.createdAt), kind: typeof kind === 'string' ? kind : '', enabled: twoFactorEnabled === true }
}

/** How this visitor confirms a change of MFA: their password, or (an account without one) a recent sign-in. */
async function confirmationOf(visitor: NonNullable<Awaited<ReturnType<typeof mfaVisitor>>>) {
  const context = await visitor.auth.$context
  const hasPassword = Boolean((await context.internalAdapter.findCredentialAccount(visitor.id))?.password)
  return mfaEnableConfirmation({ hasPassword, sessionCreatedAt: visitor.sessionCreatedAt }, new Date())
}

/** The answer when the change is not confirmed: 403 `sign_in_again` (no recent sign-in), 400 without the password an account has. */
function refusedConfirmation(confirmation: ReturnType<typeof mfaEnableConfirmation>, password: string | undefined, t: Translate): Response | null {
  if (confirmation === 'signInAgain') return Response.json({ error: 'sign_in_again', message: t('account.mfa.signInAgain') }, { status: 403, headers: privateNoStore })
  if (confirmation === 'password' && password === undefined) return refusedField(t, 'password', 'form.fieldRequired')
  return null
}

const unauthenticated = (t: Translate) => Response.json({ error: 'unauthenticated', message: t('auth.signInRequired') }, { status: 401, headers: privateNoStore })
const refusedField = (t: Translate, field: string, label: string) =>
  Response.json({ error: 'invalid', message: t('validation.checkFields'), fields: { [field]: t(label) } }, { status: 400, headers: privateNoStore })
const blocked = (t: Translate, retryAfterSeconds: number) =>
  Response.json({ error: 'account_blocked', message: t('auth.error.accountBlocked') }, { status: 429, headers: { ...privateNoStore, 'Retry-After': String(retryAfterSeconds) } })

/** GET /api/user/mfa: `{ enabled, required }` for the signed-in visitor (required: the site's policy asks it of them). */
export const GET = endpoint({}, async ({ request, t }) => {
  const visitor = await mfaVisitor(request)
  if (!visitor) return unauthenticated(t)
  const { policy } = await mfaPolicy()
  return Response.json({ enabled: visitor.enabled, required: mfaRequiredFor(policy, visitor.kind) }, { headers: privateNoStore })
})

/**
 * POST /api/user/mfa/enable: starts the set-up, confirmed with the current password (a turn of
 * the account's lockout budget, given back when right: a stolen session cannot guess passwords
 * here). An account without a password (made by single sign-on) confirms by a sign-in of the last
 * FRESH_SIGN_IN_SECONDS instead, as its deletion does (decision 026): an older session gets 403
 * `sign_in_again` (the visitor signs in again at the provider, `POST /api/user/sso/confirm`).
 * Answers the QR code (an SVG drawn here), the secret for typing in, and the ten backup codes —
 * shown this once; MFA is on only after a first code confirms it (./confirm). 400 on a wrong or
 * missing password, 409 when on.
 */
export const enable = endpoint({ schema: mfaEnableSchema }, async ({ request, body, t }) => {
  const visitor = await mfaVisitor(request)
  if (!visitor) return unauthenticated(t)
  if (visitor.enabled) return Response.json({ error: 'already_enabled', message: t('account.mfa.alreadyOn') }, { status: 409, headers: privateNoStore })
  const confirmation = await confirmationOf(visitor)
  const unconfirmed = refusedConfirmation(confirmation, body.password, t)
  if (unconfirmed) return unconfirmed
  const turn = confirmation === 'password' ? await passwordTurn(visitor.email, t) : null
  if (turn?.blocked) return turn.blocked
  const { siteName } = await mfaPolicy()
  // better-auth (allowPasswordless) checks the password of an account that has one, and asks none of one without.
  const password = confirmation === 'password' ? { password: body.password } : {}
  const answer = await visitor.auth.api.enableTwoFactor({ body: { ...password, issuer: siteName }, headers: request.headers, asResponse: true })
  if (!answer.ok) return refusedField(t, 'password', 'account.mfa.wrongPassword')
  await turn?.giveBack()
  const { totpURI, backupCodes } = (await answer.json()) as { totpURI: string; backupCodes: string[] }
  const secret = totpSecretOf(totpURI) ?? ''
  return jsonWithCookies({ qr: await qrCodeSvg(totpURI), secret: groupedSecret(secret), backupCodes }, 200, answer.headers)
})

/** Checks a code against the visitor's authenticator (or a backup code, `allowBackup`) on the shared MFA lockout. */
async function checkCode(visitor: NonNullable<Awaited<ReturnType<typeof mfaVisitor>>>, request: Request, typed: string, allowBackup: boolean) {
  const limiter = await processRateLimiter()
  const key = mfaLockoutKey(visitor.id)
  const turn = await limiter.consume('mfaLockout', key)
  if (!turn.allowed) return { outcome: 'blocked' as const, retryAfterSeconds: turn.retryAfterSeconds }
  const code = readMfaCode(typed)
  const answer =
    code?.kind === 'totp' && (await firstUseOfCode(limiter, visitor.id, code.code))
      ? await visitor.auth.api.verifyTOTP({ body: { code: code.code }, headers: request.headers, asResponse: true })
      : code?.kind === 'backup' && allowBackup
        ? await visitor.auth.api.verifyBackupCode({ body: { code: code.code, disableSession: true }, headers: request.headers, asResponse: true })
        : null
  if (!answer?.ok) return { outcome: 'invalid' as const }
  await limiter.release('mfaLockout', key)
  return { outcome: 'valid' as const, headers: answer.headers }
}

/** POST /api/user/mfa/confirm: the first code of the app turns MFA on (a new session id comes with it). */
export const confirm = endpoint({ schema: mfaConfirmSchema }, async ({ request, body, t }) => {
  const visitor = await mfaVisitor(request)
  if (!visitor) return unauthenticated(t)
  if (visitor.enabled) return Response.json({ error: 'already_enabled', message: t('account.mfa.alreadyOn') }, { status: 409, headers: privateNoStore })
  const checked = await checkCode(visitor, request, body.code, false)
  if (checked.outcome === 'blocked') return blocked(t, checked.retryAfterSeconds)
  if (checked.outcome === 'invalid') return refusedField(t, 'code', 'auth.error.mfaInvalid')
  return jsonWithCookies({ enabled: true }, 200, checked.headers)
})

/**
 * POST /api/user/mfa/disable: a code (app or backup) and the current password turn MFA off (an
 * account without a password: the code and a recent sign-in, as for turning it on).
 * 403 'Administrator requires multi-factor authentication (MFA)' when the site's policy asks it
 * of this visitor; 400 beside the field that was wrong.
 */
export const disable = endpoint({ schema: mfaDisableSchema }, async ({ request, body, t }) => {
  const visitor = await mfaVisitor(request)
  if (!visitor) return unauthenticated(t)
  const { policy } = await mfaPolicy()
  if (mfaRequiredFor(policy, visitor.kind)) return Response.json({ error: 'mfa_required_by_admin', message: t('auth.error.mfaRequiredByAdmin') }, { status: 403, headers: privateNoStore })
  if (!visitor.enabled) return Response.json({ enabled: false }, { headers: privateNoStore })
  const confirmation = await confirmationOf(visitor)
  const unconfirmed = refusedConfirmation(confirmation, body.password, t)
  if (unconfirmed) return unconfirmed
  const checked = await checkCode(visitor, request, body.code, true)
  if (checked.outcome === 'blocked') return blocked(t, checked.retryAfterSeconds)
  if (checked.outcome === 'invalid') return refusedField(t, 'code', 'auth.error.mfaInvalid')
  const password = confirmation === 'password' ? { password: body.password } : {}
  const answer = await visitor.auth.api.disableTwoFactor({ body: password, headers: request.headers, asResponse: true })
  if (!answer.ok) return refusedField(t, 'password', 'account.mfa.wrongPassword')
  return jsonWithCookies({ enabled: false }, 200, answer.headers)
})
