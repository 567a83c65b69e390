import 'server-only'
import { endpoint } from '@/lib/edge/endpoint'
import type { Translate } from '@/i18n/translator'
import { processRateLimiter } from '@/lib/rateLimit/processLimiter'
import { groupedSecret, mfaConfirmSchema, mfaDisableSchema, mfaEnableSchema, mfaRequiredFor, readMfaCode, totpSecretOf } from '../logic/mfa'
import { visitorAuth } from '../server/auth'
import { firstUseOfCode, mfaPolicy, qrCodeSvg } from '../server/mfa'
import { jsonWithCookies, privateNoStore } from './headers'
import { mfaLockoutKey } from './mfaSignIn'

/** The signed-in visitor (better-auth's session from the cookie), or null. */
async function signedInVisitor(request: Request) {
  const auth = await visitorAuth()
  const session = await auth.api.getSession({ headers: request.headers })
  if (!session) return null
  const { id, kind, twoFactorEnabled } = session.user
  return { auth, id, kind: typeof kind === 'string' ? kind : '', enabled: twoFactorEnabled === true }
}

const unauthenticated = (t: Translate) => Response.json({ error: 'unauthenticated', message: t('auth.signInRequired') }, { status: 401, headers: privateNoStore })
const refusedField = (t: Translate, field: string, label: string) =>
  Response.json({ error: 'invalid', message: t('validation.checkFields'), fields: { [field]: t(label) } }, { status: 400, headers: privateNoStore })
const blocked = (t: Translate, retryAfterSeconds: number) =>
  Response.json({ error: 'account_blocked', message: t('auth.error.accountBlocked') }, { status: 429, headers: { ...privateNoStore, 'Retry-After': String(retryAfterSeconds) } })

/** GET /api/user/mfa: `{ enabled, required }` for the signed-in visitor (required: the site's policy asks it of them). */
export const GET = endpoint({}, async ({ request, t }) => {
  const visitor = await signedInVisitor(request)
  if (!visitor) return unauthenticated(t)
  const { policy } = await mfaPolicy()
  return Response.json({ enabled: visitor.enabled, required: mfaRequiredFor(policy, visitor.kind) }, { headers: privateNoStore })
})

/**
 * POST /api/user/mfa/enable: starts the set-up with the current password. Answers the QR code
 * (an SVG drawn here), the secret for typing in, and the ten backup codes — shown this once;
 * MFA is on only after a first code confirms it (./confirm). 400 on a wrong password, 409 when on.
 */
export const enable = endpoint({ schema: mfaEnableSchema }, async ({ request, body, t }) => {
  const visitor = await signedInVisitor(request)
  if (!visitor) return unauthenticated(t)
  if (visitor.enabled) return Response.json({ error: 'already_enabled', message: t('account.mfa.alreadyOn') }, { status: 409, headers: privateNoStore })
  const { siteName } = await mfaPolicy()
  const answer = await visitor.auth.api.enableTwoFactor({ body: { password: body.password, issuer: siteName }, headers: request.headers, asResponse: true })
  if (!answer.ok) return refusedField(t, 'password', 'account.mfa.wrongPassword')
  const { totpURI, backupCodes } = (await answer.json()) as { totpURI: string; backupCodes: string[] }
  const secret = totpSecretOf(totpURI) ?? ''
  return jsonWithCookies({ qr: await qrCodeSvg(totpURI), secret: groupedSecret(secret), backupCodes }, 200, answer.headers)
})

/** Checks a code against the visitor's authenticator (or a backup code, `allowBackup`) on the shared MFA lockout. */
async function checkCode(visitor: NonNullable<Awaited<ReturnType<typeof signedInVisitor>>>, request: Request, typed: string, allowBackup: boolean) {
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
  const visitor = await signedInVisitor(request)
  if (!visitor) return unauthenticated(t)
  if (visitor.enabled) return Response.json({ error: 'already_enabled', message: t('account.mfa.alreadyOn') }, { status: 409, headers: privateNoStore })
  const checked = await checkCode(visitor, request, body.code, false)
  if (checked.outcome === 'blocked') return blocked(t, checked.retryAfterSeconds)
  if (checked.outcome === 'invalid') return refusedField(t, 'code', 'auth.error.mfaInvalid')
  return jsonWithCookies({ enabled: true }, 200, checked.headers)
})

/**
 * POST /api/user/mfa/disable: a code (app or backup) and the current password turn MFA off.
 * 403 'Administrator requires multi-factor authentication (MFA)' when the site's policy asks it
 * of this visitor; 400 beside the field that was wrong.
 */
export const disable = endpoint({ schema: mfaDisableSchema }, async ({ request, body, t }) => {
  const visitor = await signedInVisitor(request)
  if (!visitor) return unauthenticated(t)
  const { policy } = await mfaPolicy()
  if (mfaRequiredFor(policy, visitor.kind)) return Response.json({ error: 'mfa_required_by_admin', message: t('auth.error.mfaRequiredByAdmin') }, { status: 403, headers: privateNoStore })
  if (!visitor.enabled) return Response.json({ enabled: false }, { headers: privateNoStore })
  const checked = await checkCode(visitor, request, body.code, true)
  if (checked.outcome === 'blocked') return blocked(t, checked.retryAfterSeconds)
  if (checked.outcome === 'invalid') return refusedField(t, 'code', 'auth.error.mfaInvalid')
  const answer = await visitor.auth.api.disableTwoFactor({ body: { password: body.password }, headers: request.headers, asResponse: true })
  if (!answer.ok) return refusedField(t, 'password', 'account.mfa.wrongPassword')
  return jsonWithCookies({ enabled: false }, 200, answer.headers)
})
