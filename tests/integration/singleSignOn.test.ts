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
const routes: Record<'start' | 'callback' | 'session' | 'signOut' | 'signedOut' | 'signIn' | 'methods' | 'link' | 'unlink' | 'confirm' | 'delete', Handler> = {} as never
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
  routes.signIn = (await import('@/app/api/user/login/route')).POST
  routes.signOut = (await import('@/app/api/%5Fauth/session/route')).DELETE
  routes.signedOut = (await import('@/app/api/user/sso/signed-out/route')).GET
  routes.methods = (await import('@/app/api/user/sign-in-methods/route')).GET
  routes.link = (await import('@/app/api/user/sso/link/route')).POST
  routes.unlink = (await import('@/app/api/user/sso/unlink/route')).POST
  routes.confirm = (await import('@/app/api/user/sso/confirm/route')).POST
  routes.delete = (await import('@/app/api/user/delete/route')).POST
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

const post = (route: string, body: unknown, cookie = '') =>
  new Request(`${site}${route}`, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json', 'x-vesta-peer': newPeer(), origin: site, ...(cookie && { cookie }) } })
const passphrase = 'a long and quiet passphrase'
type Answer = { message?: string; location?: string; error?: string; fields?: Record<string, string>; password?: boolean; provider?: { name: string; linked: boolean } | null }
const read = async (response: Response) => (await response.json()) as Answer

/** A local visitor with a password (verified), signed in: the session cookie and the id. */
async function localVisitor(email: string): Promise<{ cookie: string; id: string }> {
  const { visitorAuth } = await import('@/features/accounts/server/auth')
  const context = await (await visitorAuth()).$context
  const user = await context.internalAdapter.createUser({ email, name: 'Linda', emailVerified: true, surname: 'Link', kind: 'private', country: 'IT', city: 'Milano', locale: 'en', consentedAt: new Date() }, { method: 'email' })
  await context.internalAdapter.linkAccount({ userId: user.id, providerId: 'credential', accountId: user.id, password: await context.password.hash(passphrase) })
  const signedIn = await routes.signIn(post('/api/user/login?lang=en', { email, password: passphrase }))
  expect(signedIn.status).toBe(200)
  return { cookie: cookiesOf(signedIn), id: user.id }
}

/** Links the provider from edit-profile: the password, the provider, the way back (with the session and binding cookies). */
async function linkAtProvider(cookie: string, login: TestProvider['nextLogin']) {
  const started = await routes.link(post('/api/user/sso/link?lang=en', { password: passphrase }, cookie))
  expect(started.status).toBe(200)
  const { location = '' } = await read(started)
  expect(new URL(location).searchParams.get('prompt')).toBe('login')
  provider.nextLogin = login
  const back = await followProvider(location, provider)
  const answer = await routes.callback(get(back.toString(), `${cookie}; ${cookiesOf(started)}`))
  return { answer, location: answer.headers.get('location') ?? '', back, binding: cookiesOf(started) }
}

describe(`linking and unlinking the provider from edit-profile (${kind})`, () => {
  it('a local account links its provider identity with its password; then the provider signs it in; a second link is refused', async () => {
    const { cookie, id } = await localVisitor('linker@example.it')
    expect(await read(await routes.methods(get('/api/user/sign-in-methods?lang=en', cookie)))).toEqual({ password: true, provider: { name: 'Test IdP', linked: false } })
    const wrong = await routes.link(post('/api/user/sso/link?lang=en', { password: 'not the passphrase at all' }, cookie))
    expect(wrong.status).toBe(400)
    expect((await read(wrong)).fields).toEqual({ password: 'The current password is not correct.' })
    expect((await routes.link(post('/api/user/sso/link?lang=en', { password: passphrase }))).status).toBe(401)

    const { answer, location } = await linkAtProvider(cookie, account('sub-linker', 'linker.at.work@idp.example'))
    expect(answer.status).toBe(302)
    expect(location).toBe('/en/user/edit-profile?linked=1#sign-in-methods')
    // Linking is no sign-in: no new session cookie.
    expect(cookiesOf(answer)).not.toMatch(/session_token/)
    expect(await read(await routes.methods(get('/api/user/sign-in-methods?lang=en', cookie)))).toEqual({ password: true, provider: { name: 'Test IdP', linked: true } })
    const bySso = await signInAtProvider(account('sub-linker', 'linker.at.work@idp.example'))
    expect(bySso.location).toBe('/en/user/edit-profile')
    expect((await accountOf(cookiesOf(bySso.answer)))?.id).toBe(id)
    const again = await routes.link(post('/api/user/sso/link?lang=de', { password: passphrase }, cookie))
    expect(again.status).toBe(409)
    expect((await read(again)).message).toBe('Test IdP ist bereits mit Ihrem Konto verknüpft.')
  })

  it('a subject that signs another account in is not moved; a link coming back without the session that asked is refused', async () => {
    await signInAtProvider(account('sub-taken', 'taken@idp.example'))
    const { cookie } = await localVisitor('other.linker@example.it')
    const taken = await linkAtProvider(cookie, account('sub-taken', 'taken@idp.example'))
    expect(taken.location).toBe('/en/user/sso-error?code=identity_in_use')
    expect(await read(await routes.methods(get('/api/user/sign-in-methods?lang=en', cookie)))).toMatchObject({ provider: { linked: false } })

    const started = await routes.link(post('/api/user/sso/link?lang=en', { password: passphrase }, cookie))
    provider.nextLogin = account('sub-stray', 'stray@idp.example')
    const back = await followProvider((await read(started)).location ?? '', provider)
    const withoutSession = await routes.callback(get(back.toString(), cookiesOf(started)))
    expect(withoutSession.headers.get('location')).toBe('/en/user/sso-error?code=request_error')
    expect(await read(await routes.methods(get('/api/user/sign-in-methods?lang=en', cookie)))).toMatchObject({ provider: { linked: false } })
  })

  it('unlinking keeps at least one way in: with a password it goes; the last one is refused with the reason in the visitor’s language', async () => {
    const { cookie } = await localVisitor('unlinker@example.it')
    await linkAtProvider(cookie, account('sub-unlinker', 'unlinker@idp.example'))
    const unlinked = await routes.unlink(post('/api/user/sso/unlink?lang=en', {}, cookie))
    expect(unlinked.status).toBe(200)
    expect((await read(unlinked)).message).toBe('Test IdP is no longer linked to your account.')
    expect(await read(await routes.methods(get('/api/user/sign-in-methods?lang=en', cookie)))).toEqual({ password: true, provider: { name: 'Test IdP', linked: false } })
    expect((await routes.unlink(post('/api/user/sso/unlink?lang=en', {}, cookie))).status).toBe(404)

    // An account made by single sign-on has no password: its link is its only way in.
    const onlyProvider = cookiesOf((await signInAtProvider(account('sub-only', 'only@idp.example'))).answer)
    expect(await read(await routes.methods(get('/api/user/sign-in-methods?lang=en', onlyProvider)))).toEqual({ password: false, provider: { name: 'Test IdP', linked: true } })
    const refused = await routes.unlink(post('/api/user/sso/unlink?lang=it', {}, onlyProvider))
    expect(refused.status).toBe(409)
    const refusal = await read(refused)
    expect(refusal.error).toBe('last_sign_in_method')
    expect(refusal.message).toContain('Test IdP è il tuo unico modo di accesso')
    expect((await signInAtProvider(account('sub-only', 'only@idp.example'))).location).toBe('/en/user/edit-profile')
    // Refused from another site, and without a session.
    const foreign = await routes.unlink(new Request(`${site}/api/user/sso/unlink`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json', 'x-vesta-peer': newPeer(), origin: 'https://evil.example', cookie: onlyProvider } }))
    expect(foreign.status).toBe(403)
    expect((await routes.unlink(post('/api/user/sso/unlink?lang=en', {}))).status).toBe(401)
  })
})

describe(`signing out of a session that came from the provider (${kind})`, () => {
  const signOut = (cookie: string, lang = 'en') => routes.signOut(new Request(`${site}/api/_auth/session?lang=${lang}`, { method: 'DELETE', headers: { 'x-vesta-peer': newPeer(), origin: site, cookie } }))

  it('ends the session here and names the provider’s logout (client id, the registered way back, the language); the provider accepts it', async () => {
    const cookie = cookiesOf((await signInAtProvider(account('sub-leaver', 'leaver@idp.example'))).answer)
    const answer = await signOut(cookie, 'fr')
    expect(answer.status).toBe(200)
    const { providerLogout = '' } = (await answer.json()) as { providerLogout?: string }
    const to = new URL(providerLogout)
    expect(`${to.origin}${to.pathname}`).toBe(`${provider.issuer}/session/end`)
    expect(Object.fromEntries(to.searchParams)).toEqual({ client_id: provider.clientId, post_logout_redirect_uri: `${site}/api/user/sso/signed-out`, state: 'fr', ui_locales: 'fr' })
    expect(await sessionUser(cookie)).toBeUndefined()
    // The real provider takes the request (its confirmation page), it does not refuse it.
    const atProvider = await fetch(providerLogout, { redirect: 'manual' })
    expect(atProvider.status).toBe(200)
    expect(await atProvider.text()).toContain('logout')
    // Once: the same cookie again names no logout.
    expect(await (await signOut(cookie)).json()).toEqual({})
  })

  it('a session of a password names no provider logout; back from the provider, the sign-in page in the language sent', async () => {
    const { cookie } = await localVisitor('password.leaver@example.it')
    expect(await (await signOut(cookie)).json()).toEqual({})
    const back = await routes.signedOut(get('/api/user/sso/signed-out?state=de'))
    expect(back.status).toBe(302)
    expect(back.headers.get('location')).toBe('/de/user/login')
    expect((await routes.signedOut(get('/api/user/sso/signed-out?state=../x'))).headers.get('location')).toBe('/it/user/login')
  })
})

/** Confirms the account's person at the provider from edit-profile (no password): the provider, the way back (with the session and binding cookies). */
async function confirmAtProvider(cookie: string, login: TestProvider['nextLogin']) {
  const started = await routes.confirm(post('/api/user/sso/confirm?lang=en', {}, cookie))
  expect(started.status).toBe(200)
  const { location = '' } = await read(started)
  const asked = new URL(location).searchParams
  // The person signs in afresh at the provider, whatever session it had.
  expect([asked.get('prompt'), asked.get('max_age')]).toEqual(['login', '0'])
  provider.nextLogin = login
  const back = await followProvider(location, provider)
  const answer = await routes.callback(get(back.toString(), `${cookie}; ${cookiesOf(started)}`))
  return { answer, location: answer.headers.get('location') ?? '' }
}

/** Makes every session of an account older than the confirmation window (as if signed in a while ago). */
async function ageSessions(userId: string): Promise<void> {
  const { visitorAuth } = await import('@/features/accounts/server/auth')
  const { FRESH_SIGN_IN_SECONDS } = await import('@/features/accounts/logic/constants')
  const context = await (await visitorAuth()).$context
  await context.adapter.updateMany({ model: 'session', where: [{ field: 'userId', value: userId }], update: { createdAt: new Date(Date.now() - (FRESH_SIGN_IN_SECONDS + 60) * 1000) } })
}

describe(`an account made by single sign-on deletes itself without a password (${kind})`, () => {
  it('right after signing in at the provider it is deleted at once; a password account still needs its password', async () => {
    const signedIn = await signInAtProvider(account('sub-leaver', 'leaver@idp.example'))
    const cookie = cookiesOf(signedIn.answer)
    expect(await read(await routes.methods(get('/api/user/sign-in-methods?lang=en', cookie)))).toEqual({ password: false, provider: { name: 'Test IdP', linked: true } })
    const deleted = await routes.delete(post('/api/user/delete?lang=en', {}, cookie))
    expect(deleted.status).toBe(200)
    expect(await accountOf(cookie)).toBeNull()

    const local = await localVisitor('keeps.password@example.it')
    const withoutPassword = await routes.delete(post('/api/user/delete?lang=en', {}, local.cookie))
    expect(withoutPassword.status).toBe(400)
    expect((await read(withoutPassword)).fields).toEqual({ password: 'This field is required.' })
    expect((await accountOf(local.cookie))?.id).toBe(local.id)
  })

  it('a session older than the window is asked to sign in again at the provider; only the account’s own person confirms; then it is deleted', async () => {
    const signedIn = await signInAtProvider(account('sub-stayer', 'stayer@idp.example'))
    const cookie = cookiesOf(signedIn.answer)
    const id = (await accountOf(cookie))?.id ?? ''
    await ageSessions(id)
    const refused = await routes.delete(post('/api/user/delete?lang=de', {}, cookie))
    expect(refused.status).toBe(403)
    expect(await read(refused)).toEqual({ error: 'sign_in_again', message: 'Melden Sie sich zu Ihrer Sicherheit zur Bestätigung erneut an und löschen Sie Ihr Konto dann innerhalb von 10 Minuten.' })
    expect((await accountOf(cookie))?.id).toBe(id)

    // Someone else at the provider (another subject) confirms nothing and signs nobody in.
    const other = await confirmAtProvider(cookie, account('sub-someone-else', 'someone.else@idp.example'))
    expect(other.location).toBe('/en/user/sso-error?code=request_error')
    expect(cookiesOf(other.answer)).not.toMatch(/session_token/)
    // Nor does a confirmation without the session that asked for it.
    expect((await routes.confirm(post('/api/user/sso/confirm?lang=en', {}))).status).toBe(401)

    const confirmed = await confirmAtProvider(cookie, account('sub-stayer', 'stayer@idp.example'))
    expect(confirmed.location).toBe('/en/user/edit-profile?confirmed=1#delete')
    const fresh = cookiesOf(confirmed.answer)
    expect((await accountOf(fresh))?.id).toBe(id)
    const deleted = await routes.delete(post('/api/user/delete?lang=en', {}, fresh))
    expect(deleted.status).toBe(200)
    expect(await accountOf(fresh)).toBeNull()
  })

  it('an account with a password is not asked to confirm at the provider (409 without a link; its password confirms)', async () => {
    const local = await localVisitor('no.link@example.it')
    expect((await routes.confirm(post('/api/user/sso/confirm?lang=en', {}, local.cookie))).status).toBe(409)
  })
})

