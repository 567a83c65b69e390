import fs from 'node:fs'
import path from 'node:path'
import * as OTPAuth from 'otpauth'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { bootPayload, type Booted } from './boot'
import { mailCatcher } from './mailCatcher'
import { proven } from './proofOfWork'
import { site } from './visitors'

vi.mock('server-only', () => ({}))
vi.mock('@/data/messages', async () => {
  const { readBundledMessages: bundled } = await import('@/i18n/bundled')
  return { getMessages: async (locale: Parameters<typeof bundled>[0]) => bundled(locale) }
})

/** A real SMTP server on loopback for the verification mails; the texts go to the outbox folder (SMS_TRANSPORT=outbox, the default). */
const mail = mailCatcher()
const { mailsTo } = mail

type Handler = (request: Request) => Promise<Response>
type RouteName = 'register' | 'signIn' | 'verify' | 'profile' | 'loginSend' | 'loginCode' | 'proved' | 'proveSend' | 'proveCode' | 'remove' | 'enable' | 'confirm' | 'mfaSignIn'
const routes = {} as Record<RouteName, Handler>
let booted: Booted
const kind = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'
const passphrase = 'a long and quiet passphrase'
let peers = 0
const newPeer = () => `192.0.2.${(++peers % 250) + 1}`
const post = (route: string, body: unknown, cookie = '') =>
  new Request(`${site}${route}`, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json', 'x-vesta-peer': newPeer(), origin: site, ...(cookie && { cookie }) } })
const get = (route: string, cookie = '') => new Request(`${site}${route}`, { headers: { 'x-vesta-peer': newPeer(), ...(cookie && { cookie }) } })
type Answer = { message?: string; next?: string; mfa?: boolean; secret?: string; number?: string | null; display?: string | null; offered?: boolean; fields?: Record<string, string>; error?: string }
const read = async (response: Response) => (await response.json()) as Answer
const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .filter((pair) => !pair.endsWith('='))
    .join('; ')

/** The texts in the outbox to a number (E.164), oldest first. */
function textsTo(number: string): string[] {
  const outbox = path.join(booted.mediaDir, 'outbox')
  if (!fs.existsSync(outbox)) return []
  return fs
    .readdirSync(outbox)
    .filter((file) => file.endsWith('.sms.txt'))
    .sort()
    .map((file) => fs.readFileSync(path.join(outbox, file), 'utf8'))
    .filter((text) => text.startsWith(`To: ${number}\n`))
}
const newestCode = (number: string) => /\b(\d{6})\b/.exec(textsTo(number).at(-1) ?? '')?.[1] ?? ''

async function visitor(email: string, locale = 'en'): Promise<string> {
  const registration = { kind: 'private', name: 'Giulia', surname: 'Rossi', email, country: 'IT', province: 'MI', city: 'Milano', password: passphrase, passwordRepeat: passphrase, privacy: true, terms: true }
  expect((await routes.register(post(`/api/user/register?lang=${locale}`, registration))).status).toBe(200)
  await vi.waitFor(() => expect(mailsTo(email).join()).toContain('verify-email'))
  const link = new URL(/https?:\/\/[^\s]+\/api\/user\/auth\/verify-email\?[^\s]+/.exec(mailsTo(email).at(-1) ?? '')?.[0] ?? '')
  await routes.verify(get(link.pathname + link.search))
  const signedIn = await routes.signIn(post(`/api/user/login?lang=${locale}`, { email, password: passphrase }))
  expect(signedIn.status).toBe(200)
  return cookieOf(signedIn)
}

/** Proves a number for the visitor of `cookie`: the texted code back through edit-profile's endpoint. */
async function prove(cookie: string, phone: { phoneCountry: string; phone: string }, number: string): Promise<Response> {
  const before = textsTo(number).length
  const sent = await routes.proveSend(post('/api/user/phone/send?lang=en', phone, cookie))
  expect(sent.status).toBe(200)
  expect(textsTo(number).length).toBe(before + 1)
  return routes.proveCode(post('/api/user/phone/verify?lang=en', { ...phone, code: newestCode(number) }, cookie))
}

beforeAll(async () => {
  await mail.start()
  booted = await bootPayload()
  Object.assign(globalThis, { [Symbol.for('atelier-vesta.peerStamp')]: true })
  routes.register = proven((await import('@/app/api/user/register/route')).POST)
  routes.signIn = (await import('@/app/api/user/login/route')).POST
  routes.verify = (await import('@/app/api/user/auth/[...all]/route')).GET
  routes.profile = (await import('@/app/api/user/profile/route')).GET
  routes.loginSend = proven((await import('@/app/api/user/login/phone/send/route')).POST)
  routes.loginCode = (await import('@/app/api/user/login/phone/route')).POST
  routes.proved = (await import('@/app/api/user/phone/route')).GET
  routes.proveSend = proven((await import('@/app/api/user/phone/send/route')).POST)
  routes.proveCode = (await import('@/app/api/user/phone/verify/route')).POST
  routes.remove = (await import('@/app/api/user/phone/remove/route')).POST
  routes.enable = (await import('@/app/api/user/mfa/enable/route')).POST
  routes.confirm = (await import('@/app/api/user/mfa/confirm/route')).POST
  routes.mfaSignIn = (await import('@/app/api/user/login/mfa/route')).POST
})
afterAll(async () => {
  const { closeVisitorAuth } = await import('@/features/accounts/server/auth')
  await closeVisitorAuth()
  await booted.close()
  await mail.stop()
})

describe(`sign-in by a code sent by text message (${kind})`, () => {
  it('a signed-in visitor proves a number with the texted code (a wrong code refused on its field); then the number alone signs them in, once', async () => {
    const email = 'sms.giulia@example.it'
    const cookie = await visitor(email)
    expect((await routes.proved(get('/api/user/phone?lang=en'))).status).toBe(401)
    expect(await read(await routes.proved(get('/api/user/phone?lang=en', cookie)))).toEqual({ offered: true, number: null, display: null })

    const phone = { phoneCountry: 'IT', phone: '347 123 4567' }
    const number = '+393471234567'
    const sent = await routes.proveSend(post('/api/user/phone/send?lang=en', phone, cookie))
    expect(sent.status).toBe(200)
    expect((await read(sent)).message).toBe('We have sent a code by text message to +39 347 123 4567. It is valid for 10 minutes.')
    const texted = textsTo(number).at(-1) ?? ''
    expect(texted).toMatch(/^To: \+393471234567\n\n\d{6} is your sign-in code\. It is valid for 10 minutes\.\n$/)
    const code = newestCode(number)

    // The code is stored hashed, never in clear.
    const { openAccountsDatabase } = await import('@/features/accounts/server/database')
    const database = await openAccountsDatabase(booted.db.url)
    try {
      const sql = `select "value" from "verification" where "identifier" = 'phone-number-otp-${number}'`
      const values = database.kind === 'postgres' ? (await database.pool.query<{ value: string }>(sql)).rows.map((row) => row.value) : (await database.client.execute(sql)).rows.map((row) => (typeof row.value === 'string' ? row.value : ''))
      expect(values).toHaveLength(1)
      expect(values[0]).toMatch(/^[0-9a-f]{64}:0$/)
      expect(values[0]).not.toContain(code)
    } finally {
      await database.close()
    }

    const wrong = await routes.proveCode(post('/api/user/phone/verify?lang=en', { ...phone, code: code === '000000' ? '111111' : '000000' }, cookie))
    expect(wrong.status).toBe(400)
    expect((await read(wrong)).fields).toEqual({ code: 'Invalid or expired code' })
    const right = await routes.proveCode(post('/api/user/phone/verify?lang=en', { ...phone, code }, cookie))
    expect(right.status).toBe(200)
    expect(await read(right)).toMatchObject({ number, display: '+39 347 123 4567' })
    expect(await read(await routes.proved(get('/api/user/phone?lang=en', cookie)))).toEqual({ offered: true, number, display: '+39 347 123 4567' })

    // Signed out: the number (typed with its 00 prefix) asks for a code; an unknown number gets the same answer and no text.
    const unknown = await routes.loginSend(post('/api/user/login/phone/send?lang=en', { phoneCountry: 'IT', phone: '347 765 4321' }))
    const known = await routes.loginSend(post('/api/user/login/phone/send?lang=en', { phoneCountry: 'DE', phone: '0039 347 123 4567' }))
    expect(unknown.status).toBe(200)
    expect(known.status).toBe(200)
    expect((await read(unknown)).message).toBe('If an account signs in with +39 347 765 4321, a sign-in code is on its way by text message. It is valid for 10 minutes.')
    expect(textsTo('+393477654321')).toEqual([])
    const signInCode = newestCode(number)
    expect(signInCode).not.toBe(code)

    const signedIn = await routes.loginCode(post('/api/user/login/phone?lang=en', { ...phone, code: signInCode, next: '/en/products/' }))
    expect(signedIn.status).toBe(200)
    expect(await read(signedIn)).toEqual({ next: '/en/products/' })
    const profile = await routes.profile(get('/api/user/profile', cookieOf(signedIn)))
    expect(profile.status).toBe(200)
    expect(((await profile.json()) as { profile: { email: string } }).profile.email).toBe(email)
    const reused = await routes.loginCode(post('/api/user/login/phone?lang=en', { ...phone, code: signInCode }))
    expect(reused.status).toBe(401)
    expect((await read(reused)).message).toBe('Invalid or expired code')
  })

  it('five wrong codes void the code; a bad number is refused on its field, in the language asked', async () => {
    const cookie = await visitor('sms.five@example.it')
    const phone = { phoneCountry: 'IT', phone: '348 000 1111' }
    const number = '+393480001111'
    expect((await prove(cookie, phone, number)).status).toBe(200)
    expect((await routes.loginSend(post('/api/user/login/phone/send?lang=en', phone))).status).toBe(200)
    const code = newestCode(number)
    const wrongCode = code === '000000' ? '111111' : '000000'
    for (let attempt = 0; attempt < 5; attempt++) expect((await routes.loginCode(post('/api/user/login/phone?lang=en', { ...phone, code: wrongCode }))).status).toBe(401)
    expect((await routes.loginCode(post('/api/user/login/phone?lang=en', { ...phone, code }))).status).toBe(401)

    const bad = await routes.loginSend(post('/api/user/login/phone/send?lang=de', { phoneCountry: 'IT', phone: '12' }))
    expect(bad.status).toBe(400)
    expect((await read(bad)).fields).toEqual({ phone: 'Bitte geben Sie eine gültige Telefonnummer ein.' })
  })

  it('one account per number: another visitor cannot take a proved number; removing it frees the number and stops sign-in by text', async () => {
    const first = await visitor('sms.first@example.it')
    const second = await visitor('sms.second@example.it')
    const phone = { phoneCountry: 'IT', phone: '349 222 3333' }
    const number = '+393492223333'
    expect((await prove(first, phone, number)).status).toBe(200)
    const taken = await prove(second, phone, number)
    expect(taken.status).toBe(409)
    expect((await read(taken)).fields).toEqual({ phone: 'This number already signs in to another account.' })

    const removed = await routes.remove(post('/api/user/phone/remove?lang=en', {}, first))
    expect(removed.status).toBe(200)
    expect((await read(removed)).message).toBe('Sign-in by text message is off.')
    expect((await read(await routes.proved(get('/api/user/phone?lang=en', first)))).number).toBeNull()
    const texts = textsTo(number).length
    expect((await routes.loginSend(post('/api/user/login/phone/send?lang=en', phone))).status).toBe(200)
    expect(textsTo(number)).toHaveLength(texts)
    expect((await prove(second, phone, number)).status).toBe(200)
    // A post from another site changes nothing.
    const foreign = new Request(`${site}/api/user/phone/remove?lang=en`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json', origin: 'https://elsewhere.example', cookie: second, 'x-vesta-peer': newPeer() } })
    expect((await routes.remove(foreign)).status).toBe(403)
    expect((await read(await routes.proved(get('/api/user/phone?lang=en', second)))).number).toBe(number)
  })

  it('with MFA on, the texted code alone gives no session: the authenticator code is asked for', async () => {
    const cookie = await visitor('sms.mfa@example.it')
    const phone = { phoneCountry: 'IT', phone: '340 555 6666' }
    const number = '+393405556666'
    expect((await prove(cookie, phone, number)).status).toBe(200)
    const { secret = '' } = await read(await routes.enable(post('/api/user/mfa/enable?lang=en', { password: passphrase }, cookie)))
    const app = (step: number) => new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret.replace(/\s+/g, '')), digits: 6, period: 30 }).generate({ timestamp: Date.now() + step * 30_000 })
    expect((await routes.confirm(post('/api/user/mfa/confirm?lang=en', { code: app(0) }, cookie))).status).toBe(200)

    expect((await routes.loginSend(post('/api/user/login/phone/send?lang=en', phone))).status).toBe(200)
    const first = await routes.loginCode(post('/api/user/login/phone?lang=en', { ...phone, code: newestCode(number) }))
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
