import 'server-only'
import { rateLimitKey } from '@/domain/http/clientAddress'
import { proofOfWorkHeader, proofOfWorkRefusalLabel } from '@/domain/proofOfWork'
import { endpoint } from '@/lib/edge/endpoint'
import { checkProofOfWork } from '@/lib/proofOfWork/challenge'
import { processRateLimiter } from '@/lib/rateLimit/processLimiter'
import { signInSchema } from '../logic/registration'
import { signInNeedsProofOfWork } from '../logic/signInProofOfWork'
import { visitorAuth } from '../server/auth'
import { lockoutKey } from '../server/lockout'
import { rememberSession } from '../server/rememberMe'
import { blockedAnswer } from './blocked'
import { privateNoStore } from './headers'
import { passwordAccepted } from './mfaSignIn'

/**
 * POST /api/user/login?lang=en: e-mail and password. 200 with the session cookie (a new session
 * id every time) and the same-origin path to go to; 401 'Incorrect e-mail address or password'
 * alike for an unknown address and a wrong password; 403 for an address not yet verified (a new
 * link is mailed); 429 once the address has failed `signIn` times (the budget the editors'
 * sign-in counts too, in the shared store) or `addressSignInFailures` times in a day (a success
 * gives none back), and 429 'Account blocked due to too many login attempts' once the account
 * (known or not alike) had `accountLockout` wrong passwords. Once the account or the address
 * failed `SIGN_IN_FAILURES_BEFORE_PROOF_OF_WORK` times, 400 `proof_of_work` without a fresh
 * answer in the `X-Proof-Of-Work` header (docs/decisions/029), before anything is counted or
 * checked; a 401 says `proofOfWork: true` when the next try will need one. With MFA on, a right
 * password answers 401 `mfa_required` and the code step follows (./mfaSignIn.ts).
 * The session lasts one day, extended while in use; 30 days with `rememberMe`.
 */
export const POST = endpoint({ schema: signInSchema }, async ({ request, body, client, locale, t }) => {
  const limiter = await processRateLimiter()
  const key = rateLimitKey(client)
  // Both of the address's budgets (a short window against bursts, a day against slow guessing),
  // before anything is checked; when both are spent, the wait named is the longer one.
  const refusals = [await limiter.peek('signIn', key), await limiter.peek('addressSignInFailures', key)].filter((decision) => !decision.allowed)
  if (refusals.length > 0) {
    const retryAfterSeconds = Math.max(...refusals.map((decision) => decision.retryAfterSeconds))
    return Response.json({ error: 'rate_limited', message: t('http.tooManyRequests') }, { status: 429, headers: { ...privateNoStore, 'Retry-After': String(retryAfterSeconds) } })
  }
  const account = lockoutKey(body.email)
  // Past a few failures of the account or the address, no password is checked without a fresh
  // proof-of-work answer; the form solves one and sends again, keeping what was typed.
  const failures = { account: await limiter.spent('accountSignInFailures', account), address: await limiter.spent('signIn', key) }
  if (signInNeedsProofOfWork(failures)) {
    const verdict = await checkProofOfWork(request.headers.get(proofOfWorkHeader), limiter)
    if (verdict !== 'ok') return Response.json({ error: 'proof_of_work', message: t(proofOfWorkRefusalLabel(verdict)), proofOfWork: true }, { status: 400, headers: privateNoStore })
  }
  // The account's turn is taken before the password is checked, so parallel guesses never check
  // more than the budget; a success gives it back (and so resets the count).
  const lockout = await limiter.consume('accountLockout', account)
  if (!lockout.allowed) {
    return Response.json({ error: 'account_blocked', message: t('auth.error.accountBlocked') }, { status: 429, headers: { ...privateNoStore, 'Retry-After': String(lockout.retryAfterSeconds) } })
  }
  const auth = await visitorAuth()
  const answer = await auth.api.signInEmail({
    body: { email: body.email, password: body.password, callbackURL: `/${locale}/user/login?verified=1` },
    headers: request.headers,
    asResponse: true,
  })
  if (answer.ok) {
    await limiter.release('accountLockout', account)
    await limiter.release('accountSignInFailures', account)
    const accepted = await passwordAccepted(answer, { next: body.next, locale, t })
    return body.rememberMe ? rememberSession(accepted) : accepted
  }
  const blocked = await blockedAnswer(answer, t)
  if (blocked) {
    // The password was right: no failure to count; the editors' block is the answer.
    await limiter.release('accountLockout', account)
    return blocked
  }
  await limiter.consume('signIn', key)
  await limiter.consume('addressSignInFailures', key)
  await limiter.consume('accountSignInFailures', account)
  if (answer.status === 403) return Response.json({ error: 'unverified', message: t('account.unverified') }, { status: 403, headers: privateNoStore })
  // `proofOfWork`: the next try will need an answer; the form starts solving while the visitor retypes.
  const proofOfWorkNext = signInNeedsProofOfWork({ account: failures.account + 1, address: failures.address + 1 })
  return Response.json({ error: 'invalid_credentials', message: t('auth.error.invalidCredentials'), ...(proofOfWorkNext && { proofOfWork: true }) }, { status: 401, headers: privateNoStore })
})
