import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { getMigrations } from 'better-auth/db/migration'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { readBundledMessages } from '@/i18n/bundled'
import { bootPayload, freshDatabase, type Booted } from './boot'
import { proven } from './proofOfWork'

/** A separate Node process that migrates the visitor tables, as each app instance's start does. */
function startInstance(databaseUrl: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.resolve('tests/integration/fixtures/migrateVisitorTables.ts'), databaseUrl], { stdio: ['ignore', 'pipe', 'inherit'] })
    let out = ''
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
    child.on('error', reject)
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out.slice(out.lastIndexOf('['))) as string[]) : reject(new Error(`instance exited with ${code}`))))
  })
}

// The route modules are server-only; here they run in the test's own process.
vi.mock('server-only', () => ({}))
// The CMS labels are read through Next.js's data cache, which only a Next.js server has.
vi.mock('@/data/messages', async () => {
  const { readBundledMessages: bundled } = await import('@/i18n/bundled')
  return { getMessages: async (locale: Parameters<typeof bundled>[0]) => bundled(locale) }
})

type Handler = (request: Request) => Promise<Response>
let booted: Booted
let register: Handler
let signIn: Handler
/** Sign-in as the form sends it once the server asked for a proof-of-work answer (after 3 failures). */
const provenSignIn: Handler = (request) => proven(signIn)(request)
let session: { GET: Handler; DELETE: Handler }
let profile: Handler
let authRoutes: Handler
const site = 'http://localhost:3000'
const en = readBundledMessages('en')
const kind = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'

let peers = 0
/** A visitor of its own (a fresh socket address), so one test's count never reaches another's. */
const newPeer = () => `198.51.100.${++peers}`
const post = (route: string, body: unknown, { peer = newPeer(), origin = site, cookie = '' } = {}) =>
  new Request(`${site}${route}`, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json', 'x-vesta-peer': peer, origin, ...(cookie && { cookie }) } })
const get = (route: string, cookie = '') => new Request(`${site}${route}`, { headers: { 'x-vesta-peer': newPeer(), ...(cookie && { cookie }) } })
/** A JSON answer's body, as the client reads it. */
const body = async (response: Response) => (await response.json()) as { message?: string; profile?: Record<string, unknown>; fields?: Record<string, string> }
const cookieOf = (response: Response) => response.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ')

const outbox = () => path.join(booted.mediaDir, 'outbox')
const outboxFiles = () => (fs.existsSync(outbox()) ? fs.readdirSync(outbox()).sort() : [])
const mailsTo = (email: string) =>
  outboxFiles()
    .map((file) => fs.readFileSync(path.join(outbox(), file), 'utf8').replace(/=\r?\n/g, '').replace(/=3D/g, '='))
    .filter((mail) => mail.includes(`To: ${email}`))
/** The verification link of the newest mail to `email`, as a path of this site. */
const verificationLink = (email: string) => {
  const found = /https?:\/\/[^\s]+\/api\/user\/auth\/verify-email\?[^\s]+/.exec(mailsTo(email).at(-1) ?? '')?.[0]
  return found ? new URL(found).pathname + new URL(found).search : undefined
}

const registration = (email: string, extra: Record<string, unknown> = {}) => ({
  kind: 'private',
  name: 'Giulia',
  surname: 'Rossi',
  email,
  phoneCountry: 'IT',
  phone: '02 1234 5678',
  country: 'IT',
  province: 'MI',
  city: 'Milano',
  password: 'a long and quiet passphrase',
  passwordRepeat: 'a long and quiet passphrase',
  privacy: true,
  terms: true,
  ...extra,
})

beforeAll(async () => {
  booted = await bootPayload()
  Object.assign(globalThis, { [Symbol.for('atelier-vesta.peerStamp')]: true })
  // The registration form's posts carry a solved proof-of-work answer (docs/decisions/029).
  register = proven((await import('@/app/api/user/register/route')).POST)
  signIn = (await import('@/app/api/user/login/route')).POST
  session = await import('@/app/api/%5Fauth/session/route')
  profile = (await import('@/app/api/user/profile/route')).GET
  authRoutes = (await import('@/app/api/user/auth/[...all]/route')).GET
})
afterAll(async () => {
  const { closeVisitorAuth } = await import('@/features/accounts/server/auth')
  await closeVisitorAuth()
  await booted.close()
})

describe(`visitor accounts (${kind})`, () => {
  it('register → verification mail → verify → sign in → session and profile → sign out → the old cookie is worth nothing', async () => {
    const email = 'giulia@example.it'
    const registered = await register(post('/api/user/register?lang=en', registration(email, { email: 'Giulia@Example.it' })))
    expect(registered.status).toBe(200)
    expect(await registered.json()).toEqual({ next: '/en/user/thankyou' })
    const [mail = ''] = mailsTo(email)
    expect(mail).toContain('Confirm your e-mail address for Atelier Vesta')

    // Not verified yet: no session, and the sign-in says why (with the right password only).
    const early = await signIn(post('/api/user/login?lang=en', { email, password: 'a long and quiet passphrase' }))
    expect(early.status).toBe(403)
    expect((await body(early)).message).toBe(en['account.unverified'])
    expect(early.headers.getSetCookie()).toEqual([])

    const link = verificationLink(email)
    expect(link).toMatch(/^\/api\/user\/auth\/verify-email\?token=/)
    const verified = await authRoutes(get(link ?? ''))
    expect(verified.status).toBe(302)
    expect(verified.headers.get('location')).toContain('/en/user/login?verified=1')

    const signedIn = await signIn(post('/api/user/login?lang=en', { email, password: 'a long and quiet passphrase', next: '/en/products/sofa' }))
    expect(signedIn.status).toBe(200)
    expect(await signedIn.json()).toEqual({ next: '/en/products/sofa' })
    const [setCookie = ''] = signedIn.headers.getSetCookie()
    expect(setCookie).toMatch(/^visitor\.session_token=/)
    expect(setCookie).toMatch(/HttpOnly/i)
    expect(setCookie).toMatch(/SameSite=Lax/i)
    const cookie = cookieOf(signedIn)

    const current = await session.GET(get('/api/_auth/session', cookie))
    expect(current.headers.get('cache-control')).toBe('private, no-store')
    expect(await current.json()).toEqual({ user: { name: 'Giulia', surname: 'Rossi', email, kind: 'private' } })
    const mine = await profile(get('/api/user/profile?lang=en', cookie))
    expect(mine.status).toBe(200)
    expect((await body(mine)).profile).toMatchObject({ phone: '+390212345678', country: 'IT', province: 'MI', city: 'Milano', company: null })

    const out = await session.DELETE(new Request(`${site}/api/_auth/session`, { method: 'DELETE', headers: { cookie, origin: site } }))
    expect(out.status).toBe(200)
    expect(out.headers.getSetCookie().join()).toMatch(/visitor\.session_token=;/)
    const replayed = await profile(get('/api/user/profile?lang=en', cookie))
    expect(replayed.status).toBe(401)
    expect(await (await session.GET(get('/api/_auth/session', cookie))).json()).toEqual({})
    // The link was used: opening it again verifies nothing more and signs nobody in.
    const again = await authRoutes(get(link ?? ''))
    expect(again.headers.getSetCookie()).toEqual([])
  })

  it('each sign-in gets a new session id; four parallel sign-ins are all valid', async () => {
    const email = 'marco@example.it'
    await register(post('/api/user/register?lang=it', registration(email)))
    await authRoutes(get(verificationLink(email) ?? ''))
    const cookies = await Promise.all(
      Array.from({ length: 4 }, async () => cookieOf(await signIn(post('/api/user/login?lang=it', { email, password: 'a long and quiet passphrase' })))),
    )
    expect(new Set(cookies).size).toBe(4)
    for (const cookie of cookies) expect((await profile(get('/api/user/profile', cookie))).status).toBe(200)
  })

  it('an unknown address and a wrong password answer the same status and body', async () => {
    const email = 'anna@example.it'
    await register(post('/api/user/register?lang=en', registration(email)))
    await authRoutes(get(verificationLink(email) ?? ''))
    const unknown = await signIn(post('/api/user/login?lang=en', { email: 'nobody@example.it', password: 'a long and quiet passphrase' }))
    const wrong = await signIn(post('/api/user/login?lang=en', { email, password: 'not the passphrase at all' }))
    expect(unknown.status).toBe(401)
    expect(wrong.status).toBe(401)
    const [unknownBody, wrongBody] = [await unknown.text(), await wrong.text()]
    expect(wrongBody).toBe(unknownBody)
    expect((JSON.parse(wrongBody) as { message: string }).message).toBe('Incorrect e-mail address or password')
  })

  it('an address that has an account is answered like a new one; its owner gets "User already registered"', async () => {
    const email = 'anna@example.it'
    const before = mailsTo(email).length
    const fresh = await register(post('/api/user/register?lang=en', registration('someone.new@example.it')))
    const existing = await register(post('/api/user/register?lang=en', registration(email, { name: 'Mallory' })))
    expect(existing.status).toBe(fresh.status)
    expect(await existing.text()).toBe(await fresh.text())
    const mails = mailsTo(email).slice(before)
    expect(mails).toHaveLength(1)
    expect(mails[0]).toContain('Subject: User already registered')
    expect(mails[0]).toContain('/en/user/recovery-psw')
  })

  it('fields are checked on the server, each message beside its field in the visitor language', async () => {
    const refused = await register(post('/api/user/register?lang=de', registration('kurz@example.de', { password: 'zu kurz', passwordRepeat: 'anders', terms: false, province: '' })))
    expect(refused.status).toBe(400)
    const { fields = {} } = await body(refused)
    const de = readBundledMessages('de')
    expect(fields.terms).toBe(de['form.consentRequired'])
    expect(fields.password).toBe('Geben Sie mindestens 12 Zeichen ein.')
    expect(fields.passwordRepeat).toBe(de['form.passwordsDoNotMatch'])
    expect(fields.province).toBe(de['form.fieldRequired'])
  })

  it('refuses a state-changing request from another site, even with a valid cookie', async () => {
    const email = 'marco@example.it'
    const cookie = cookieOf(await signIn(post('/api/user/login?lang=en', { email, password: 'a long and quiet passphrase' })))
    const foreignSignOut = await session.DELETE(new Request(`${site}/api/_auth/session`, { method: 'DELETE', headers: { cookie, origin: 'https://evil.example' } }))
    expect(foreignSignOut.status).toBe(403)
    expect((await profile(get('/api/user/profile', cookie))).status).toBe(200)
    const foreignSignIn = await signIn(post('/api/user/login?lang=en', { email, password: 'a long and quiet passphrase' }, { origin: 'https://evil.example' }))
    expect(foreignSignIn.status).toBe(403)
    expect(foreignSignIn.headers.getSetCookie()).toEqual([])
    const foreignRegister = await register(post('/api/user/register?lang=en', registration('csrf@example.it'), { origin: 'https://evil.example', cookie }))
    expect(foreignRegister.status).toBe(403)
  })

  it('one address that keeps failing is refused with 429 before the password is checked', async () => {
    const peer = newPeer()
    const statuses: number[] = []
    for (let attempt = 0; attempt < 11; attempt++) {
      statuses.push((await provenSignIn(post('/api/user/login?lang=en', { email: 'marco@example.it', password: `wrong guess ${attempt}` }, { peer }))).status)
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401))
    expect(statuses[10]).toBe(429)
  })

  it('an account is blocked after 10 wrong passwords, even from many addresses and in parallel; known and unknown alike', async () => {
    const email = 'lena@example.it'
    await register(post('/api/user/register?lang=en', registration(email)))
    await authRoutes(get(verificationLink(email) ?? ''))
    const guesses = await Promise.all(Array.from({ length: 20 }, (_, guess) => provenSignIn(post('/api/user/login?lang=en', { email, password: `wrong guess number ${guess}` }))))
    const statuses = guesses.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 401)).toHaveLength(10)
    expect(statuses.filter((status) => status === 429)).toHaveLength(10)
    const right = await provenSignIn(post('/api/user/login?lang=en', { email, password: 'a long and quiet passphrase' }))
    expect(right.status).toBe(429)
    expect(await body(right)).toMatchObject({ message: 'Account blocked due to too many login attempts' })
    expect(right.headers.getSetCookie()).toEqual([])
    // An address nobody registered is counted the same way: the answer tells nothing.
    for (let guess = 0; guess < 10; guess++) await provenSignIn(post('/api/user/login?lang=en', { email: 'ghost@example.it', password: `guess ${guess}` }))
    expect((await provenSignIn(post('/api/user/login?lang=en', { email: 'ghost@example.it', password: 'another' }))).status).toBe(429)
  })

  it('a successful sign-in starts the account count again', async () => {
    const email = 'nora@example.it'
    await register(post('/api/user/register?lang=en', registration(email)))
    await authRoutes(get(verificationLink(email) ?? ''))
    for (let guess = 0; guess < 9; guess++) await provenSignIn(post('/api/user/login?lang=en', { email, password: `guess ${guess}` }))
    expect((await provenSignIn(post('/api/user/login?lang=en', { email, password: 'a long and quiet passphrase' }))).status).toBe(200)
    for (let guess = 0; guess < 9; guess++) expect((await provenSignIn(post('/api/user/login?lang=en', { email, password: `again ${guess}` }))).status).toBe(401)
    expect((await provenSignIn(post('/api/user/login?lang=en', { email, password: 'a long and quiet passphrase' }))).status).toBe(200)
  })

  it("better-auth's own routes answer only the verification link", async () => {
    const signUp = await authRoutes(new Request(`${site}/api/user/auth/sign-up/email`, { method: 'GET' }))
    expect(signUp.status).toBe(404)
    const { POST } = await import('@/app/api/user/auth/[...all]/route')
    expect((await POST(post('/api/user/auth/sign-in/email', { email: 'marco@example.it', password: 'a long and quiet passphrase' }))).status).toBe(404)
  })

  it('the visitor tables are migrated once, beside Payload’s, and match what better-auth plans', async () => {
    const { migrateVisitorTables } = await import('@/features/accounts')
    expect(await migrateVisitorTables(booted.db.url)).toEqual([])
    const { sharedAuthOptions } = await import('@/features/accounts/server/authOptions')
    const { openAccountsDatabase } = await import('@/features/accounts/server/database')
    const database = await openAccountsDatabase(booted.db.url)
    try {
      const plan = await getMigrations({ ...sharedAuthOptions, database: database.kind === 'postgres' ? database.pool : { dialect: database.dialect, type: 'sqlite' } })
      expect(plan.toBeCreated).toEqual([])
      expect(plan.toBeAdded).toEqual([])
    } finally {
      await database.close()
    }
  })

  it('two instances starting together on a fresh database: one applies the migrations, the other finds them done', async () => {
    const fresh = await freshDatabase()
    try {
      const results = await Promise.all([startInstance(fresh.url), startInstance(fresh.url)])
      const { sqliteMigrations } = await import('@/features/accounts/server/migrations/sqlite')
      const all = sqliteMigrations.map(({ name }) => name)
      expect(all.at(-1)).toBe('009_trade_recently_viewed')
      expect(results.map((applied) => applied.length).sort()).toEqual([0, all.length])
      expect(results.flat()).toEqual(all)
    } finally {
      await fresh.drop()
    }
  })
})
