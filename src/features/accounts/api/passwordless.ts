import 'server-only'
import { rateLimitKey } from '@/domain/http/clientAddress'
import { endpoint } from '@/lib/edge/endpoint'
import { processRateLimiter } from '@/lib/rateLimit/processLimiter'
import { MAGIC_LINK_TOKEN_PATTERN, magicLinkSignInSchema, magicLinkStartSchema } from '../logic/passwordless'
import { passwordlessSignInSchema, passwordlessStartSchema } from '../logic/registration'
import { visitorAuth } from '../server/auth'
import { blockedAnswer } from './blocked'
import { privateNoStore } from './headers'
import { passwordAccepted } from './mfaSignIn'

/**
 * POST /api/user/login/code/send?lang=en: mails a six-digit sign-in code (10 minutes, once) to
 * the address when it has an account. The same answer for any address: nobody learns which
 * are registered. `passwordlessStart` per client address (each sends a mail); 400
 * `proof_of_work` without a fresh proof-of-work answer in its header (docs/decisions/029).
 */
export const start = endpoint({ budget: 'passwordlessStart', proofOfWork: true, schema: passwordlessStartSchema }, async ({ request, body, t }) => {
  const auth = await visitorAuth()
  const sent = await auth.api.sendVerificationOTP({ body: { email: body.email, type: 'sign-in' }, headers: request.headers, asResponse: true })
  if (!sent.ok) console.warn('[accounts] sign-in code not sent', sent.status)
  return Response.json({ message: t('account.passwordless.codeSent', { email: body.email }) }, { headers: privateNoStore })
})

/**
 * POST /api/user/login/code?lang=en: signs in with the code from the mail. What follows is what
 * follows a right password (./mfaSignIn.ts `passwordAccepted`): MFA on → the code step of the
 * authenticator app, never a session on the mailbox alone; the site's MFA policy → forced set-up.
 * 401 'Invalid or expired code' alike for a wrong, used, expired or voided code (5 wrong tries);
 * wrong codes count on the address's `signIn` budget (429 past it).
 */
export const signIn = endpoint({ schema: passwordlessSignInSchema }, async ({ request, body, client, locale, t }) => {
  const limiter = await processRateLimiter()
  const address = rateLimitKey(client)
  const before = await limiter.peek('signIn', address)
  if (!before.allowed) {
    return Response.json({ error: 'rate_limited', message: t('http.tooManyRequests') }, { status: 429, headers: { ...privateNoStore, 'Retry-After': String(before.retryAfterSeconds) } })
  }
  const auth = await visitorAuth()
  const answer = await auth.api.signInEmailOTP({ body: { email: body.email, otp: body.code.replace(/\s+/g, '') }, headers: request.headers, asResponse: true })
  if (answer.ok) return passwordAccepted(answer, { next: body.next, locale, t })
  const blocked = await blockedAnswer(answer, t)
  if (blocked) return blocked
  await limiter.consume('signIn', address)
  return Response.json({ error: 'invalid_code', message: t('account.passwordless.invalidCode') }, { status: 401, headers: privateNoStore })
})

/**
 * POST /api/user/login/link/send?lang=en: mails a sign-in link (10 minutes, once) to the address
 * when it has an account, in the visitor's language, bringing them back to `next` (a same-origin
 * path). The same answer for any address; the same `passwordlessStart` budget and proof of work as the code.
 */
export const startLink = endpoint({ budget: 'passwordlessStart', proofOfWork: true, schema: magicLinkStartSchema }, async ({ request, body, locale, t }) => {
  const auth = await visitorAuth()
  const next = typeof body.next === 'string' ? body.next : ''
  const sent = await auth.api.signInMagicLink({ body: { email: body.email, metadata: { locale, next } }, headers: request.headers, asResponse: true })
  if (!sent.ok) console.warn('[accounts] sign-in link not sent', sent.status)
  return Response.json({ message: t('account.passwordless.linkSent', { email: body.email }) }, { headers: privateNoStore })
})

/**
 * POST /api/user/login/link?lang=en: the login screen posts the token of the mailed link (read
 * from its fragment). What follows is what follows a right password (MFA on → the code step).
 * 401 'Invalid or expired link' alike for an unknown, used or expired token; each failure
 * counts on the address's `signIn` budget (429 past it).
 */
export const signInLink = endpoint({ schema: magicLinkSignInSchema }, async ({ request, body, client, locale, t }) => {
  const limiter = await processRateLimiter()
  const address = rateLimitKey(client)
  const before = await limiter.peek('signIn', address)
  if (!before.allowed) {
    return Response.json({ error: 'rate_limited', message: t('http.tooManyRequests') }, { status: 429, headers: { ...privateNoStore, 'Retry-After': String(before.retryAfterSeconds) } })
  }
  if (MAGIC_LINK_TOKEN_PATTERN.test(body.token)) {
    const auth = await visitorAuth()
    // No callbackURL: better-auth answers JSON (session and user) instead of a redirect; a bad
    // token answers a redirect to its error page, never followed here.
    const answer = await auth.api.magicLinkVerify({ query: { token: body.token }, headers: request.headers, asResponse: true })
    if (answer.ok) return passwordAccepted(answer, { next: body.next, locale, t })
    const blocked = await blockedAnswer(answer, t)
    if (blocked) return blocked
  }
  await limiter.consume('signIn', address)
  return Response.json({ error: 'invalid_link', message: t('account.passwordless.invalidLink') }, { status: 401, headers: privateNoStore })
})
