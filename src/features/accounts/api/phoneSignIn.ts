import 'server-only'
import { rateLimitKey } from '@/domain/http/clientAddress'
import { endpoint } from '@/lib/edge/endpoint'
import { processRateLimiter } from '@/lib/rateLimit/processLimiter'
import { phoneSignInOffered } from '@/lib/sms/siteSms'
import { phoneCodeSchema, phoneStartSchema } from '../logic/passwordless'
import { displayPhone } from '../logic/phone'
import { visitorAuth } from '../server/auth'
import { accountWithPhone, forgetPhone, provedPhoneOf, sendPhoneCode } from '../server/phoneSignIn'
import { currentSession } from '../server/session'
import { blockedAnswer } from './blocked'
import { jsonWithCookies, privateNoStore } from './headers'
import { passwordAccepted } from './mfaSignIn'

const notOffered = () => Response.json({ error: 'not_found' }, { status: 404, headers: privateNoStore })

/**
 * POST /api/user/login/phone/send?lang=en: texts a six-digit sign-in code (10 minutes, once) to
 * the number when an account proved it (edit-profile) and is not blocked. The same answer for any
 * number: nobody learns which are registered, and no stranger's phone gets a text. The
 * `passwordlessStart` budget and a proof-of-work answer, as the code by e-mail; 404 when the site
 * sends no text messages (SMS_TRANSPORT=off).
 */
export const start = endpoint({ budget: 'passwordlessStart', proofOfWork: true, schema: phoneStartSchema }, async ({ body, t }) => {
  if (!phoneSignInOffered()) return notOffered()
  const account = await accountWithPhone(body.phoneNumber)
  if (account && !account.blocked) await sendPhoneCode(body.phoneNumber, account.locale)
  return Response.json({ message: t('account.phone.codeSent', { phone: displayPhone(body.phoneNumber) }) }, { headers: privateNoStore })
})

/**
 * POST /api/user/login/phone?lang=en: signs in with the texted code. What follows is what follows
 * a right password (MFA on → the authenticator step). 401 'Invalid or expired code' alike for a
 * wrong, used, expired or voided code and an unknown number; each failure counts on the address's
 * `signIn` budget (429 past it).
 */
export const signIn = endpoint({ schema: phoneCodeSchema }, async ({ request, body, client, locale, t }) => {
  if (!phoneSignInOffered()) return notOffered()
  const limiter = await processRateLimiter()
  const address = rateLimitKey(client)
  const before = await limiter.peek('signIn', address)
  if (!before.allowed) {
    return Response.json({ error: 'rate_limited', message: t('http.tooManyRequests') }, { status: 429, headers: { ...privateNoStore, 'Retry-After': String(before.retryAfterSeconds) } })
  }
  if (await accountWithPhone(body.phoneNumber)) {
    const auth = await visitorAuth()
    const answer = await auth.api.verifyPhoneNumber({ body: { phoneNumber: body.phoneNumber, code: body.code }, headers: request.headers, asResponse: true })
    if (answer.ok) return passwordAccepted(answer, { next: body.next, locale, t })
    const blocked = await blockedAnswer(answer, t)
    if (blocked) return blocked
  }
  await limiter.consume('signIn', address)
  return Response.json({ error: 'invalid_code', message: t('account.passwordless.invalidCode') }, { status: 401, headers: privateNoStore })
})

/** GET /api/user/phone?lang=en: the number the visitor signs in with, if any (edit-profile); 401 signed out. */
export const proved = endpoint({}, async ({ request, t }) => {
  const { headers, userId } = await currentSession(request)
  if (!userId) return jsonWithCookies({ error: 'unauthenticated', message: t('auth.signInRequired') }, 401, headers)
  const number = await provedPhoneOf(userId)
  return jsonWithCookies({ offered: phoneSignInOffered(), number, display: number ? displayPhone(number) : null }, 200, headers)
})

/**
 * POST /api/user/phone/send?lang=en: texts a code to a number the signed-in visitor wants to sign
 * in with. Counted on `passwordlessStart` (each sends a text) with a proof-of-work answer.
 */
export const proveStart = endpoint({ budget: 'passwordlessStart', proofOfWork: true, schema: phoneStartSchema }, async ({ request, body, locale, t }) => {
  if (!phoneSignInOffered()) return notOffered()
  const { headers, userId } = await currentSession(request)
  if (!userId) return jsonWithCookies({ error: 'unauthenticated', message: t('auth.signInRequired') }, 401, headers)
  await sendPhoneCode(body.phoneNumber, locale)
  return jsonWithCookies({ message: t('account.phone.codeSentTo', { phone: displayPhone(body.phoneNumber) }) }, 200, headers)
})

/**
 * POST /api/user/phone/verify?lang=en: the code texted to the number proves it is the visitor's;
 * from now on it signs them in. 400 on the code field for a wrong or expired code (wrong codes
 * count on the `signIn` budget), 409 when another account already signs in with that number.
 */
export const proveCode = endpoint({ budget: 'accountChange', schema: phoneCodeSchema }, async ({ request, body, client, t }) => {
  if (!phoneSignInOffered()) return notOffered()
  const { headers, userId } = await currentSession(request)
  if (!userId) return jsonWithCookies({ error: 'unauthenticated', message: t('auth.signInRequired') }, 401, headers)
  const limiter = await processRateLimiter()
  const address = rateLimitKey(client)
  if (!(await limiter.peek('signIn', address)).allowed) return jsonWithCookies({ error: 'rate_limited', message: t('http.tooManyRequests') }, 429, headers)
  const proved = (body: { phoneNumber: string }) => jsonWithCookies({ number: body.phoneNumber, display: displayPhone(body.phoneNumber), message: t('account.phone.proved') }, 200, headers)
  const auth = await visitorAuth()
  const answer = await auth.api.verifyPhoneNumber({ body: { phoneNumber: body.phoneNumber, code: body.code, updatePhoneNumber: true }, headers: request.headers, asResponse: true })
  if (answer.ok) return proved(body)
  const problem = (await answer.json().catch(() => ({}))) as { code?: unknown }
  // The code was right, and the number is already this visitor's: nothing to change.
  if (problem.code === 'PHONE_NUMBER_EXIST' && (await provedPhoneOf(userId)) === body.phoneNumber) return proved(body)
  if (problem.code === 'PHONE_NUMBER_EXIST') return jsonWithCookies({ error: 'phone_taken', fields: { phone: t('account.phone.taken') }, message: t('account.phone.taken') }, 409, headers)
  await limiter.consume('signIn', address)
  return jsonWithCookies({ error: 'invalid_code', fields: { code: t('account.passwordless.invalidCode') }, message: t('account.passwordless.invalidCode') }, 400, headers)
})

/** POST /api/user/phone/remove?lang=en: the visitor stops signing in by text message. */
export const remove = endpoint({ budget: 'accountChange' }, async ({ request, t }) => {
  const { headers, userId } = await currentSession(request)
  if (!userId) return jsonWithCookies({ error: 'unauthenticated', message: t('auth.signInRequired') }, 401, headers)
  await forgetPhone(userId)
  return jsonWithCookies({ number: null, message: t('account.phone.removed') }, 200, headers)
})
