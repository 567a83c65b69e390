import 'server-only'
import { rateLimitKey } from '@/domain/http/clientAddress'
import type { Locale } from '@/i18n/locales'
import type { Translate } from '@/i18n/translator'
import { endpoint } from '@/lib/edge/endpoint'
import { processRateLimiter } from '@/lib/rateLimit/processLimiter'
import { mfaSetUpPending, mfaSignInSchema, readMfaCode } from '../logic/mfa'
import { mfaSetUpPath, safeNextPath } from '../logic/nextPath'
import { visitorAuth } from '../server/auth'
import { VISITOR_MFA_COOKIE } from '../server/authOptions'
import { challengedUserId, cookieValue, firstUseOfCode, mfaPolicy } from '../server/mfa'
import { markProviderSession, signedCookieToken, takeProviderChallenge } from '../server/oidc/providerSession'
import { rememberSession } from '../server/rememberMe'
import { recordSignIn } from '../server/signInRecord'
import { blockedAnswer } from './blocked'
import { jsonWithCookies, privateNoStore } from './headers'

/** The MFA lockout counter's key: the account's id (the code step knows it from the challenge). */
export const mfaLockoutKey = (userId: string) => `visitor-mfa:${userId}`

/** What better-auth's e-mail sign-in answers when the password was right. */
interface SignedIn {
  twoFactorRedirect?: boolean
  user?: { id?: unknown; kind?: unknown; twoFactorEnabled?: unknown }
}

/** What follows a right first factor (password, e-mail code or link, the provider's sign-in). */
export type FirstFactorOutcome = { kind: 'mfaChallenge' } | { kind: 'mfaSetUp'; next: string } | { kind: 'signedIn'; next: string }

/**
 * What follows a right first factor, from better-auth's answer. MFA on: no session yet, the
 * challenge cookie (10 minutes) is in the answer, the code goes to POST /api/user/login/mfa.
 * MFA off while the site's policy asks it of this visitor: signed in, on to edit-profile's forced
 * set-up (until MFA is on, the session door answers their personal endpoints 403
 * `mfa_setup_required`: server/mfaHold.ts). Otherwise signed in, on to `next` (same-origin paths only). The sign-in is recorded
 * (the admin's 'last sign-in') only when it completes here, not when the challenge follows.
 */
export async function firstFactorOutcome(answer: Response, next: unknown, locale: Locale): Promise<FirstFactorOutcome> {
  const outcome = (await answer.clone().json()) as SignedIn
  if (outcome.twoFactorRedirect) return { kind: 'mfaChallenge' }
  if (typeof outcome.user?.id === 'string') await recordSignIn(outcome.user.id)
  const { policy } = await mfaPolicy()
  const kind = typeof outcome.user?.kind === 'string' ? outcome.user.kind : ''
  if (mfaSetUpPending(policy, { kind, twoFactorEnabled: outcome.user?.twoFactorEnabled === true })) return { kind: 'mfaSetUp', next: mfaSetUpPath(locale) }
  return { kind: 'signedIn', next: safeNextPath(next, locale) }
}

/**
 * The answer to a right password (JSON, for the login screen). MFA on: 401 'Mandatory
 * multi-factor authentication' with better-auth's challenge cookie and `mfa: true`. The site's
 * policy asks MFA of a visitor without it: signed in, sent to the forced set-up with
 * 'Administrator requires multi-factor authentication (MFA)'. Otherwise signed in, on to `next`.
 */
export async function passwordAccepted(answer: Response, { next, locale, t }: { next: unknown; locale: Locale; t: Translate }): Promise<Response> {
  const outcome = await firstFactorOutcome(answer, next, locale)
  switch (outcome.kind) {
    case 'mfaChallenge':
      return jsonWithCookies({ error: 'mfa_required', mfa: true, message: t('auth.error.mfaMandatory') }, 401, answer.headers)
    case 'mfaSetUp':
      return jsonWithCookies({ next: outcome.next, message: t('auth.error.mfaRequiredByAdmin') }, 200, answer.headers)
    case 'signedIn':
      return jsonWithCookies({ next: outcome.next }, 200, answer.headers)
  }
}

/**
 * POST /api/user/login/mfa?lang=en: the second step of a sign-in, with the challenge cookie of
 * the first. The code of the authenticator app or one backup code (used up). 200 with the
 * session cookie and where to go; 400 'Mandatory multi-factor authentication' without a code;
 * 401 'Invalid multi-factor authentication (MFA)' on a wrong one; 401 `mfa_expired` when the
 * challenge is gone (10 minutes, or 5 wrong codes: sign in again); 429 'Account blocked due to
 * too many login attempts' once the account had `mfaLockout` wrong codes (shared limiter, across
 * challenges and instances), and 429 once the address has failed `signIn` times.
 */
export const POST = endpoint({ schema: mfaSignInSchema }, async ({ request, body, client, locale, t }) => {
  const limiter = await processRateLimiter()
  const address = rateLimitKey(client)
  const before = await limiter.peek('signIn', address)
  if (!before.allowed) {
    return Response.json({ error: 'rate_limited', message: t('http.tooManyRequests') }, { status: 429, headers: { ...privateNoStore, 'Retry-After': String(before.retryAfterSeconds) } })
  }
  const userId = await challengedUserId(request)
  if (!userId) return Response.json({ error: 'mfa_expired', message: t('account.mfa.challengeExpired') }, { status: 401, headers: privateNoStore })
  // The account's turn is taken before the code is checked: parallel guesses never check more.
  const lockoutKey = mfaLockoutKey(userId)
  const turn = await limiter.consume('mfaLockout', lockoutKey)
  if (!turn.allowed) {
    return Response.json({ error: 'account_blocked', message: t('auth.error.accountBlocked') }, { status: 429, headers: { ...privateNoStore, 'Retry-After': String(turn.retryAfterSeconds) } })
  }
  const code = readMfaCode(body.code)
  const auth = await visitorAuth()
  const answer =
    code === null || (code.kind === 'totp' && !(await firstUseOfCode(limiter, userId, code.code)))
      ? null
      : code.kind === 'totp'
        ? await auth.api.verifyTOTP({ body: { code: code.code }, headers: request.headers, asResponse: true })
        : await auth.api.verifyBackupCode({ body: { code: code.code }, headers: request.headers, asResponse: true })
  if (answer?.ok) {
    await limiter.release('mfaLockout', lockoutKey)
    await recordSignIn(userId)
    // A challenge after a sign-in at the provider: its session gets the provider's logout at sign-out.
    const challenge = signedCookieToken(cookieValue(request.headers.get('cookie'), VISITOR_MFA_COOKIE))
    if (challenge && (await takeProviderChallenge(challenge))) {
      const { token } = (await answer.clone().json()) as { token?: unknown }
      if (typeof token === 'string') await markProviderSession(token)
    }
    const signedIn = jsonWithCookies({ next: safeNextPath(body.next, locale) }, 200, answer.headers)
    return body.rememberMe ? rememberSession(signedIn) : signedIn
  }
  const blocked = answer ? await blockedAnswer(answer, t) : null
  if (blocked) {
    await limiter.release('mfaLockout', lockoutKey)
    return blocked
  }
  await limiter.consume('signIn', address)
  // better-auth voids a challenge after 5 wrong codes (400) and expires its cookie.
  if (answer?.status === 400) return jsonWithCookies({ error: 'mfa_expired', message: t('account.mfa.challengeExpired') }, 401, answer.headers)
  return jsonWithCookies({ error: 'mfa_invalid', message: t('auth.error.mfaInvalid') }, 401, answer?.headers ?? null)
})
