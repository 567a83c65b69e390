import 'server-only'
import { payloadClient } from '@/data/payload'
import { subscribe } from '@/data/newsletter/subscriptions.server'
import { newsletterLinks } from '@/domain/newsletter/links'
import { siteUrl } from '@/env'
import { endpoint } from '@/lib/edge/endpoint'
import { processRateLimiter } from '@/lib/rateLimit/processLimiter'
import type { Translate } from '@/i18n/translator'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../logic/constants'
import { isRecentSignIn } from '../logic/mfa'
import { accountDeletionSchema, emailChangeSchema, passwordChangeSchema, profileEditSchema } from '../logic/selfService'
import { sendEmailChangeNotice } from '../server/mail'
import { lockoutKey } from '../server/lockout'
import { signedInVisitor } from '../server/visitor'
import { forgetDeletedVisitor } from '../server/visitorDirectory'
import { jsonWithCookies, privateNoStore } from './headers'
import { passwordRefused } from './passwordRefusal'

const unauthenticated = (t: Translate) => Response.json({ error: 'unauthenticated', message: t('auth.signInRequired') }, { status: 401, headers: privateNoStore })
const labelValues = { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH }

/**
 * A password the visitor typed to confirm a change is a guess like any sign-in: it takes a turn
 * of the account's lockout budget first (a stolen session cannot try passwords at will); a right
 * one gives the turn back. Null when the account is blocked (the 429 to answer).
 */
export async function passwordTurn(email: string, t: Translate): Promise<{ blocked: Response | null; giveBack: () => Promise<void> }> {
  const limiter = await processRateLimiter()
  const key = lockoutKey(email)
  const turn = await limiter.consume('accountLockout', key)
  const blocked = turn.allowed
    ? null
    : Response.json({ error: 'account_blocked', message: t('auth.error.accountBlocked') }, { status: 429, headers: { ...privateNoStore, 'Retry-After': String(turn.retryAfterSeconds) } })
  return { blocked, giveBack: () => limiter.release('accountLockout', key) }
}

type SignedIn = NonNullable<Awaited<ReturnType<typeof signedInVisitor>>>

/**
 * The current password a visitor types to confirm a change: a turn of the lockout budget
 * (`passwordTurn`), the stored hash checked, the turn given back when it was right. Null when
 * confirmed; otherwise the answer to send (429 while blocked, 400 with the message beside the field).
 */
export async function confirmCurrentPassword({ auth, visitor }: SignedIn, password: string, t: Translate): Promise<Response | null> {
  const turn = await passwordTurn(visitor.user.email, t)
  if (turn.blocked) return turn.blocked
  const context = await auth.$context
  const hash = (await context.internalAdapter.findCredentialAccount(visitor.user.id))?.password
  if (!hash || !(await context.password.verify({ hash, password }))) {
    return Response.json({ error: 'invalid', message: t('validation.checkFields'), fields: { password: t('account.wrongCurrentPassword') } }, { status: 400, headers: privateNoStore })
  }
  await turn.giveBack()
  return null
}

/**
 * POST /api/user/profile?lang=en: the profile fields of the edit-profile screen. 200 with the
 * saved profile; 400 with a message per field; 'Unable to update profile' when the store refused.
 * Ticking the newsletter starts its double opt-in.
 */
export const updateProfile = endpoint({ budget: 'accountChange', schema: profileEditSchema }, async ({ request, body, locale, t }) => {
  const signedIn = await signedInVisitor(request)
  if (!signedIn) return unauthenticated(t)
  const { auth, visitor } = signedIn
  const failed = () => Response.json({ error: 'profile_update_failed', message: t('auth.error.profileUpdateFailed') }, { status: 500, headers: privateNoStore })
  const answer = await auth.api
    .updateUser({ body: { ...body, phone: body.phone ?? '', province: body.province ?? '' }, headers: request.headers, asResponse: true })
    .catch((error: unknown) => {
      console.warn('[accounts] profile update failed', error instanceof Error ? error.message : error)
      return null
    })
  if (!answer?.ok) return answer ? Response.json({ error: 'profile_update_failed', message: t('auth.error.profileUpdateFailed') }, { status: 400, headers: privateNoStore }) : failed()
  if (body.newsletter && visitor.user.newsletter !== true) {
    await subscribe(await payloadClient(), { email: visitor.user.email, firstName: body.name }, locale, t, newsletterLinks(siteUrl(), locale)).catch((error: unknown) =>
      console.warn('[accounts] newsletter subscription not sent', error instanceof Error ? error.message : error),
    )
  }
  return jsonWithCookies({ message: t('profile.saved') }, 200, answer.headers)
})

/**
 * POST /api/user/password?lang=en: a new password, the current one required. Every other
 * session ends; this one continues under a new id (the answer's cookie).
 */
export const changePassword = endpoint({ budget: 'accountChange', schema: passwordChangeSchema, labelValues }, async ({ request, body, t }) => {
  const signedIn = await signedInVisitor(request)
  if (!signedIn) return unauthenticated(t)
  const { auth, visitor } = signedIn
  const turn = await passwordTurn(visitor.user.email, t)
  if (turn.blocked) return turn.blocked
  const answer = await auth.api.changePassword({ body: { currentPassword: body.currentPassword, newPassword: body.password, revokeOtherSessions: true }, headers: request.headers, asResponse: true })
  if (!answer.ok) {
    // The policy judges the new password only once the current one was right: the turn is given back.
    const refused = await passwordRefused(answer, t)
    if (refused) await turn.giveBack()
    return refused ?? Response.json({ error: 'invalid', message: t('validation.checkFields'), fields: { currentPassword: t('account.wrongCurrentPassword') } }, { status: 400, headers: privateNoStore })
  }
  await turn.giveBack()
  return jsonWithCookies({ message: t('account.passwordChanged') }, 200, answer.headers)
})

/**
 * POST /api/user/email?lang=en: a new e-mail address, confirmed with the password (a turn of the
 * account's lockout budget, as a change of password). better-auth mails a link to the new address
 * (24 h, once): the address changes when it is opened, and is verified by that. The current
 * address is told at once. The answer is the same whether the new address has an account or not.
 */
export const changeEmail = endpoint({ budget: 'accountChange', schema: emailChangeSchema }, async ({ request, body, locale, t }) => {
  const signedIn = await signedInVisitor(request)
  if (!signedIn) return unauthenticated(t)
  const { auth, visitor } = signedIn
  if (body.email === visitor.user.email.toLowerCase()) {
    return Response.json({ error: 'invalid', message: t('validation.checkFields'), fields: { email: t('account.email.same') } }, { status: 400, headers: privateNoStore })
  }
  const refused = await confirmCurrentPassword(signedIn, body.password, t)
  if (refused) return refused
  const answer = await auth.api.changeEmail({ body: { newEmail: body.email, callbackURL: `/${locale}/user/edit-profile?email=changed` }, headers: request.headers, asResponse: true })
  if (!answer.ok) {
    console.warn('[accounts] change of e-mail refused by the account store', answer.status)
    return Response.json({ error: 'profile_update_failed', message: t('auth.error.profileUpdateFailed') }, { status: 500, headers: privateNoStore })
  }
  void sendEmailChangeNotice(visitor.user, body.email).catch((error: unknown) => console.warn('[accounts] e-mail change notice not sent', error instanceof Error ? error.message : error))
  return Response.json({ message: t('account.email.sent', { email: body.email }) }, { status: 200, headers: privateNoStore })
})

/**
 * POST /api/user/delete?lang=en: the account and everything it owns go (sessions and sign-in
 * methods with it; the newsletter subscription of its address), confirmed with the password.
 * An account without a password (made by single sign-on) confirms with a sign-in of the last
 * FRESH_SIGN_IN_SECONDS instead: an older session gets 403 `sign_in_again` (the visitor signs in
 * again at the provider, `POST /api/user/sso/confirm`, and comes back). 200 with the page to go
 * to and the session cookie removed.
 */
export const deleteAccount = endpoint({ budget: 'accountChange', schema: accountDeletionSchema }, async ({ request, body, locale, t }) => {
  // Open to a visitor held at the forced MFA set-up: leaving never requires an authenticator app.
  const signedIn = await signedInVisitor(request, 'mfaSetUp')
  if (!signedIn) return unauthenticated(t)
  const { auth, visitor } = signedIn
  const context = await auth.$context
  const hasPassword = Boolean((await context.internalAdapter.findCredentialAccount(visitor.user.id))?.password)
  if (!hasPassword) {
    if (!isRecentSignIn(new Date(visitor.session.createdAt), new Date())) return Response.json({ error: 'sign_in_again', message: t('account.delete.signInAgain') }, { status: 403, headers: privateNoStore })
    const answer = await auth.api.deleteUser({ body: {}, headers: request.headers, asResponse: true })
    if (!answer.ok) return Response.json({ error: 'sign_in_again', message: t('account.delete.signInAgain') }, { status: 403, headers: privateNoStore })
    await forgetDeletedVisitor(visitor.user)
    return jsonWithCookies({ next: `/${locale}/user/login?deleted=1` }, 200, answer.headers)
  }
  if (body.password === undefined) return Response.json({ error: 'invalid', message: t('validation.checkFields'), fields: { password: t('form.fieldRequired') } }, { status: 400, headers: privateNoStore })
  const turn = await passwordTurn(visitor.user.email, t)
  if (turn.blocked) return turn.blocked
  const answer = await auth.api.deleteUser({ body: { password: body.password }, headers: request.headers, asResponse: true })
  if (!answer.ok) {
    return Response.json({ error: 'invalid', message: t('validation.checkFields'), fields: { password: t('account.wrongCurrentPassword') } }, { status: 400, headers: privateNoStore })
  }
  await turn.giveBack()
  await forgetDeletedVisitor(visitor.user)
  return jsonWithCookies({ next: `/${locale}/user/login?deleted=1` }, 200, answer.headers)
})
