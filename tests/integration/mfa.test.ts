import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { bootPayload, type Booted } from './boot'
import { proven } from './proofOfWork'
import { appCode, cookieOf, verificationLink as mailedLink } from './visitorHelpers'

// The route modules are server-only; here they run in the test's own process.
vi.mock('server-only', () => ({}))
// The CMS labels are read through Next.js's data cache, which only a Next.js server has.
vi.mock('@/data/messages', async () => {
  const { readBundledMessages: bundled } = await import('@/i18n/bundled')
  return { getMessages: async (locale: Parameters<typeof bundled>[0]) => bundled(locale) }
})

type Handler = (request: Request) => Promise<Response>
let booted: Booted
const routes: Record<'register' | 'signIn' | 'mfaSignIn' | 'status' | 'enable' | 'confirm' | 'disable' | 'verify', Handler> = {} as never
const site = 'http://localhost:3000'
const kind = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'
const passphrase = 'a long and quiet passphrase'

let peers = 0
/** A visitor of its own address, so one request's count never reaches another's per-address budget. */
const newPeer = () => `198.51.100.${(++peers % 250) + 1}`
const post = (route: string, body: unknown, { cookie = '', origin = site } = {}) =>
  new Request(`${site}${route}`, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json', 'x-vesta-peer': newPeer(), origin, ...(cookie && { cookie }) } })
const get = (route: string, cookie = '') => new Request(`${site}${route}`, { headers: { 'x-vesta-peer': newPeer(), ...(cookie && { cookie }) } })
interface Answer {
  message?: string
  next?: string
  mfa?: boolean
  enabled?: boolean
  required?: boolean
  qr?: string
  secret?: string
  backupCodes?: string[]
  fields?: Record<string, string>
}
const read = async (response: Response) => (await response.json()) as Answer
const verificationLink = (email: string) => mailedLink(booted.mediaDir, email)

/** A registered, verified visitor, signed in: its session cookie. */
async function visitor(email: string, visitorKind: 'private' | 'professional' = 'private'): Promise<string> {
  const professional = visitorKind === 'professional' ? { profession: 'architect', company: 'Studio' } : {}
  const registration = { kind: visitorKind, name: 'Giulia', surname: 'Rossi', email, country: 'IT', province: 'MI', city: 'Milano', password: passphrase, passwordRepeat: passphrase, privacy: true, terms: true, ...professional }
  expect((await routes.register(post('/api/user/register?lang=en', registration))).status).toBe(200)
  await routes.verify(get(verificationLink(email)))
  const signedIn = await routes.signIn(post('/api/user/login?lang=en', { email, password: passphrase }))
  expect(signedIn.status).toBe(200)
  return cookieOf(signedIn)
}

/** Sets MFA up for a signed-in visitor: the key and the backup codes. */
async function setUpMfa(cookie: string): Promise<{ secret: string; backupCodes: string[]; cookie: string }> {
  const started = await read(await routes.enable(post('/api/user/mfa/enable?lang=en', { password: passphrase }, { cookie })))
  const secret = started.secret ?? ''
  const confirmed = await routes.confirm(post('/api/user/mfa/confirm?lang=en', { code: appCode(secret) }, { cookie }))
  expect(confirmed.status).toBe(200)
  return { secret, backupCodes: started.backupCodes ?? [], cookie: cookieOf(confirmed) }
}

/** The first step of a sign-in with MFA on: the challenge cookie. */
async function challenge(email: string): Promise<string> {
  const first = await routes.signIn(post('/api/user/login?lang=en', { email, password: passphrase }))
  expect(first.status).toBe(401)
  return cookieOf(first)
}

/** Rows of the visitor tables (their own SQLite file, or the visitor schema). */
async function rows(sql: string, args: string[]): Promise<Record<string, unknown>[]> {
  const { openAccountsDatabase } = await import('@/features/accounts/server/database')
  const database = await openAccountsDatabase(booted.db.url)
  try {
    if (database.kind === 'postgres') return (await database.pool.query(sql.replace(/\?/g, (_, index: number) => `$${sql.slice(0, index).split('?').length}`), args)).rows as Record<string, unknown>[]
    return (await database.client.execute({ sql, args })).rows
  } finally {
    await database.close()
  }
}

beforeAll(async () => {
  booted = await bootPayload()
  Object.assign(globalThis, { [Symbol.for('atelier-vesta.peerStamp')]: true })
  routes.register = proven((await import('@/app/api/user/register/route')).POST)
  routes.signIn = (await import('@/app/api/user/login/route')).POST
  routes.mfaSignIn = (await import('@/app/api/user/login/mfa/route')).POST
  routes.status = (await import('@/app/api/user/mfa/route')).GET
  routes.enable = (await import('@/app/api/user/mfa/enable/route')).POST
  routes.confirm = (await import('@/app/api/user/mfa/confirm/route')).POST
  routes.disable = (await import('@/app/api/user/mfa/disable/route')).POST
  routes.verify = (await import('@/app/api/user/auth/[...all]/route')).GET
})
afterAll(async () => {
  const { closeVisitorAuth } = await import('@/features/accounts/server/auth')
  await closeVisitorAuth()
  await booted.close()
})

describe(`MFA for visitors (${kind})`, () => {
  it('set-up with a QR code and backup codes shown once, confirmed by a code; then every sign-in asks for one', async () => {
    const email = 'mfa.giulia@example.it'
    const cookie = await visitor(email)
    expect(await read(await routes.status(get('/api/user/mfa?lang=en', cookie)))).toEqual({ enabled: false, required: false })

    const wrongPassword = await routes.enable(post('/api/user/mfa/enable?lang=en', { password: 'not my passphrase' }, { cookie }))
    expect(wrongPassword.status).toBe(400)
    expect((await read(wrongPassword)).fields).toEqual({ password: 'Incorrect password' })
    const started = await routes.enable(post('/api/user/mfa/enable?lang=en', { password: passphrase }, { cookie }))
    expect(started.status).toBe(200)
    expect(started.headers.get('cache-control')).toBe('private, no-store')
    const { qr = '', secret = '', backupCodes = [] } = await read(started)
    expect(qr).toMatch(/^<svg[^>]*viewBox/)
    expect(secret).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/)
    expect(backupCodes).toHaveLength(10)
    // Stored encrypted: neither the key nor a backup code is in the table as typed.
    const [stored] = await rows('select "secret", "backupCodes", "verified" from "twoFactor"', [])
    expect(String(stored?.secret)).not.toContain(secret.replace(/\s+/g, ''))
    expect(String(stored?.backupCodes)).not.toContain(backupCodes[0] ?? '-')

    const wrongCode = await routes.confirm(post('/api/user/mfa/confirm?lang=en', { code: '000000' === appCode(secret) ? '111111' : '000000' }, { cookie }))
    expect(wrongCode.status).toBe(400)
    expect((await read(wrongCode)).fields).toEqual({ code: 'Invalid multi-factor authentication (MFA)' })
    const confirmed = await routes.confirm(post('/api/user/mfa/confirm?lang=en', { code: appCode(secret) }, { cookie }))
    expect(confirmed.status).toBe(200)
    const renewed = cookieOf(confirmed)
    expect(renewed).toMatch(/^visitor\.session_token=/)
    expect(await read(await routes.status(get('/api/user/mfa?lang=en', renewed)))).toEqual({ enabled: true, required: false })
    const [user] = await rows('select "twoFactorEnabled" from "user" where "email" = ?', [email])
    expect(Boolean(user?.twoFactorEnabled)).toBe(true)

    // The password alone no longer signs in: 'Mandatory multi-factor authentication', no session.
    const first = await routes.signIn(post('/api/user/login?lang=en', { email, password: passphrase, next: '/en/products/sofa' }))
    expect(first.status).toBe(401)
    expect(await read(first)).toMatchObject({ mfa: true, message: 'Mandatory multi-factor authentication' })
    const pending = cookieOf(first)
    expect(pending).toMatch(/^visitor\.two_factor=/)
    expect(pending).not.toContain('session_token')
    const twoFactorCookie = first.headers.getSetCookie().find((line) => line.startsWith('visitor.two_factor=')) ?? ''
    expect(twoFactorCookie).toMatch(/HttpOnly/i)
    expect(twoFactorCookie).toMatch(/Max-Age=600/i)

    const missing = await routes.mfaSignIn(post('/api/user/login/mfa?lang=en', { code: '' }, { cookie: pending }))
    expect(missing.status).toBe(400)
    expect((await read(missing)).fields).toEqual({ code: 'Mandatory multi-factor authentication' })
    const wrong = await routes.mfaSignIn(post('/api/user/login/mfa?lang=en', { code: '12345a' }, { cookie: pending }))
    expect(wrong.status).toBe(401)
    expect((await read(wrong)).message).toBe('Invalid multi-factor authentication (MFA)')
    const code = appCode(secret, 1)
    const second = await routes.mfaSignIn(post('/api/user/login/mfa?lang=en', { code, next: '/en/products/sofa' }, { cookie: pending }))
    expect(second.status).toBe(200)
    expect(await read(second)).toEqual({ next: '/en/products/sofa' })
    const session = cookieOf(second)
    expect(session).toMatch(/visitor\.session_token=/)
    expect((await routes.status(get('/api/user/mfa?lang=en', session))).status).toBe(200)

    // A code is good once: the same code on a new challenge is refused; the challenge is single use too.
    const again = await challenge(email)
    expect((await routes.mfaSignIn(post('/api/user/login/mfa?lang=en', { code }, { cookie: again }))).status).toBe(401)
    const reused = await routes.mfaSignIn(post('/api/user/login/mfa?lang=en', { code: appCode(secret, 1) }, { cookie: pending }))
    expect(reused.status).toBe(401)
    expect((await read(reused)).message).toBe('This sign-in has expired. Please enter your e-mail address and password again.')

    // A backup code signs in once.
    const backup = backupCodes[0] ?? ''
    const withBackup = await routes.mfaSignIn(post('/api/user/login/mfa?lang=en', { code: backup }, { cookie: again }))
    expect(withBackup.status).toBe(200)
    const third = await challenge(email)
    expect((await routes.mfaSignIn(post('/api/user/login/mfa?lang=en', { code: backup }, { cookie: third }))).status).toBe(401)
  })

  it('10 wrong codes block the account on the shared limiter, across challenges; even the right code then', async () => {
    const email = 'mfa.lock@example.it'
    const { secret } = await setUpMfa(await visitor(email))
    const statuses: number[] = []
    for (let round = 0; round < 2; round++) {
      // better-auth voids a challenge after 5 wrong codes: a new sign-in starts another.
      const pending = await challenge(email)
      for (let guess = 0; guess < 5; guess++) statuses.push((await routes.mfaSignIn(post('/api/user/login/mfa?lang=en', { code: `00000${guess}` }, { cookie: pending }))).status)
    }
    expect(statuses).toEqual(Array(10).fill(401))
    const pending = await challenge(email)
    const right = await routes.mfaSignIn(post('/api/user/login/mfa?lang=en', { code: appCode(secret, 1) }, { cookie: pending }))
    expect(right.status).toBe(429)
    expect(await read(right)).toMatchObject({ message: 'Account blocked due to too many login attempts' })
    expect(right.headers.getSetCookie().join()).not.toContain('session_token=')
    // The count lives in the shared store, under a budget of its own.
    const { rateBudgets } = await import('@/domain/limits')
    expect(rateBudgets.mfaLockout).toEqual({ points: 10, durationSeconds: 900 })
  })

  it('turning MFA off needs a code and the password; then the password alone signs in again', async () => {
    const email = 'mfa.off@example.it'
    const { secret, backupCodes, cookie } = await setUpMfa(await visitor(email))
    const noCode = await routes.disable(post('/api/user/mfa/disable?lang=en', { password: passphrase }, { cookie }))
    expect(noCode.status).toBe(400)
    expect((await read(noCode)).fields).toEqual({ code: 'Mandatory multi-factor authentication' })
    const wrongCode = await routes.disable(post('/api/user/mfa/disable?lang=en', { code: '99999a', password: passphrase }, { cookie }))
    expect((await read(wrongCode)).fields).toEqual({ code: 'Invalid multi-factor authentication (MFA)' })
    const wrongPassword = await routes.disable(post('/api/user/mfa/disable?lang=en', { code: backupCodes[0], password: 'not my passphrase' }, { cookie }))
    expect(wrongPassword.status).toBe(400)
    expect((await read(wrongPassword)).fields).toEqual({ password: 'Incorrect password' })
    const off = await routes.disable(post('/api/user/mfa/disable?lang=en', { code: appCode(secret, 1), password: passphrase }, { cookie }))
    expect(off.status).toBe(200)
    expect(await read(await routes.status(get('/api/user/mfa?lang=en', cookieOf(off))))).toEqual({ enabled: false, required: false })
    expect(await rows('select "id" from "twoFactor" t where t."userId" = (select "id" from "user" where "email" = ?)', [email])).toEqual([])
    expect((await routes.signIn(post('/api/user/login?lang=en', { email, password: passphrase }))).status).toBe(200)
  })

  it("the site's 'administrator requires MFA' (professionals, everybody) sends the visitor to a forced set-up and keeps MFA on", async () => {
    const professional = await visitor('mfa.pro@example.it', 'professional')
    const privateOne = await visitor('mfa.private@example.it')
    await booted.payload.updateGlobal({ slug: 'site-settings', data: { visitorMfa: 'professionals' } })
    try {
      const forced = await routes.signIn(post('/api/user/login?lang=de', { email: 'mfa.pro@example.it', password: passphrase, next: '/de/products' }))
      expect(forced.status).toBe(200)
      expect(await read(forced)).toEqual({ next: '/de/user/edit-profile?mfa=required', message: 'Der Administrator verlangt eine Multi-Faktor-Authentifizierung (MFA)' })
      expect(await read(await routes.status(get('/api/user/mfa', professional)))).toEqual({ enabled: false, required: true })
      expect(await read(await routes.status(get('/api/user/mfa', privateOne)))).toEqual({ enabled: false, required: false })
      expect(await read(await routes.signIn(post('/api/user/login?lang=en', { email: 'mfa.private@example.it', password: passphrase })))).toEqual({ next: '/en/user/profile' })

      const { secret, cookie } = await setUpMfa(professional)
      const refused = await routes.disable(post('/api/user/mfa/disable?lang=en', { code: appCode(secret, 1), password: passphrase }, { cookie }))
      expect(refused.status).toBe(403)
      expect((await read(refused)).message).toBe('Administrator requires multi-factor authentication (MFA)')

      await booted.payload.updateGlobal({ slug: 'site-settings', data: { visitorMfa: 'everybody' } })
      expect((await read(await routes.signIn(post('/api/user/login?lang=en', { email: 'mfa.private@example.it', password: passphrase })))).next).toBe('/en/user/edit-profile?mfa=required')
    } finally {
      await booted.payload.updateGlobal({ slug: 'site-settings', data: { visitorMfa: 'off' } })
    }
  })

  it('refuses another site and anyone without a session', async () => {
    const cookie = await visitor('mfa.csrf@example.it')
    expect((await routes.enable(post('/api/user/mfa/enable?lang=en', { password: passphrase }, { cookie, origin: 'https://evil.example' }))).status).toBe(403)
    expect((await routes.enable(post('/api/user/mfa/enable?lang=en', { password: passphrase }))).status).toBe(401)
    expect((await routes.status(get('/api/user/mfa?lang=en'))).status).toBe(401)
    const noChallenge = await routes.mfaSignIn(post('/api/user/login/mfa?lang=en', { code: '123456' }))
    expect(noChallenge.status).toBe(401)
    const forged = await routes.mfaSignIn(post('/api/user/login/mfa?lang=en', { code: '123456' }, { cookie: 'visitor.two_factor=2fa-made-up.c2lnbmF0dXJl' }))
    expect(forged.status).toBe(401)
  })
  it("'last sign-in' is written when the sign-in completes: after the code, not after the password alone, nor when MFA is turned on", async () => {
    const email = 'mfa.last@example.it'
    const lastSignIn = async () => {
      const [row] = await rows('select "lastSignInAt" from "user" where "email" = ?', [email])
      const value = row?.lastSignInAt
      return value instanceof Date ? value.getTime() : typeof value === 'string' || typeof value === 'number' ? new Date(value).getTime() : null
    }
    const cookie = await visitor(email)
    const afterPassword = await lastSignIn()
    expect(afterPassword).not.toBeNull()
    const { secret } = await setUpMfa(cookie)
    // Turning MFA on gives a new session id, but is no sign-in.
    expect(await lastSignIn()).toBe(afterPassword)
    await new Promise((resolve) => setTimeout(resolve, 20))
    const pending = await challenge(email)
    expect(await lastSignIn()).toBe(afterPassword)
    expect((await routes.mfaSignIn(post('/api/user/login/mfa?lang=en', { code: appCode(secret, 1) }, { cookie: pending }))).status).toBe(200)
    const afterCode = await lastSignIn()
    expect(afterCode).not.toBeNull()
    expect(afterCode ?? 0).toBeGreaterThan(afterPassword ?? Number.MAX_SAFE_INTEGER)
  })
})
