import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { bootPayload, type Booted } from './boot'
import { followProvider, startTestProvider, type ProviderAccount, type TestProvider } from './oidcProvider'

vi.mock('server-only', () => ({}))
vi.mock('@/data/messages', async () => {
  const { readBundledMessages: bundled } = await import('@/i18n/bundled')
  return { getMessages: async (locale: Parameters<typeof bundled>[0]) => bundled(locale) }
})

type Handler = (request: Request) => Promise<Response>
const site = 'http://localhost:3000'
const kind = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'
let booted: Booted
let provider: TestProvider
const routes: Record<'start' | 'callback' | 'session', Handler> = {} as never
let peers = 0
const newPeer = () => `203.0.113.${(++peers % 250) + 1}`
const get = (route: string, cookie = '') => new Request(route.startsWith('http') ? route : `${site}${route}`, { headers: { 'x-vesta-peer': newPeer(), ...(cookie && { cookie }) } })
/** The cookies an answer sets (name=value; …), without the ones it clears. */
const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .filter((pair) => !pair.endsWith('='))
    .join('; ')
/** What `GET /api/_auth/session` answers the header: `{ user }` signed in, `{}` otherwise. */
const sessionUser = async (cookie: string) => ((await (await routes.session(get('/api/_auth/session', cookie))).json()) as { user?: { email: string; name: string; surname: string; kind: string } }).user
/** The account behind a session cookie, as the visitor store has it (id, e-mail verified). */
async function accountOf(cookie: string) {
  const { visitorAuth } = await import('@/features/accounts/server/auth')
  const found = await (await visitorAuth()).api.getSession({ headers: new Headers({ cookie }) })
  return found ? { id: found.user.id, email: found.user.email, emailVerified: found.user.emailVerified } : null
}

/** One sign-in at the provider, as a browser: the login button, the provider's pages, the way back. */
async function signInAtProvider(login: TestProvider['nextLogin'], next = '/en/user/edit-profile', lang = 'en') {
  provider.nextLogin = login
  const started = await routes.start(get(`/api/user/sso/start?lang=${lang}&next=${encodeURIComponent(next)}`))
  expect(started.status).toBe(302)
  const binding = cookiesOf(started)
  const back = await followProvider(started.headers.get('location') ?? '', provider)
  expect(back.origin + back.pathname).toBe(`${site}/api/user/sso/callback`)
  const answer = await routes.callback(get(back.toString(), binding))
  return { answer, back, binding, location: answer.headers.get('location') ?? '' }
}
const account = (sub: string, email: string, extra: Partial<ProviderAccount> = {}): { account: ProviderAccount } => ({ account: { sub, email, email_verified: true, given_name: 'Ada', family_name: 'Lovelace', ...extra } })

beforeAll(async () => {
  provider = await startTestProvider(`${site}/api/user/sso/callback`)
  Object.assign(process.env, { OIDC_ISSUER: provider.issuer, OIDC_CLIENT_ID: provider.clientId, OIDC_CLIENT_SECRET: provider.clientSecret, OIDC_DISPLAY_NAME: 'Test IdP' })
  booted = await bootPayload()
  Object.assign(globalThis, { [Symbol.for('atelier-vesta.peerStamp')]: true })
  routes.start = (await import('@/app/api/user/sso/start/route')).GET
  routes.callback = (await import('@/app/api/user/sso/callback/route')).GET
  routes.session = (await import('@/app/api/%5Fauth/session/route')).GET
})
afterAll(async () => {
  const { closeVisitorAuth } = await import('@/features/accounts/server/auth')
  await closeVisitorAuth()
  await booted.close()
  delete process.env.OIDC_ISSUER
  delete process.env.OIDC_CLIENT_ID
  delete process.env.OIDC_CLIENT_SECRET
  delete process.env.OIDC_DISPLAY_NAME
  await provider.close()
})

describe(`single sign-on with a real OpenID provider on loopback (${kind})`, () => {
  it('starts with state, nonce, an S256 challenge, max_age and the scope; the state is kept on the server, the browser gets a binding cookie', async () => {
    const started = await routes.start(get('/api/user/sso/start?lang=de&next=%2Fde%2Fuser%2Fprofile'))
    expect(started.status).toBe(302)
    expect(started.headers.get('cache-control')).toContain('no-store')
    const to = new URL(started.headers.get('location') ?? '')
    expect(`${to.origin}${to.pathname}`).toBe(`${provider.issuer}/auth`)
    const query = Object.fromEntries(to.searchParams)
    expect(query).toMatchObject({ response_type: 'code', client_id: provider.clientId, redirect_uri: `${site}/api/user/sso/callback`, scope: 'openid profile email', code_challenge_method: 'S256', max_age: '3600', ui_locales: 'de' })
    expect(query.state).toMatch(/^[A-Za-z0-9]{32}$/)
    expect(query.nonce).toMatch(/^[A-Za-z0-9]{32}$/)
    expect(query.code_challenge).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(query).not.toHaveProperty('code_verifier')
    expect(started.headers.getSetCookie().join()).toMatch(/^visitor\.sso_binding=[A-Za-z0-9]{32}; Path=\/api\/user\/sso; Max-Age=1800; HttpOnly; SameSite=Lax$/)
  })

  it('signs a new visitor in: the callback makes a session with a new id and goes to `next`; the session names the provider’s person', async () => {
    const { answer, location } = await signInAtProvider(account('sub-ada', 'ada@idp.example'))
    expect(answer.status).toBe(302)
    expect(location).toBe('/en/user/edit-profile')
    expect(answer.headers.get('cache-control')).toContain('no-store')
    const cookie = cookiesOf(answer)
    expect(cookie).toMatch(/visitor\.session_token=/)
    expect(await sessionUser(cookie)).toEqual({ email: 'ada@idp.example', name: 'Ada', surname: 'Lovelace', kind: 'private' })
    const user = await accountOf(cookie)
    expect(user).toMatchObject({ email: 'ada@idp.example', emailVerified: true })
    // A second sign-in is a new session (a new id), the same account.
    const again = await signInAtProvider(account('sub-ada', 'ada@idp.example'))
    const second = cookiesOf(again.answer)
    expect(second).not.toBe(cookie)
    expect((await accountOf(second))?.id).toBe(user?.id)
  })

  it('finds the account by (issuer, subject) even when the provider’s e-mail changed; with OIDC_REQUIRE_VERIFIED_EMAIL=false an unverified e-mail stays unverified', async () => {
    process.env.OIDC_REQUIRE_VERIFIED_EMAIL = 'false'
    try {
      const first = await signInAtProvider(account('sub-grace', 'grace@idp.example', { email_verified: false }))
      const user = await accountOf(cookiesOf(first.answer))
      expect(user).toMatchObject({ email: 'grace@idp.example', emailVerified: false })
      const renamed = await signInAtProvider(account('sub-grace', 'grace.hopper@idp.example'))
      expect(renamed.location).toBe('/en/user/edit-profile')
      const same = await accountOf(cookiesOf(renamed.answer))
      expect(same).toEqual(user)
    } finally {
      delete process.env.OIDC_REQUIRE_VERIFIED_EMAIL
    }
  })

  it('refuses by default an e-mail the provider has not verified (false or absent): the failure page in the visitor’s language says why, nobody is signed in, no account made', async () => {
    const { readBundledMessages } = await import('@/i18n/bundled')
    const { visitorAuth } = await import('@/features/accounts/server/auth')
    const context = await (await visitorAuth()).$context
    for (const [sub, claims] of [['sub-unverified', { email_verified: false }], ['sub-unsaid', { email_verified: undefined }]] as const) {
      const email = `${sub}@idp.example`
      const { answer, location } = await signInAtProvider(account(sub, email, claims), '/de/user/profile', 'de')
      expect(answer.status).toBe(302)
      expect(location).toBe('/de/user/sso-error?code=email_unverified')
      expect(cookiesOf(answer)).not.toMatch(/session_token/)
      expect(await context.internalAdapter.findUserByEmail(email)).toBeNull()
    }
    const { ssoFailureLabels, ssoFailureOf } = await import('@/features/accounts/logic/oidcSettings')
    expect(readBundledMessages('de')[ssoFailureLabels[ssoFailureOf('email_unverified')]]).toContain('E-Mail-Adresse nicht bestätigt')
    // A subject linked while the site trusted its provider is refused too once the setting is on.
    process.env.OIDC_REQUIRE_VERIFIED_EMAIL = 'false'
    try {
      expect(cookiesOf((await signInAtProvider(account('sub-later', 'later@idp.example', { email_verified: false }))).answer)).toMatch(/session_token/)
    } finally {
      delete process.env.OIDC_REQUIRE_VERIFIED_EMAIL
    }
    expect((await signInAtProvider(account('sub-later', 'later@idp.example', { email_verified: false }))).location).toBe('/en/user/sso-error?code=email_unverified')
    // Verified at the provider, the same subject signs in.
    expect((await signInAtProvider(account('sub-later', 'later@idp.example'))).location).toBe('/en/user/edit-profile')
  })

  it('never merges silently: an e-mail a local account has, without the link, goes to the failure page and signs nobody in', async () => {
    const { visitorAuth } = await import('@/features/accounts/server/auth')
    const context = await (await visitorAuth()).$context
    await context.internalAdapter.createUser({ email: 'local.owner@example.it', name: 'Local', emailVerified: true, surname: 'Owner', kind: 'private', country: 'IT', city: 'Milano', locale: 'it', consentedAt: new Date() }, { method: 'email' })
    const { answer, location } = await signInAtProvider(account('sub-intruder', 'Local.Owner@example.it'), '/it/user/profile', 'it')
    expect(answer.status).toBe(302)
    expect(location).toBe('/it/user/sso-error?code=account_exists')
    expect(cookiesOf(answer)).not.toMatch(/session_token/)
    const found = await context.internalAdapter.findUserByEmail('local.owner@example.it', { includeAccounts: true })
    expect(found?.accounts.map((linked) => linked.providerId)).toEqual([])
  })

  it('refuses a replayed state and a callback in another browser (no binding cookie) with request_error', async () => {
    const { answer, back, binding } = await signInAtProvider(account('sub-replay', 'replay@idp.example'))
    expect(answer.status).toBe(302)
    const replayed = await routes.callback(get(back.toString(), binding))
    // The state is gone, and with it the language asked in: the failure page in the default one.
    expect(replayed.headers.get('location')).toBe('/it/user/sso-error?code=request_error')
    expect(cookiesOf(replayed)).not.toMatch(/session_token/)

    provider.nextLogin = account('sub-victim', 'victim@idp.example')
    const started = await routes.start(get('/api/user/sso/start?lang=fr'))
    const elsewhere = await followProvider(started.headers.get('location') ?? '', provider)
    const foreign = await routes.callback(get(elsewhere.toString()))
    expect(foreign.headers.get('location')).toBe('/fr/user/sso-error?code=request_error')
    expect(cookiesOf(foreign)).not.toMatch(/session_token/)
  })

  it('maps the provider’s login_required to the catalogue, never showing its text; an unknown error is generic', async () => {
    const { location } = await signInAtProvider({ error: 'login_required' }, '/ru/user/profile', 'ru')
    expect(location).toBe('/ru/user/sso-error?code=login_required')
    expect(location).not.toContain('raw')
    const denied = await signInAtProvider({ error: 'access_denied' })
    expect(denied.location).toBe('/en/user/sso-error?code=consent_required')
  })

  it('refuses an answer naming another issuer (RFC 9207) and a code without its state', async () => {
    const started = await routes.start(get('/api/user/sso/start?lang=en'))
    provider.nextLogin = account('sub-mixup', 'mixup@idp.example')
    const back = await followProvider(started.headers.get('location') ?? '', provider)
    back.searchParams.set('iss', 'https://attacker.example')
    const mixedUp = await routes.callback(get(back.toString(), cookiesOf(started)))
    expect(mixedUp.headers.get('location')).toBe('/en/user/sso-error?code=request_error')
    const stateless = await routes.callback(get(`/api/user/sso/callback?code=abc`))
    expect(stateless.headers.get('location')).toBe('/it/user/sso-error?code=request_error')
  })

  it('an account with MFA on gets the second-factor challenge, not a session', async () => {
    const first = await signInAtProvider(account('sub-mfa', 'mfa@idp.example'))
    const user = await accountOf(cookiesOf(first.answer))
    expect(user).not.toBeNull()
    const { visitorAuth } = await import('@/features/accounts/server/auth')
    await (await (await visitorAuth()).$context).internalAdapter.updateUser(user?.id ?? '', { twoFactorEnabled: true })
    const { answer, location } = await signInAtProvider(account('sub-mfa', 'mfa@idp.example'), '/en/products/')
    expect(location).toBe('/en/user/login?next=%2Fen%2Fproducts%2F&mfa=1')
    const cookie = cookiesOf(answer)
    expect(cookie).toMatch(/visitor\.two_factor=/)
    expect(cookie).not.toMatch(/session_token/)
    expect(await sessionUser(cookie)).toBeUndefined()
    const { challengedUserId } = await import('@/features/accounts/server/mfa')
    expect(await challengedUserId(get('/', cookie))).toBe(user?.id)
  })

  it('is off (404) when single sign-on is not configured', async () => {
    const issuer = process.env.OIDC_ISSUER
    delete process.env.OIDC_ISSUER
    delete process.env.OIDC_CLIENT_ID
    delete process.env.OIDC_CLIENT_SECRET
    try {
      expect((await routes.start(get('/api/user/sso/start?lang=en'))).status).toBe(404)
    } finally {
      Object.assign(process.env, { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: provider.clientId, OIDC_CLIENT_SECRET: provider.clientSecret })
    }
  })
})
