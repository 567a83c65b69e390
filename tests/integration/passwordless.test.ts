import * as OTPAuth from 'otpauth'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { bootPayload, type Booted } from './boot'
import { proven } from './proofOfWork'
import { mailCatcher } from './mailCatcher'

vi.mock('server-only', () => ({}))
vi.mock('@/data/messages', async () => {
  const { readBundledMessages: bundled } = await import('@/i18n/bundled')
  return { getMessages: async (locale: Parameters<typeof bundled>[0]) => bundled(locale) }
})

/** A real SMTP server on loopback: every mail the app sends (verification links, sign-in codes). */
const mail = mailCatcher()
const { mailsTo } = mail
const newestCode = (email: string) => /sign-in code is (\d{6})/.exec(mailsTo(email).at(-1) ?? '')?.[1] ?? ''

type Handler = (request: Request) => Promise<Response>
let booted: Booted
const routes: Record<'register' | 'signIn' | 'send' | 'code' | 'sendLink' | 'link' | 'mfaSignIn' | 'enable' | 'confirm' | 'verify' | 'profile', Handler> = {} as never
const site = 'http://localhost:3000'
const kind = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'
const passphrase = 'a long and quiet passphrase'
let peers = 0
const newPeer = () => `203.0.113.${(++peers % 250) + 1}`
const post = (route: string, body: unknown, cookie = '') =>
  new Request(`${site}${route}`, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json', 'x-vesta-peer': newPeer(), origin: site, ...(cookie && { cookie }) } })
const get = (route: string, cookie = '') => new Request(`${site}${route}`, { headers: { 'x-vesta-peer': newPeer(), ...(cookie && { cookie }) } })
const read = async (response: Response) => (await response.json()) as { message?: string; next?: string; mfa?: boolean; secret?: string }
const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .filter((pair) => !pair.endsWith('='))
    .join('; ')

async function visitor(email: string): Promise<string> {
  const registration = { kind: 'private', name: 'Giulia', surname: 'Rossi', email, country: 'IT', province: 'MI', city: 'Milano', password: passphrase, passwordRepeat: passphrase, privacy: true, terms: true }
  expect((await routes.register(post('/api/user/register?lang=en', registration))).status).toBe(200)
  await vi.waitFor(() => expect(mailsTo(email).join()).toContain('verify-email'))
  const link = new URL(/https?:\/\/[^\s]+\/api\/user\/auth\/verify-email\?[^\s]+/.exec(mailsTo(email).at(-1) ?? '')?.[0] ?? '')
  await routes.verify(get(link.pathname + link.search))
  const signedIn = await routes.signIn(post('/api/user/login?lang=en', { email, password: passphrase }))
  expect(signedIn.status).toBe(200)
  return cookieOf(signedIn)
}

/** Asks for a sign-in link and reads it from the mail the SMTP server received. */
async function mailedLink(email: string, body: Record<string, string> = {}, lang = 'en'): Promise<URL> {
  const before = mailsTo(email).length
  const sent = await routes.sendLink(post(`/api/user/login/link/send?lang=${lang}`, { email, ...body }))
  expect(sent.status).toBe(200)
  await vi.waitFor(() => expect(mailsTo(email).length).toBe(before + 1))
  return new URL(/https?:\/\/\S+#link=[A-Za-z0-9]+/.exec(mailsTo(email).at(-1) ?? '')?.[0] ?? '')
}
const tokenOf = (link: URL) => new URLSearchParams(link.hash.slice(1)).get('link') ?? ''

/** Asks for a code and reads it from the mail the SMTP server received. */
async function mailedCode(email: string): Promise<string> {
  const before = mailsTo(email).length
  const sent = await routes.send(post('/api/user/login/code/send?lang=en', { email }))
  expect(sent.status).toBe(200)
  await vi.waitFor(() => expect(mailsTo(email).length).toBe(before + 1))
  return newestCode(email)
}

beforeAll(async () => {
  await mail.start()
  booted = await bootPayload()
  Object.assign(globalThis, { [Symbol.for('atelier-vesta.peerStamp')]: true })
  routes.register = proven((await import('@/app/api/user/register/route')).POST)
  routes.signIn = (await import('@/app/api/user/login/route')).POST
  routes.send = proven((await import('@/app/api/user/login/code/send/route')).POST)
  routes.code = (await import('@/app/api/user/login/code/route')).POST
  routes.sendLink = proven((await import('@/app/api/user/login/link/send/route')).POST)
  routes.link = (await import('@/app/api/user/login/link/route')).POST
  routes.mfaSignIn = (await import('@/app/api/user/login/mfa/route')).POST
  routes.enable = (await import('@/app/api/user/mfa/enable/route')).POST
  routes.confirm = (await import('@/app/api/user/mfa/confirm/route')).POST
  routes.verify = (await import('@/app/api/user/auth/[...all]/route')).GET
  routes.profile = (await import('@/app/api/user/profile/route')).GET
})
afterAll(async () => {
  const { closeVisitorAuth } = await import('@/features/accounts/server/auth')
  await closeVisitorAuth()
  await booted.close()
  await mail.stop()
})

describe(`sign-in by a code sent by e-mail (${kind})`, () => {
  it('mails a six-digit code through SMTP, stored hashed; it signs in once; an unknown address gets the same answer and no mail', async () => {
    const email = 'code.giulia@example.it'
    await visitor(email)
    const code = await mailedCode(email)
    expect(code).toMatch(/^\d{6}$/)
    expect(mailsTo(email).at(-1)).toContain('Subject: Your sign-in code for Atelier Vesta')
    const { openAccountsDatabase } = await import('@/features/accounts/server/database')
    const database = await openAccountsDatabase(booted.db.url)
    try {
      const sql = `select "value" from "verification" where "identifier" like '%${email}%'`
      const values = database.kind === 'postgres' ? (await database.pool.query<{ value: string }>(sql)).rows.map((row) => row.value) : (await database.client.execute(sql)).rows.map((row) => (typeof row.value === 'string' ? row.value : ''))
      expect(values.length).toBeGreaterThan(0)
      for (const value of values) expect(value).not.toContain(code)
    } finally {
      await database.close()
    }

    const unknown = await routes.send(post('/api/user/login/code/send?lang=en', { email: 'nobody.here@example.it' }))
    const known = await routes.send(post('/api/user/login/code/send?lang=en', { email: 'code.giulia@example.it' }))
    expect(unknown.status).toBe(known.status)
    expect((await read(unknown)).message).toBe('If nobody.here@example.it has an account, a sign-in code is on its way. It is valid for 10 minutes.')
    expect(mailsTo('nobody.here@example.it')).toEqual([])

    const fresh = newestCode(email)
    const signedIn = await routes.code(post('/api/user/login/code?lang=en', { email, code: fresh, next: '/en/products/' }))
    expect(signedIn.status).toBe(200)
    expect(await read(signedIn)).toEqual({ next: '/en/products/' })
    expect((await routes.profile(get('/api/user/profile', cookieOf(signedIn)))).status).toBe(200)
    const reused = await routes.code(post('/api/user/login/code?lang=en', { email, code: fresh }))
    expect(reused.status).toBe(401)
    expect((await read(reused)).message).toBe('Invalid or expired code')
  })

  it('5 wrong codes void it: the right one fails afterwards', async () => {
    const email = 'code.wrong@example.it'
    await visitor(email)
    const code = await mailedCode(email)
    const wrong = code === '000000' ? '111111' : '000000'
    for (let attempt = 0; attempt < 5; attempt++) expect((await routes.code(post('/api/user/login/code?lang=en', { email, code: wrong }))).status).toBe(401)
    expect((await routes.code(post('/api/user/login/code?lang=en', { email, code }))).status).toBe(401)
  })

  it('a code older than 10 minutes fails', async () => {
    const email = 'code.late@example.it'
    await visitor(email)
    const code = await mailedCode(email)
    vi.useFakeTimers({ now: Date.now() + 10 * 60 * 1000 + 1000, toFake: ['Date'] })
    try {
      expect((await routes.code(post('/api/user/login/code?lang=en', { email, code }))).status).toBe(401)
    } finally {
      vi.useRealTimers()
    }
  })

  it('with MFA on, the mailed code alone gives no session: the authenticator code is asked for (the gap better-auth leaves)', async () => {
    const email = 'code.mfa@example.it'
    const cookie = await visitor(email)
    const { secret = '' } = await read(await routes.enable(post('/api/user/mfa/enable?lang=en', { password: passphrase }, cookie)))
    const app = (step: number) => new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret.replace(/\s+/g, '')), digits: 6, period: 30 }).generate({ timestamp: Date.now() + step * 30_000 })
    expect((await routes.confirm(post('/api/user/mfa/confirm?lang=en', { code: app(0) }, cookie))).status).toBe(200)

    const first = await routes.code(post('/api/user/login/code?lang=en', { email, code: await mailedCode(email) }))
    expect(first.status).toBe(401)
    expect(await read(first)).toMatchObject({ mfa: true, message: 'Mandatory multi-factor authentication' })
    const pending = cookieOf(first)
    expect(pending).toMatch(/^visitor\.two_factor=/)
    expect(pending).not.toContain('session_token')
    const second = await routes.mfaSignIn(post('/api/user/login/mfa?lang=en', { code: app(1) }, pending))
    expect(second.status).toBe(200)
    expect((await routes.profile(get('/api/user/profile', cookieOf(second)))).status).toBe(200)
  })
})

describe(`sign-in by a link sent by e-mail (${kind})`, () => {
  it('mails a link to the login screen in the language asked, the token in the fragment and stored hashed; it signs in once and goes to next; an unknown address gets the same answer and no mail', async () => {
    const email = 'link.giulia@example.it'
    await visitor(email)
    const link = await mailedLink(email, { next: '/de/products/?page=2' }, 'de')
    expect(mailsTo(email).at(-1)).toContain('Subject: =?UTF-8?Q?Ihr_Anmeldelink_f=C3=BCr_Atelier_Vesta?') // the German subject, encoded
    expect(mailsTo(email).at(-1)).toContain('zum Anmelden')
    expect(link.pathname).toBe('/de/user/login')
    expect(link.searchParams.get('next')).toBe('/de/products/?page=2')
    const token = tokenOf(link)
    expect(token).toMatch(/^[A-Za-z0-9]{32}$/)
    const { openAccountsDatabase } = await import('@/features/accounts/server/database')
    const database = await openAccountsDatabase(booted.db.url)
    try {
      const sql = `select "identifier", "value" from "verification" where "identifier" like 'magic-link:%'`
      const rows = database.kind === 'postgres' ? (await database.pool.query<{ identifier: string; value: string }>(sql)).rows : (await database.client.execute(sql)).rows.map((row) => ({ identifier: typeof row.identifier === 'string' ? row.identifier : '', value: typeof row.value === 'string' ? row.value : '' }))
      expect(rows.length).toBeGreaterThan(0)
      for (const row of rows) expect(`${row.identifier} ${row.value}`).not.toContain(token)
    } finally {
      await database.close()
    }

    const unknown = await routes.sendLink(post('/api/user/login/link/send?lang=en', { email: 'nobody.link@example.it' }))
    const known = await routes.sendLink(post('/api/user/login/link/send?lang=en', { email: 'link.giulia@example.it' }))
    expect(unknown.status).toBe(known.status)
    expect((await read(unknown)).message).toBe('If nobody.link@example.it has an account, a sign-in link is on its way. It is valid for 10 minutes.')
    await vi.waitFor(() => expect(mailsTo(email).length).toBe(3))
    expect(mailsTo('nobody.link@example.it')).toEqual([])

    const signedIn = await routes.link(post('/api/user/login/link?lang=de', { token, next: link.searchParams.get('next') }))
    expect(signedIn.status).toBe(200)
    expect(await read(signedIn)).toEqual({ next: '/de/products/?page=2' })
    expect((await routes.profile(get('/api/user/profile', cookieOf(signedIn)))).status).toBe(200)
    const reused = await routes.link(post('/api/user/login/link?lang=en', { token }))
    expect(reused.status).toBe(401)
    expect(await read(reused)).toEqual({ error: 'invalid_link', message: 'This sign-in link is invalid, already used or expired. Ask for a new one.' })
    expect(cookieOf(reused)).toBe('')
    const forged = await routes.link(post('/api/user/login/link?lang=en', { token: 'A'.repeat(32) }))
    expect(forged.status).toBe(401)
  })

  it('a link older than 10 minutes fails', async () => {
    const email = 'link.late@example.it'
    await visitor(email)
    const token = tokenOf(await mailedLink(email))
    vi.useFakeTimers({ now: Date.now() + 10 * 60 * 1000 + 1000, toFake: ['Date'] })
    try {
      expect((await routes.link(post('/api/user/login/link?lang=en', { token }))).status).toBe(401)
    } finally {
      vi.useRealTimers()
    }
  })

  it('with MFA on, the link alone gives no session: the authenticator code is asked for', async () => {
    const email = 'link.mfa@example.it'
    const cookie = await visitor(email)
    const { secret = '' } = await read(await routes.enable(post('/api/user/mfa/enable?lang=en', { password: passphrase }, cookie)))
    const app = (step: number) => new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret.replace(/\s+/g, '')), digits: 6, period: 30 }).generate({ timestamp: Date.now() + step * 30_000 })
    expect((await routes.confirm(post('/api/user/mfa/confirm?lang=en', { code: app(0) }, cookie))).status).toBe(200)

    const first = await routes.link(post('/api/user/login/link?lang=en', { token: tokenOf(await mailedLink(email)) }))
    expect(first.status).toBe(401)
    expect(await read(first)).toMatchObject({ mfa: true, message: 'Mandatory multi-factor authentication' })
    const pending = cookieOf(first)
    expect(pending).toMatch(/^visitor\.two_factor=/)
    expect(pending).not.toContain('session_token')
    const second = await routes.mfaSignIn(post('/api/user/login/mfa?lang=en', { code: app(1) }, pending))
    expect(second.status).toBe(200)
    expect((await routes.profile(get('/api/user/profile', cookieOf(second)))).status).toBe(200)
  })
})
