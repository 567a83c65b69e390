import 'server-only'
import { createAuthorizationURL, validateAuthorizationCode } from 'better-auth/oauth2'
import { rateLimitKey } from '@/domain/http/clientAddress'
import { defaultLocale, isLocale, type Locale } from '@/i18n/locales'
import type { Translate } from '@/i18n/translator'
import { endpoint } from '@/lib/edge/endpoint'
import { processRateLimiter } from '@/lib/rateLimit/processLimiter'
import { loginPathFor, safeNextPath } from '../logic/nextPath'
import { OIDC_REQUEST_TIMEOUT_MS, OIDC_SCOPES, OIDC_STATE_SECONDS, oidcErrorOf, ssoErrorPath, type OidcSettings, type SsoFailure } from '../logic/oidcSettings'
import { visitorAuth } from '../server/auth'
import { cookieValue } from '../server/mfa'
import { OidcRejected, verifyIdToken, type VerifiedIdentity } from '../server/oidc/idToken'
import { accountRows, handOff, linkedVisitor, linkIdentity, ownerOfIdentity, removeAccountRow } from '../server/oidc/linkedVisitor'
import { knownProvider, oidcSettings, ssoRedirectUri } from '../server/oidc/provider'
import { markProviderChallenge, markProviderSession, signedCookieToken } from '../server/oidc/providerSession'
import { rememberSignIn, sameBrowser, takeSignIn, type PendingSignIn, type SignInPurpose } from '../server/oidc/state'
import { VISITOR_MFA_COOKIE } from '../server/authOptions'
import { canUnlink, confirmedPath, methodsOf, PROVIDER_LINK_PREFIX, providerConfirmSchema, providerLinkSchema, type SignInMethods } from '../logic/signInMethods'
import { signedInVisitor } from '../server/visitor'
import { confirmCurrentPassword } from './account'
import { privateNoStore } from './headers'
import { firstFactorOutcome } from './mfaSignIn'

/** The cookie that ties a sign-in at the provider to the browser that started it (server/oidc/state.ts `sameBrowser`). */
export const SSO_BINDING_COOKIE = 'visitor.sso_binding'
const bindingCookie = (value: string, maxAge: number) => `${SSO_BINDING_COOKIE}=${value}; Path=/api/user/sso; Max-Age=${maxAge}; HttpOnly; SameSite=Lax`

/** The cookies an answer sets, as a Cookie header would carry them (name=value; …). */
const setCookiePairs = (headers: Headers) =>
  headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .join('; ')

/** A redirect that nobody caches, with the cookies of `cookies` (better-auth's) and `extra`. */
function redirect(location: string, cookies: Headers | null, extra: string[] = []): Response {
  const headers = new Headers({ ...privateNoStore, Location: location })
  for (const cookie of [...(cookies?.getSetCookie() ?? []), ...extra]) headers.append('Set-Cookie', cookie)
  return new Response(null, { status: 302, headers })
}

/** The failure page: the catalogue's message in the visitor's language; the reason goes to the server log only. */
const toFailure = (locale: Locale, failure: SsoFailure, extra: string[] = []) => redirect(ssoErrorPath(locale, failure), null, extra)

/**
 * GET /api/user/sso/start?lang=en&next=<path>: sends the visitor to the provider's authorization
 * endpoint (authorization code with PKCE S256, `state`, `nonce`, `max_age`, scope `openid profile
 * email`). State, nonce and verifier stay on the server (30 minutes, read once); a cookie ties
 * the sign-in to this browser. 404 when single sign-on is not configured; the `ssoStart` budget
 * per address (then the failure page says 'too many requests'); an unreachable or wrong provider
 * → the failure page (`request_error`).
 */
export const start = endpoint(
  { budget: 'ssoStart', refuse: (refusal, { locale }) => (refusal.status === 429 ? toFailure(locale, 'rate_limited') : undefined) },
  async ({ url, locale, t }) => {
    const settings = oidcSettings()
    if (!settings) return Response.json({ error: 'not_found', message: t('http.notFound') }, { status: 404, headers: privateNoStore })
    let authorizationEndpoint: string
    try {
      authorizationEndpoint = (await knownProvider(settings)).metadata.authorizationEndpoint
    } catch (error) {
      console.warn('[accounts] single sign-on provider unusable:', error instanceof OidcRejected ? error.reason : error instanceof Error ? error.message : error)
      return toFailure(locale, 'request_error')
    }
    const next = safeNextPath(url.searchParams.get('next') ?? '', locale)
    const started = await rememberSignIn(next, locale)
    return redirect(await authorizationUrl(settings, authorizationEndpoint, started, locale), null, [bindingCookie(started.binding, OIDC_STATE_SECONDS)])
  },
)

/** The provider's authorization request of a started sign-in (or link): code with PKCE S256, state, nonce, max_age, scope, the visitor's language. */
async function authorizationUrl(settings: OidcSettings, authorizationEndpoint: string, started: Awaited<ReturnType<typeof rememberSignIn>>, locale: Locale, extra: Record<string, string> = {}): Promise<string> {
  const authorization = await createAuthorizationURL({
    id: 'oidc',
    options: { clientId: settings.clientId, clientSecret: settings.clientSecret, redirectURI: ssoRedirectUri() },
    authorizationEndpoint,
    redirectURI: ssoRedirectUri(),
    state: started.state,
    codeVerifier: started.codeVerifier,
    nonce: started.nonce,
    scopes: [...OIDC_SCOPES],
    additionalParams: { max_age: String(settings.maxAgeSeconds), ui_locales: locale, ...extra },
  })
  return authorization.toString()
}

/** The token exchange, given up after `OIDC_REQUEST_TIMEOUT_MS` (better-auth's request has no timeout of its own). */
async function exchangeCode(settings: OidcSettings, tokenEndpoint: string, code: string, pending: PendingSignIn): Promise<string | undefined> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('token endpoint timed out')), OIDC_REQUEST_TIMEOUT_MS)
  })
  try {
    const exchange = validateAuthorizationCode({
      code,
      codeVerifier: pending.codeVerifier,
      redirectURI: ssoRedirectUri(),
      options: { clientId: settings.clientId, clientSecret: settings.clientSecret },
      tokenEndpoint,
      authentication: 'basic',
    })
    return (await Promise.race([exchange, timeout])).idToken
  } finally {
    clearTimeout(timer)
  }
}

/** A refusal of the callback: its catalogue code and the reason for the log. */
class SignInRefused extends Error {
  constructor(
    readonly failure: SsoFailure,
    readonly reason: string,
  ) {
    super(reason)
    this.name = 'SignInRefused'
  }
}

/** The identity the provider's answer proves, after every check; throws `SignInRefused`. */
async function provenIdentity(params: URLSearchParams, pending: PendingSignIn, settings: OidcSettings): Promise<VerifiedIdentity> {
  const error = params.get('error')
  if (error !== null) throw new SignInRefused(oidcErrorOf(error), `the provider answered ${error.slice(0, 60)}`)
  // RFC 9207: an `iss` in the answer must be our provider's (a mix-up with another provider otherwise).
  const iss = params.get('iss')
  if (iss !== null && iss !== settings.issuer) throw new SignInRefused('request_error', 'the answer names another issuer')
  const code = params.get('code')
  if (!code) throw new SignInRefused('request_error', 'no code in the answer')
  let provider: Awaited<ReturnType<typeof knownProvider>>
  let idToken: string | undefined
  try {
    provider = await knownProvider(settings)
    idToken = await exchangeCode(settings, provider.metadata.tokenEndpoint, code, pending)
  } catch (cause) {
    throw new SignInRefused('request_error', cause instanceof OidcRejected ? cause.reason : `token exchange failed: ${cause instanceof Error ? cause.message : String(cause)}`)
  }
  if (!idToken) throw new SignInRefused('invalid_token', 'no ID token in the token answer')
  try {
    return await verifyIdToken(idToken, provider.keys, {
      issuer: settings.issuer,
      clientId: settings.clientId,
      nonce: pending.nonce,
      leewaySeconds: settings.leewaySeconds,
      maxAgeSeconds: settings.maxAgeSeconds,
      organization: settings.organization,
    })
  } catch (cause) {
    throw new SignInRefused('invalid_token', cause instanceof OidcRejected ? cause.reason : 'ID token unreadable')
  }
}

/**
 * GET /api/user/sso/callback?code=&state=: the provider sends the visitor back here. The state
 * is consumed (once; missing, altered, expired or replayed → `request_error`) and must come back
 * to the browser that started; a provider error maps to the catalogue (`login_required`…); the
 * code is exchanged with the PKCE verifier and the ID token checked (server/oidc/idToken.ts). The
 * account is the one linked to (issuer, subject), or a new one; an e-mail a local account has is
 * refused (`account_exists`), and so is one the provider has not verified (`email_unverified`,
 * unless `OIDC_REQUIRE_VERIFIED_EMAIL=false`). Then what follows a right password: the MFA challenge (the login
 * screen's code step), the forced MFA set-up, or a new session and `next`. Every refusal goes to
 * the failure page and counts on the address's `signIn` budget.
 */
export const callback = endpoint({}, async ({ request, url, client }) => {
  const limiter = await processRateLimiter()
  const address = rateLimitKey(client)
  const clearBinding = bindingCookie('', 0)
  const pending = await takeSignIn(url.searchParams.get('state'))
  const locale = pending?.locale ?? defaultLocale
  if (!(await limiter.peek('signIn', address)).allowed) return toFailure(locale, 'rate_limited', [clearBinding])
  const refuse = async (failure: SsoFailure, reason: string) => {
    await limiter.consume('signIn', address)
    console.warn(`[accounts] single sign-on refused (${failure}): ${reason}`)
    return toFailure(locale, failure, [clearBinding])
  }
  if (!pending) return refuse('request_error', 'state missing, altered, expired or used')
  if (!sameBrowser(pending, cookieValue(request.headers.get('cookie'), SSO_BINDING_COOKIE))) return refuse('request_error', 'the callback came to another browser than the start')
  const settings = oidcSettings()
  if (!settings) return refuse('generic_error', 'single sign-on is off')
  let identity: VerifiedIdentity
  try {
    identity = await provenIdentity(url.searchParams, pending, settings)
  } catch (error) {
    if (error instanceof SignInRefused) return refuse(error.failure, error.reason)
    throw error
  }
  if (pending.linkUserId !== undefined) {
    // A link from edit-profile: the session that asked for it must still be the one here.
    const signedIn = await signedInVisitor(request, 'mfaSetUp')
    if (signedIn?.visitor.user.id !== pending.linkUserId) return refuse('request_error', 'the link came back without the session that started it')
    if ((await linkIdentity(identity, pending.linkUserId)) === 'in_use') return refuse('identity_in_use', 'this subject signs another account in')
    return redirect(`/${locale}/user/edit-profile?linked=1#sign-in-methods`, null, [clearBinding])
  }
  if (pending.confirmUserId !== undefined) {
    // A confirmation from edit-profile: the session that asked must still be here, and the person
    // who signed in at the provider must be this account's own (then a new session, made now).
    // Open to a visitor held at the forced MFA set-up: that is how an account without a password sets it up.
    const signedIn = await signedInVisitor(request, 'mfaSetUp')
    if (signedIn?.visitor.user.id !== pending.confirmUserId) return refuse('request_error', 'the confirmation came back without the session that started it')
    if ((await ownerOfIdentity(identity)) !== pending.confirmUserId) return refuse('request_error', 'another identity than the account’s came back to confirm it')
  }
  if (settings.requireVerifiedEmail && !identity.emailVerified) return refuse('email_unverified', 'the provider has not verified the e-mail (OIDC_REQUIRE_VERIFIED_EMAIL)')
  const linked = await linkedVisitor(identity, locale)
  if (!linked.ok) return refuse(linked.failure, linked.failure === 'account_exists' ? 'the provider’s e-mail belongs to an account not linked to this subject' : 'the provider gave no e-mail')
  const auth = await visitorAuth()
  const answer = await auth.api.oidcSignIn({ body: { handle: await handOff(linked.userId) }, headers: request.headers, asResponse: true })
  if (!answer.ok) return refuse('generic_error', `session step answered ${answer.status}`)
  const outcome = await firstFactorOutcome(answer, pending.next, locale)
  // For the provider's logout at sign-out: the session (or the challenge whose code makes it) is marked.
  if (outcome.kind === 'mfaChallenge') {
    const challenge = signedCookieToken(cookieValue(setCookiePairs(answer.headers), VISITOR_MFA_COOKIE))
    if (challenge) await markProviderChallenge(challenge)
  } else {
    const { token } = (await answer.clone().json()) as { token?: unknown }
    if (typeof token === 'string') await markProviderSession(token)
  }
  const to = outcome.kind === 'mfaChallenge' ? `${loginPathFor(locale, pending.next)}&mfa=1` : outcome.next
  return redirect(to, answer.headers, [clearBinding])
})

const unauthenticated = (t: Translate) => Response.json({ error: 'unauthenticated', message: t('auth.signInRequired') }, { status: 401, headers: privateNoStore })
const notFound = (t: Translate) => Response.json({ error: 'not_found', message: t('http.notFound') }, { status: 404, headers: privateNoStore })

/**
 * GET /api/user/sign-in-methods: the visitor's ways in for edit-profile — a password, and the
 * site's provider (linked or not; null when single sign-on is off). Open during the forced MFA
 * set-up: the set-up and the deletion need to know whether a password or the provider confirms them.
 */
export const methods = endpoint({}, async ({ request, t }) => {
  const signedIn = await signedInVisitor(request, 'mfaSetUp')
  if (!signedIn) return unauthenticated(t)
  const settings = oidcSettings()
  const rows = await accountRows(signedIn.visitor.user.id)
  const own = methodsOf(rows.map((row) => row.providerId))
  const answer: SignInMethods = { password: own.password, provider: settings ? { name: settings.displayName, linked: own.links > 0 } : null }
  return Response.json(answer, { headers: privateNoStore })
})

/**
 * A signed-in visitor's trip to the provider from edit-profile (a link, a confirmation): the
 * pending sign-in with its purpose, then 200 `{ location }` — the authorization request with
 * `extra` parameters — and the binding cookie; 502 when the provider cannot be reached.
 */
async function sendToProvider(settings: OidcSettings, next: string, locale: Locale, purpose: SignInPurpose, extra: Record<string, string>, t: Translate): Promise<Response> {
  let authorizationEndpoint: string
  try {
    authorizationEndpoint = (await knownProvider(settings)).metadata.authorizationEndpoint
  } catch (error) {
    console.warn('[accounts] single sign-on provider unusable:', error instanceof OidcRejected ? error.reason : error instanceof Error ? error.message : error)
    return Response.json({ error: 'request_error', message: t('auth.error.requestFailed') }, { status: 502, headers: privateNoStore })
  }
  const started = await rememberSignIn(next, locale, purpose)
  const location = await authorizationUrl(settings, authorizationEndpoint, started, locale, extra)
  const headers = new Headers(privateNoStore)
  headers.append('Set-Cookie', bindingCookie(started.binding, OIDC_STATE_SECONDS))
  return Response.json({ location }, { status: 200, headers })
}

/**
 * POST /api/user/sso/confirm?lang=en: a signed-in visitor whose account has no password (made by
 * single sign-on) confirms who they are by signing in again at the provider, before deleting the
 * account or turning MFA on or off (`{ for: 'delete' | 'mfa' }`, the deletion when not said;
 * `FRESH_SIGN_IN_SECONDS`, account.ts and mfaSettings.ts). Open to a visitor held at the forced
 * MFA set-up. 200 `{ location }`: the provider's authorization
 * request with `prompt=login` and `max_age=0` (the person signs in afresh there, whatever session
 * the provider had), with the binding cookie; the callback accepts only this account's own
 * identity and this session, then signs the account in again (a new session) and goes back to
 * the section it was for. 409 when the account is not linked to the provider, 404 when single sign-on is off.
 */
export const confirm = endpoint({ budget: 'accountChange', schema: providerConfirmSchema }, async ({ request, body, locale, t }) => {
  const signedIn = await signedInVisitor(request, 'mfaSetUp')
  if (!signedIn) return unauthenticated(t)
  const settings = oidcSettings()
  if (!settings) return notFound(t)
  const { visitor } = signedIn
  if (methodsOf((await accountRows(visitor.user.id)).map((row) => row.providerId)).links === 0) {
    return Response.json({ error: 'not_linked', message: t('account.delete.signInAgain') }, { status: 409, headers: privateNoStore })
  }
  return sendToProvider(settings, confirmedPath(locale, body.for), locale, { confirmUserId: visitor.user.id }, { prompt: 'login', max_age: '0' }, t)
})

/**
 * POST /api/user/sso/link?lang=en `{ password }`: a signed-in visitor links the site's provider
 * to their account (the way an account refused as `account_exists` joins its provider identity).
 * The password first (a turn of the account's lockout budget, as every password typed to confirm
 * a change): a stolen session cannot add its own way in. 200 `{ location }` — the provider's
 * authorization request, with the binding cookie; the callback links (issuer, subject) to this
 * account if the session is still theirs, or refuses a subject another account has
 * (`identity_in_use`), then back to edit-profile. 409 when already linked, 404 when single
 * sign-on is off.
 */
export const link = endpoint({ budget: 'accountChange', schema: providerLinkSchema }, async ({ request, body, locale, t }) => {
  const signedIn = await signedInVisitor(request)
  if (!signedIn) return unauthenticated(t)
  const settings = oidcSettings()
  if (!settings) return notFound(t)
  const { visitor } = signedIn
  const rows = await accountRows(visitor.user.id)
  if (methodsOf(rows.map((row) => row.providerId)).links > 0) return Response.json({ error: 'already_linked', message: t('account.methods.alreadyLinked', { provider: settings.displayName }) }, { status: 409, headers: privateNoStore })
  const refused = await confirmCurrentPassword(signedIn, body.password, t)
  if (refused) return refused
  // The person at the provider signs in afresh: a session left open there by someone else links nothing.
  return sendToProvider(settings, `/${locale}/user/edit-profile`, locale, { linkUserId: visitor.user.id }, { prompt: 'login' }, t)
})

/**
 * POST /api/user/sso/unlink?lang=en: removes the provider's link from the visitor's account. An
 * account always keeps one way in of its own: the last one is refused (409 'last_sign_in_method',
 * set a password first). 404 when there is no link or single sign-on is off.
 */
export const unlink = endpoint({ budget: 'accountChange' }, async ({ request, t }) => {
  const signedIn = await signedInVisitor(request)
  if (!signedIn) return unauthenticated(t)
  const settings = oidcSettings()
  if (!settings) return notFound(t)
  const rows = await accountRows(signedIn.visitor.user.id)
  const links = rows.filter((row) => row.providerId.startsWith(PROVIDER_LINK_PREFIX))
  const [first] = links
  if (!first) return notFound(t)
  if (!canUnlink(methodsOf(rows.map((row) => row.providerId)))) {
    return Response.json({ error: 'last_sign_in_method', message: t('account.methods.lastMethod', { provider: settings.displayName }) }, { status: 409, headers: privateNoStore })
  }
  for (const row of links) await removeAccountRow(row.id)
  return Response.json({ message: t('account.methods.unlinked', { provider: settings.displayName }) }, { status: 200, headers: privateNoStore })
})

/** GET /api/user/sso/signed-out?state=<lang>: back from the provider's logout, on to the sign-in page in the visitor's language. */
export const signedOut = endpoint({}, async ({ url }) => {
  const state = url.searchParams.get('state')
  return redirect(`/${isLocale(state) ? state : defaultLocale}/user/login`, null)
})
