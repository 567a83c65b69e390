import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { bootPayload, type Booted } from './boot'
import { followProvider, startTestProvider, type ProviderAccount, type TestProvider } from './oidcProvider'
import { proven } from './proofOfWork'
import { appCode, cookieOf, verificationLink } from './visitorHelpers'
import { site } from './visitors'

// The route modules are server-only; here they run in the test's own process.
vi.mock('server-only', () => ({}))
// The CMS labels are read through Next.js's data cache, which only a Next.js server has.
vi.mock('@/data/messages', async () => {
  const { readBundledMessages: bundled } = await import('@/i18n/bundled')
  return { getMessages: async (locale: Parameters<typeof bundled>[0]) => bundled(locale) }
})

type Handler = (request: Request) => Promise<Response>
type RouteName =
  | 'register' | 'verify' | 'signIn' | 'session' | 'signOut' | 'profile' | 'updateProfile' | 'wishlist' | 'moodboards' | 'downloads' | 'sessions' | 'data' | 'trade'
  | 'mfaStatus' | 'enable' | 'confirm' | 'delete' | 'methods' | 'ssoStart' | 'ssoCallback' | 'ssoConfirm'
let booted: Booted
let provider: TestProvider
const routes: Record<RouteName, Handler> = {} as never
const kind = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'
const passphrase = 'a long and quiet passphrase'
const heldInGerman = 'Der Administrator verlangt eine Multi-Faktor-Authentifizierung (MFA)'
const heldInEnglish = 'Administrator requires multi-factor authentication (MFA)'

let peers = 0
/** A visitor of its own address, so one request's count never reaches another's per-address budget. */
const newPeer = () => `198.51.100.${(++peers % 250) + 1}`
const post = (route: string, body: unknown, cookie = '') =>
  new Request(`${site}${route}`, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json', 'x-vesta-peer': newPeer(), origin: site, ...(cookie && { cookie }) } })
const get = (route: string, cookie = '') => new Request(route.startsWith('http') ? route : `${site}${route}`, { headers: { 'x-vesta-peer': newPeer(), ...(cookie && { cookie }) } })
const remove = (route: string, cookie: string) => new Request(`${site}${route}`, { method: 'DELETE', headers: { 'x-vesta-peer': newPeer(), origin: site, cookie } })
interface Answer {
  error?: string
  message?: string
  next?: string
  secret?: string
  location?: string
  user?: Record<string, unknown>
  profile?: Record<string, unknown>
  fields?: Record<string, string>
}
const read = async (response: Response) => (await response.json()) as Answer
const setPolicy = (visitorMfa: 'off' | 'professionals' | 'everybody') => booted.payload.updateGlobal({ slug: 'site-settings', data: { visitorMfa } })

/** A registered, verified visitor, signed in with the password: its session cookie and where sign-in sent it. */
async function visitor(email: string, visitorKind: 'private' | 'professional'): Promise<{ cookie: string; next: unknown }> {
  const professional = visitorKind === 'professional' ? { profession: 'architect', company: 'Studio' } : {}
  const registration = { kind: visitorKind, name: 'Giulia', surname: 'Rossi', email, country: 'IT', province: 'MI', city: 'Milano', password: passphrase, passwordRepeat: passphrase, privacy: true, terms: true, ...professional }
  expect((await routes.register(post('/api/user/register?lang=en', registration))).status).toBe(200)
  await routes.verify(get(verificationLink(booted.mediaDir, email)))
  const signedIn = await routes.signIn(post('/api/user/login?lang=de', { email, password: passphrase }))
  expect(signedIn.status).toBe(200)
  return { cookie: cookieOf(signedIn), next: (await read(signedIn)).next }
}

/** The personal endpoints a held visitor must not reach (reads and a change), each with its status and body. */
async function personalAnswers(cookie: string, lang = 'de') {
  const answers = {
    profile: await routes.profile(get(`/api/user/profile?lang=${lang}`, cookie)),
    updateProfile: await routes.updateProfile(post(`/api/user/profile?lang=${lang}`, { name: 'Giulia', surname: 'Bianchi', country: 'IT', province: 'MI', city: 'Milano' }, cookie)),
    wishlist: await routes.wishlist(get(`/api/user/wishlist?lang=${lang}`, cookie)),
    moodboards: await routes.moodboards(get(`/api/user/moodboards?lang=${lang}`, cookie)),
    downloads: await routes.downloads(get(`/api/user/downloads?lang=${lang}`, cookie)),
    sessions: await routes.sessions(get(`/api/user/sessions?lang=${lang}`, cookie)),
    data: await routes.data(get(`/api/user/data?lang=${lang}`, cookie)),
    trade: await routes.trade(get(`/api/trade/application?lang=${lang}`, cookie)),
  }
  return Object.fromEntries(await Promise.all(Object.entries(answers).map(async ([name, response]) => [name, { status: response.status, body: (await response.clone().json().catch(() => null)) as unknown }]))) as Record<keyof typeof answers, { status: number; body: unknown }>
}
const statusesOf = (answers: Record<string, { status: number }>) => Object.fromEntries(Object.entries(answers).map(([name, { status }]) => [name, status]))

/** Turns MFA on with the app's first code; the renewed session cookie. */
async function turnOn(cookie: string, body: Record<string, string>): Promise<string> {
  const started = await routes.enable(post('/api/user/mfa/enable?lang=en', body, cookie))
  expect(started.status).toBe(200)
  const secret = (await read(started)).secret ?? ''
  const confirmed = await routes.confirm(post('/api/user/mfa/confirm?lang=en', { code: appCode(secret) }, cookie))
  expect(confirmed.status).toBe(200)
  return cookieOf(confirmed)
}

const account = (sub: string, email: string): { account: ProviderAccount } => ({ account: { sub, email, email_verified: true, given_name: 'Ada', family_name: 'Lovelace' } })
/** One sign-in at the provider, as a browser: the login button, the provider's pages, the way back. */
async function signInAtProvider(login: TestProvider['nextLogin']) {
  provider.nextLogin = login
  const started = await routes.ssoStart(get('/api/user/sso/start?lang=en&next=%2Fen%2Fuser%2Fprofile'))
  const back = await followProvider(started.headers.get('location') ?? '', provider)
  const answer = await routes.ssoCallback(get(back.toString(), cookieOf(started)))
  return { cookie: cookieOf(answer), location: answer.headers.get('location') ?? '' }
}

beforeAll(async () => {
  provider = await startTestProvider(`${site}/api/user/sso/callback`)
  Object.assign(process.env, { OIDC_ISSUER: provider.issuer, OIDC_CLIENT_ID: provider.clientId, OIDC_CLIENT_SECRET: provider.clientSecret, OIDC_DISPLAY_NAME: 'Test IdP' })
  booted = await bootPayload()
  Object.assign(globalThis, { [Symbol.for('atelier-vesta.peerStamp')]: true })
  routes.register = proven((await import('@/app/api/user/register/route')).POST)
  routes.verify = (await import('@/app/api/user/auth/[...all]/route')).GET
  routes.signIn = (await import('@/app/api/user/login/route')).POST
  routes.session = (await import('@/app/api/%5Fauth/session/route')).GET
  routes.signOut = (await import('@/app/api/%5Fauth/session/route')).DELETE
  routes.profile = (await import('@/app/api/user/profile/route')).GET
  routes.updateProfile = (await import('@/app/api/user/profile/route')).POST
  routes.wishlist = (await import('@/app/api/user/wishlist/route')).GET
  routes.moodboards = (await import('@/app/api/user/moodboards/route')).GET
  routes.downloads = (await import('@/app/api/user/downloads/route')).GET
  routes.sessions = (await import('@/app/api/user/sessions/route')).GET
  routes.data = (await import('@/app/api/user/data/route')).GET
  routes.trade = (await import('@/app/api/trade/application/route')).GET
  routes.mfaStatus = (await import('@/app/api/user/mfa/route')).GET
  routes.enable = (await import('@/app/api/user/mfa/enable/route')).POST
  routes.confirm = (await import('@/app/api/user/mfa/confirm/route')).POST
  routes.delete = (await import('@/app/api/user/delete/route')).POST
  routes.methods = (await import('@/app/api/user/sign-in-methods/route')).GET
  routes.ssoStart = (await import('@/app/api/user/sso/start/route')).GET
  routes.ssoCallback = (await import('@/app/api/user/sso/callback/route')).GET
  routes.ssoConfirm = (await import('@/app/api/user/sso/confirm/route')).POST
})
afterAll(async () => {
  await setPolicy('off')
  const { closeVisitorAuth } = await import('@/features/accounts/server/auth')
  await closeVisitorAuth()
  await booted.close()
  delete process.env.OIDC_ISSUER
  delete process.env.OIDC_CLIENT_ID
  delete process.env.OIDC_CLIENT_SECRET
  delete process.env.OIDC_DISPLAY_NAME
  await provider.close()
})

describe(`'administrator requires MFA' is enforced on the server (${kind})`, () => {
  it('a professional without MFA is held: personal endpoints answer 403 mfa_setup_required in their language until TOTP is on; a private visitor is not', async () => {
    const privateOne = await visitor('held.private@example.it', 'private')
    await setPolicy('professionals')
    try {
      const professional = await visitor('held.pro@example.it', 'professional')
      expect(professional.next).toBe('/de/user/edit-profile?mfa=required')

      // Every personal read and change: 403, the code, the message in German; nothing changed.
      const held = await personalAnswers(professional.cookie)
      for (const [name, answer] of Object.entries(held)) {
        expect({ name, ...answer }).toEqual({ name, status: 403, body: { error: 'mfa_setup_required', message: heldInGerman } })
      }
      expect((await routes.wishlist(get('/api/user/wishlist?lang=en', professional.cookie))).status).toBe(403)
      expect(await read(await routes.profile(get('/api/user/profile?lang=en', professional.cookie)))).toEqual({ error: 'mfa_setup_required', message: heldInEnglish })

      // The session still reads, with the flag; the set-up answers.
      const session = await routes.session(get('/api/_auth/session', professional.cookie))
      expect(session.status).toBe(200)
      expect(await read(session)).toEqual({ user: { name: 'Giulia', surname: 'Rossi', email: 'held.pro@example.it', kind: 'professional', mfaSetupRequired: true } })
      expect(await read(await routes.mfaStatus(get('/api/user/mfa?lang=en', professional.cookie)))).toEqual({ enabled: false, required: true })
      const wrongPassword = await routes.enable(post('/api/user/mfa/enable?lang=en', { password: 'not my passphrase' }, professional.cookie))
      expect(wrongPassword.status).toBe(400)
      expect((await read(wrongPassword)).fields).toEqual({ password: 'Incorrect password' })
      const noPassword = await routes.enable(post('/api/user/mfa/enable?lang=en', {}, professional.cookie))
      expect(noPassword.status).toBe(400)
      expect((await read(noPassword)).fields).toEqual({ password: 'This field is required.' })

      // A private visitor goes on as before.
      expect(statusesOf(await personalAnswers(privateOne.cookie))).toEqual({ profile: 200, updateProfile: 200, wishlist: 200, moodboards: 200, downloads: 200, sessions: 200, data: 200, trade: 200 })
      expect(await read(await routes.session(get('/api/_auth/session', privateOne.cookie)))).toEqual({ user: { name: 'Giulia', surname: 'Bianchi', email: 'held.private@example.it', kind: 'private' } })

      // TOTP on (the renewed session): everything answers; the profile change goes through.
      const withMfa = await turnOn(professional.cookie, { password: passphrase })
      const open = await personalAnswers(withMfa)
      expect(statusesOf(open)).toEqual({ profile: 200, updateProfile: 200, wishlist: 200, moodboards: 200, downloads: 200, sessions: 200, data: 200, trade: 200 })
      expect(open.wishlist.body).toMatchObject({ signedIn: true, items: [] })
      expect(open.trade.body).toMatchObject({ state: 'notApplied' })
      expect((await read(await routes.profile(get('/api/user/profile?lang=en', withMfa)))).profile).toMatchObject({ surname: 'Bianchi', kind: 'professional' })
      expect(await read(await routes.session(get('/api/_auth/session', withMfa)))).toEqual({ user: { name: 'Giulia', surname: 'Bianchi', email: 'held.pro@example.it', kind: 'professional' } })
    } finally {
      await setPolicy('off')
    }
  })

  it("with 'everybody' a private visitor is held too, the moment the setting changes (an open session included); the policy off lets them go", async () => {
    const { cookie } = await visitor('held.everybody@example.it', 'private')
    expect((await routes.wishlist(get('/api/user/wishlist?lang=en', cookie))).status).toBe(200)
    await setPolicy('everybody')
    try {
      expect(Object.values(statusesOf(await personalAnswers(cookie))).every((status) => status === 403)).toBe(true)
      expect((await read(await routes.session(get('/api/_auth/session', cookie)))).user?.mfaSetupRequired).toBe(true)
    } finally {
      await setPolicy('off')
    }
    expect((await routes.wishlist(get('/api/user/wishlist?lang=en', cookie))).status).toBe(200)
  })

  it('a held visitor can still sign out, and delete the account with its password', async () => {
    await setPolicy('everybody')
    try {
      const leaving = await visitor('held.leaver@example.it', 'private')
      const wrong = await routes.delete(post('/api/user/delete?lang=en', { password: 'not my passphrase' }, leaving.cookie))
      expect(wrong.status).toBe(400)
      const deleted = await routes.delete(post('/api/user/delete?lang=en', { password: passphrase }, leaving.cookie))
      expect(deleted.status).toBe(200)
      expect(await read(await routes.session(get('/api/_auth/session', leaving.cookie)))).toEqual({})

      const staying = await visitor('held.signout@example.it', 'private')
      expect((await routes.signOut(remove('/api/_auth/session?lang=en', staying.cookie))).status).toBe(200)
      expect(await read(await routes.session(get('/api/_auth/session', staying.cookie)))).toEqual({})
      expect((await routes.wishlist(get('/api/user/wishlist?lang=en', staying.cookie))).status).toBe(200)
    } finally {
      await setPolicy('off')
    }
  })
})

/** Makes every session of an account older than the confirmation window (as if signed in a while ago). */
async function ageSessions(cookie: string): Promise<void> {
  const { visitorAuth } = await import('@/features/accounts/server/auth')
  const { FRESH_SIGN_IN_SECONDS } = await import('@/features/accounts/logic/constants')
  const auth = await visitorAuth()
  const userId = (await auth.api.getSession({ headers: new Headers({ cookie }) }))?.user.id ?? ''
  const context = await auth.$context
  await context.adapter.updateMany({ model: 'session', where: [{ field: 'userId', value: userId }], update: { createdAt: new Date(Date.now() - (FRESH_SIGN_IN_SECONDS + 60) * 1000) } })
}

describe(`an account made by single sign-on (no password) turns MFA on by a recent sign-in (${kind})`, () => {
  it('right after signing in at the provider, held by the policy: the set-up needs no password, then the account is free', async () => {
    await setPolicy('everybody')
    try {
      const { cookie, location } = await signInAtProvider(account('sub-held-ada', 'held.ada@idp.example'))
      expect(location).toBe('/en/user/edit-profile?mfa=required')
      expect((await routes.wishlist(get('/api/user/wishlist?lang=en', cookie))).status).toBe(403)
      // Its ways in are readable during the set-up (the form shows no password field).
      expect(await read(await routes.methods(get('/api/user/sign-in-methods?lang=en', cookie)))).toEqual({ password: false, provider: { name: 'Test IdP', linked: true } })
      const withMfa = await turnOn(cookie, {})
      expect((await routes.wishlist(get('/api/user/wishlist?lang=en', withMfa))).status).toBe(200)
      expect(await read(await routes.mfaStatus(get('/api/user/mfa?lang=en', withMfa)))).toEqual({ enabled: true, required: true })
    } finally {
      await setPolicy('off')
    }
  })

  it('an older session is asked to sign in again at the provider (in its language); back from there, the set-up goes through', async () => {
    const { cookie } = await signInAtProvider(account('sub-held-grace', 'held.grace@idp.example'))
    await ageSessions(cookie)
    await setPolicy('everybody')
    try {
      const refused = await routes.enable(post('/api/user/mfa/enable?lang=de', {}, cookie))
      expect(refused.status).toBe(403)
      expect(await read(refused)).toEqual({ error: 'sign_in_again', message: 'Melden Sie sich zu Ihrer Sicherheit zur Bestätigung erneut an und fahren Sie dann innerhalb von 10 Minuten fort.' })

      // The confirmation at the provider is open to the held visitor, and comes back to the set-up.
      const started = await routes.ssoConfirm(post('/api/user/sso/confirm?lang=en', { for: 'mfa' }, cookie))
      expect(started.status).toBe(200)
      const location = (await read(started)).location ?? ''
      expect([new URL(location).searchParams.get('prompt'), new URL(location).searchParams.get('max_age')]).toEqual(['login', '0'])
      provider.nextLogin = account('sub-held-grace', 'held.grace@idp.example')
      const back = await followProvider(location, provider)
      const answer = await routes.ssoCallback(get(back.toString(), `${cookie}; ${cookieOf(started)}`))
      expect(answer.headers.get('location')).toBe('/en/user/edit-profile?mfa=required')
      const fresh = cookieOf(answer)
      const withMfa = await turnOn(fresh, {})
      expect((await routes.profile(get('/api/user/profile?lang=en', withMfa))).status).toBe(200)
    } finally {
      await setPolicy('off')
    }
  })

  it('without the policy, the confirmation comes back to the MFA section; a password account still types its password', async () => {
    const { cookie } = await signInAtProvider(account('sub-free-lin', 'free.lin@idp.example'))
    await ageSessions(cookie)
    expect((await routes.enable(post('/api/user/mfa/enable?lang=en', {}, cookie))).status).toBe(403)
    const started = await routes.ssoConfirm(post('/api/user/sso/confirm?lang=en', { for: 'mfa' }, cookie))
    provider.nextLogin = account('sub-free-lin', 'free.lin@idp.example')
    const back = await followProvider((await read(started)).location ?? '', provider)
    const answer = await routes.ssoCallback(get(back.toString(), `${cookie}; ${cookieOf(started)}`))
    expect(answer.headers.get('location')).toBe('/en/user/edit-profile?confirmed=mfa#mfa')
    await turnOn(cookieOf(answer), {})

    const local = await visitor('free.password@example.it', 'private')
    const without = await routes.enable(post('/api/user/mfa/enable?lang=en', {}, local.cookie))
    expect(without.status).toBe(400)
    expect((await read(without)).fields).toEqual({ password: 'This field is required.' })
  })
})
