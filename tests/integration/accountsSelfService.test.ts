import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { readBundledMessages } from '@/i18n/bundled'
import { bootPayload, type Booted } from './boot'
import { proven } from './proofOfWork'

// The route modules are server-only; here they run in the test's own process.
vi.mock('server-only', () => ({}))
// The CMS labels are read through Next.js's data cache, which only a Next.js server has.
vi.mock('@/data/messages', async () => {
  const { readBundledMessages: bundled } = await import('@/i18n/bundled')
  return { getMessages: async (locale: Parameters<typeof bundled>[0]) => bundled(locale) }
})

/** A real SMTP server on loopback: the account mails are what a mail server gets. */
const received: { to: string[]; text: string }[] = []
/** A mail as a person reads it: its headers, then the text with quoted-printable or base64 (non-Latin mails) undone. */
function readable(raw: string): string {
  const mail = raw.replace(/\r\n/g, '\n')
  const split = mail.indexOf('\n\n')
  const [head, body] = [mail.slice(0, split), mail.slice(split + 2)]
  if (/^Content-Transfer-Encoding: base64$/im.test(head)) return `${head}\n\n${Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8')}`
  const text = body.replace(/=\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
  return `${head}\n\n${Buffer.from(text, 'latin1').toString('utf8')}`
}
const smtp = new SMTPServer({
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = []
    stream.on('data', (chunk: Buffer) => chunks.push(chunk))
    stream.on('end', () => {
      received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), text: readable(Buffer.concat(chunks).toString('utf8')) })
      callback()
    })
  },
})
const mailsTo = (email: string, about: string) => received.filter((mail) => mail.to.includes(email) && mail.text.includes(about)).map((mail) => mail.text)
/** The newest mail to `email` that contains `about`, once the SMTP server has it (the recovery mail leaves after the answer). */
async function mailTo(email: string, about: string, index = 0): Promise<string> {
  for (let look = 0; look < 1500; look++) {
    const mail = mailsTo(email, about)[index]
    if (mail !== undefined) return mail
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  throw new Error(`no mail to ${email} about ${about}: ${JSON.stringify(received.filter((sent) => sent.to.includes(email)).map((sent) => sent.text.slice(-300)))}`)
}
const recoveryToken = (mail: string) => /\/user\/recovery-psw#token=([A-Za-z0-9_-]+)/.exec(mail)?.[1] ?? ''

type Handler = (request: Request) => Promise<Response>
let booted: Booted
type RouteName = 'register' | 'signIn' | 'recovery' | 'reset' | 'profile' | 'verify' | 'updateProfile' | 'password' | 'sessions' | 'revokeOthers' | 'data' | 'delete'
const routes = {} as Record<RouteName, Handler>
const site = 'http://localhost:3000'
const en = readBundledMessages('en')
const kind = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'
const passphrase = 'a long and quiet passphrase'

let peers = 0
/** A visitor of its own (a fresh socket address), so one test's count never reaches another's. */
const newPeer = () => `198.51.101.${++peers}`
const post = (route: string, body: unknown, { peer = newPeer(), origin = site, cookie = '' } = {}) =>
  new Request(`${site}${route}`, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json', 'x-vesta-peer': peer, origin, ...(cookie && { cookie }) } })
const get = (route: string, cookie = '') => new Request(`${site}${route}`, { headers: { 'x-vesta-peer': newPeer(), ...(cookie && { cookie }) } })
const cookieOf = (response: Response) => response.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ')
const json = async (response: Response) => (await response.json()) as { message?: string; next?: string; fields?: Record<string, string> }

/** A verified account, as a visitor has it after opening the verification mail. */
async function verifiedAccount(email: string, extra: Record<string, unknown> = {}): Promise<void> {
  const registered = await routes.register(
    post('/api/user/register?lang=en', { kind: 'private', name: 'Giulia', surname: 'Rossi', email, country: 'FR', city: 'Paris', password: passphrase, passwordRepeat: passphrase, privacy: true, terms: true, ...extra }),
  )
  expect(registered.status).toBe(200)
  const link = /https?:\/\/[^\s]+\/api\/user\/auth\/verify-email\?[^\s]+/.exec(await mailTo(email, '/api/user/auth/verify-email'))?.[0] ?? ''
  expect((await routes.verify(get(new URL(link).pathname + new URL(link).search))).status).toBe(302)
}
const signIn = (email: string, password = passphrase) => routes.signIn(post('/api/user/login?lang=en', { email, password }))
/** Sign-in with a solved proof-of-work answer, as the form sends it once the account failed 3 times. */
const provenSignIn = (email: string, password = passphrase) => proven(routes.signIn)(post('/api/user/login?lang=en', { email, password }))

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  process.env.SMTP_URL = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`
  booted = await bootPayload()
  Object.assign(globalThis, { [Symbol.for('atelier-vesta.peerStamp')]: true })
  routes.register = proven((await import('@/app/api/user/register/route')).POST)
  routes.signIn = (await import('@/app/api/user/login/route')).POST
  routes.recovery = proven((await import('@/app/api/user/recovery-psw/route')).POST)
  routes.reset = (await import('@/app/api/user/reset-password/route')).POST
  routes.profile = (await import('@/app/api/user/profile/route')).GET
  routes.verify = (await import('@/app/api/user/auth/[...all]/route')).GET
  routes.updateProfile = (await import('@/app/api/user/profile/route')).POST
  routes.password = (await import('@/app/api/user/password/route')).POST
  routes.sessions = (await import('@/app/api/user/sessions/route')).GET
  routes.revokeOthers = (await import('@/app/api/user/sessions/revoke-others/route')).POST
  routes.data = (await import('@/app/api/user/data/route')).GET
  routes.delete = (await import('@/app/api/user/delete/route')).POST
})
afterAll(async () => {
  const { closeVisitorAuth } = await import('@/features/accounts/server/auth')
  await closeVisitorAuth()
  await booted.close()
  delete process.env.SMTP_URL
  await new Promise<void>((resolve) => smtp.close(() => resolve()))
})

describe(`password recovery (${kind})`, () => {
  it('a known and an unknown address get the same status and body; only the owner gets a link, by SMTP', async () => {
    const email = 'known@example.fr'
    await verifiedAccount(email)
    const known = await routes.recovery(post('/api/user/recovery-psw?lang=en', { email: 'Known@Example.fr' }))
    const unknown = await routes.recovery(post('/api/user/recovery-psw?lang=en', { email: 'unknown@example.fr' }))
    expect(known.status).toBe(200)
    expect(unknown.status).toBe(200)
    expect(known.headers.get('cache-control')).toBe('private, no-store')
    const [knownBody, unknownBody] = [await known.text(), await unknown.text()]
    expect(knownBody.replace('known@', 'unknown@')).toBe(unknownBody)
    expect((JSON.parse(unknownBody) as { message: string }).message).toBe('If unknown@example.fr is linked to an account, you will shortly receive an e-mail with instructions to reset your password.')
    const mail = await mailTo(email, 'recovery-psw#token=')
    expect(mail).toContain('Subject: Reset your Atelier Vesta password')
    expect(mail).toContain('valid for 1 hour')
    expect(mail).toMatch(/http:\/\/[^\s]+\/en\/user\/recovery-psw#token=[A-Za-z0-9]{24}/)
    expect(received.filter((sent) => sent.to.includes('unknown@example.fr'))).toEqual([])
  })

  it('the link is asked for in Russian: the mail and the screen it opens are Russian', async () => {
    const email = 'ivan@example.ru'
    await verifiedAccount(email)
    const asked = await routes.recovery(post('/api/user/recovery-psw?lang=ru', { email }))
    expect((await json(asked)).message).toContain(email)
    const mail = await mailTo(email, 'recovery-psw#token=')
    expect(mail).toMatch(/\/ru\/user\/recovery-psw#token=/)
    expect(mail).toContain('Ссылка действует 1 час')
  })

  it('a reset ends every session, lifts the lockout, lets the new password in; the link works once', async () => {
    const email = 'locked@example.fr'
    await verifiedAccount(email)
    const [first, second] = [cookieOf(await signIn(email)), cookieOf(await signIn(email))]
    expect((await routes.profile(get('/api/user/profile', first))).status).toBe(200)
    for (let guess = 0; guess < 10; guess++) await provenSignIn(email, `wrong guess ${guess}`)
    const blocked = await provenSignIn(email)
    expect(blocked.status).toBe(429)
    expect((await json(blocked)).message).toBe(en['auth.error.accountBlocked'])

    await routes.recovery(post('/api/user/recovery-psw?lang=en', { email }))
    const token = recoveryToken(await mailTo(email, 'recovery-psw#token='))
    const newPassword = 'another calm and long phrase'
    const reset = await routes.reset(post('/api/user/reset-password?lang=en', { token, password: newPassword, passwordRepeat: newPassword }))
    expect(reset.status).toBe(200)
    expect(await json(reset)).toEqual({ next: '/en/user/login?reset=1' })
    expect((await routes.profile(get('/api/user/profile', first))).status).toBe(401)
    expect((await routes.profile(get('/api/user/profile', second))).status).toBe(401)
    expect((await signIn(email)).status).toBe(401)
    const fresh = await signIn(email, newPassword)
    expect(fresh.status).toBe(200)

    const again = await routes.reset(post('/api/user/reset-password?lang=en', { token, password: 'a third phrase, never set', passwordRepeat: 'a third phrase, never set' }))
    expect(again.status).toBe(400)
    expect((await json(again)).message).toBe(en['account.resetLinkInvalid'])
    expect((await signIn(email, newPassword)).status).toBe(200)
  })

  it('a link older than one hour fails', async () => {
    const email = 'late@example.fr'
    await verifiedAccount(email)
    await routes.recovery(post('/api/user/recovery-psw?lang=en', { email }))
    const token = recoveryToken(await mailTo(email, 'recovery-psw#token='))
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      vi.setSystemTime(Date.now() + 61 * 60 * 1000)
      const late = await routes.reset(post('/api/user/reset-password?lang=en', { token, password: 'a phrase set too late', passwordRepeat: 'a phrase set too late' }))
      expect(late.status).toBe(400)
      expect((await json(late)).message).toBe(en['account.resetLinkInvalid'])
    } finally {
      vi.useRealTimers()
    }
    expect((await signIn(email)).status).toBe(200)
  })

  it('the new password is checked beside its fields, in the visitor language; a made-up token is no link', async () => {
    const de = readBundledMessages('de')
    const short = await routes.reset(post('/api/user/reset-password?lang=de', { token: 'AbCdEfGhIjKlMnOpQrStUvWx', password: 'zu kurz', passwordRepeat: 'anders' }))
    expect(short.status).toBe(400)
    expect((await json(short)).fields).toEqual({ password: 'Geben Sie mindestens 12 Zeichen ein.', passwordRepeat: de['form.passwordsDoNotMatch'] })
    const madeUp = await routes.reset(post('/api/user/reset-password?lang=de', { token: 'AbCdEfGhIjKlMnOpQrStUvWx', password: 'eine lange ruhige Passphrase', passwordRepeat: 'eine lange ruhige Passphrase' }))
    expect(madeUp.status).toBe(400)
    expect((await json(madeUp)).message).toBe(de['account.resetLinkInvalid'])
    const foreign = await routes.recovery(post('/api/user/recovery-psw?lang=en', { email: 'known@example.fr' }, { origin: 'https://evil.example' }))
    expect(foreign.status).toBe(403)
  })
})

const chrome = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const signInFrom = (email: string, userAgent: string, password = passphrase) =>
  routes.signIn(new Request(`${site}/api/user/login?lang=en`, { method: 'POST', body: JSON.stringify({ email, password }), headers: { 'content-type': 'application/json', 'x-vesta-peer': newPeer(), origin: site, 'user-agent': userAgent } }))
const profileOf = async (cookie: string) => ((await (await routes.profile(get('/api/user/profile', cookie))).json()) as { profile: Record<string, unknown> }).profile

describe(`edit profile (${kind})`, () => {
  it('saves the profile fields; a refusal names each field in the visitor language; anonymous is 401; a foreign Origin 403', async () => {
    const email = 'edit@example.fr'
    await verifiedAccount(email)
    const cookie = cookieOf(await signIn(email))
    const saved = await routes.updateProfile(
      post('/api/user/profile?lang=en', { name: 'Giulia Maria', surname: 'Bianchi', phoneCountry: 'IT', phone: '02 1234 5678', country: 'IT', province: 'MI', city: 'Milano', newsletter: false }, { cookie }),
    )
    expect(saved.status).toBe(200)
    expect(saved.headers.get('cache-control')).toBe('private, no-store')
    expect((await json(saved)).message).toBe(en['profile.saved'])
    expect(await profileOf(cookie)).toMatchObject({ name: 'Giulia Maria', surname: 'Bianchi', phone: '+390212345678', country: 'IT', province: 'MI', city: 'Milano', email })

    const refused = await routes.updateProfile(post('/api/user/profile?lang=fr', { name: '', surname: 'Bianchi', country: 'IT', province: 'Atlantide', city: 'Milano' }, { cookie }))
    expect(refused.status).toBe(400)
    const fr = readBundledMessages('fr')
    expect((await json(refused)).fields).toEqual({ name: fr['form.fieldRequired'], province: fr['validation.notAnOption'] })
    expect(await profileOf(cookie)).toMatchObject({ name: 'Giulia Maria' })

    const anonymous = await routes.updateProfile(post('/api/user/profile?lang=en', { name: 'Mallory', surname: 'X', country: 'FR', city: 'Paris' }))
    expect(anonymous.status).toBe(401)
    const foreign = await routes.updateProfile(post('/api/user/profile?lang=en', { name: 'Mallory', surname: 'X', country: 'FR', city: 'Paris' }, { cookie, origin: 'https://evil.example' }))
    expect(foreign.status).toBe(403)
    expect(await profileOf(cookie)).toMatchObject({ name: 'Giulia Maria' })
  })

  it('ticking the newsletter starts its double opt-in (a confirmation mail)', async () => {
    const email = 'letters@example.fr'
    await verifiedAccount(email)
    const cookie = cookieOf(await signIn(email))
    const saved = await routes.updateProfile(post('/api/user/profile?lang=en', { name: 'Giulia', surname: 'Rossi', country: 'FR', city: 'Paris', newsletter: true }, { cookie }))
    expect(saved.status).toBe(200)
    expect(await profileOf(cookie)).toMatchObject({ newsletter: true })
    const { docs } = await booted.payload.find({ collection: 'newsletter-subscriptions', where: { email: { equals: email } }, overrideAccess: true })
    expect(docs.map((doc) => doc.status)).toEqual(['pending'])
  })

  it('a password change needs the current password and ends every other session; this one goes on under a new cookie', async () => {
    const email = 'change@example.fr'
    await verifiedAccount(email)
    const here = cookieOf(await signIn(email))
    const elsewhere = cookieOf(await signIn(email))
    const newPassword = 'a fresh and peaceful phrase'
    const withoutCurrent = await routes.password(post('/api/user/password?lang=en', { password: newPassword, passwordRepeat: newPassword }, { cookie: here }))
    expect(withoutCurrent.status).toBe(400)
    expect((await json(withoutCurrent)).fields).toEqual({ currentPassword: en['form.fieldRequired'] })
    const wrongCurrent = await routes.password(post('/api/user/password?lang=en', { currentPassword: 'not my password', password: newPassword, passwordRepeat: newPassword }, { cookie: here }))
    expect(wrongCurrent.status).toBe(400)
    expect((await json(wrongCurrent)).fields).toEqual({ currentPassword: en['account.wrongCurrentPassword'] })
    expect((await signIn(email)).status).toBe(200)

    const changed = await routes.password(post('/api/user/password?lang=en', { currentPassword: passphrase, password: newPassword, passwordRepeat: newPassword }, { cookie: here }))
    expect(changed.status).toBe(200)
    expect((await json(changed)).message).toBe(en['account.passwordChanged'])
    const renewed = cookieOf(changed)
    expect(renewed).toMatch(/^visitor\.session_token=/)
    expect((await routes.profile(get('/api/user/profile', elsewhere))).status).toBe(401)
    expect((await routes.profile(get('/api/user/profile', renewed))).status).toBe(200)
    expect((await signIn(email)).status).toBe(401)
    expect((await signIn(email, newPassword)).status).toBe(200)
  })

  it('lists the sessions without tokens, this device first; "sign out everywhere else" keeps only this one', async () => {
    const email = 'devices@example.fr'
    await verifiedAccount(email)
    const phone = cookieOf(await signInFrom(email, 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1'))
    const desk = cookieOf(await signInFrom(email, chrome))
    const listed = await routes.sessions(get('/api/user/sessions', desk))
    expect(listed.headers.get('cache-control')).toBe('private, no-store')
    const text = await listed.text()
    expect(text).not.toContain(desk.split('=')[1]?.split('.')[0] ?? 'never')
    const { sessions } = JSON.parse(text) as { sessions: { current: boolean; device: unknown }[] }
    expect(sessions.map((session) => [session.current, session.device])).toEqual([
      [true, { browser: 'Chrome', system: 'Windows' }],
      [false, { browser: 'Safari', system: 'iOS' }],
    ])
    expect((await routes.revokeOthers(post('/api/user/sessions/revoke-others?lang=en', {}, { cookie: desk, origin: 'https://evil.example' }))).status).toBe(403)
    expect((await routes.profile(get('/api/user/profile', phone))).status).toBe(200)
    const revoked = await routes.revokeOthers(post('/api/user/sessions/revoke-others?lang=en', {}, { cookie: desk }))
    expect(revoked.status).toBe(200)
    expect((await routes.profile(get('/api/user/profile', phone))).status).toBe(401)
    expect((await routes.profile(get('/api/user/profile', desk))).status).toBe(200)
    expect((await routes.sessions(get('/api/user/sessions'))).status).toBe(401)
  })

  it('downloads my data as a JSON file: the account, its sign-in methods without secrets, its sessions', async () => {
    const email = 'export@example.fr'
    await verifiedAccount(email)
    const cookie = cookieOf(await signInFrom(email, chrome))
    const download = await routes.data(get('/api/user/data', cookie))
    expect(download.status).toBe(200)
    expect(download.headers.get('content-disposition')).toBe('attachment; filename="my-account-data.json"')
    expect(download.headers.get('cache-control')).toBe('private, no-store')
    const text = await download.text()
    const data = JSON.parse(text) as { account: Record<string, unknown>; signInMethods: { provider: string }[]; sessions: { userAgent: string }[] }
    expect(data.account).toMatchObject({ email, name: 'Giulia', surname: 'Rossi', city: 'Paris', emailVerified: true })
    expect(data.signInMethods.map((method) => method.provider)).toEqual(['credential'])
    expect(data.sessions.map((session) => session.userAgent)).toEqual([chrome])
    expect(text).not.toMatch(/scrypt|"password"|"token"/)
    expect((await routes.data(get('/api/user/data'))).status).toBe(401)
  })

  it('deletes the account with its password: every session, the sign-in and the newsletter record go', async () => {
    const email = 'leaving@example.fr'
    await verifiedAccount(email, { newsletter: true })
    const cookie = cookieOf(await signIn(email))
    const other = cookieOf(await signIn(email))
    const wrong = await routes.delete(post('/api/user/delete?lang=en', { password: 'not my password' }, { cookie }))
    expect(wrong.status).toBe(400)
    expect((await json(wrong)).fields).toEqual({ password: en['account.wrongCurrentPassword'] })
    expect((await routes.profile(get('/api/user/profile', cookie))).status).toBe(200)

    const deleted = await routes.delete(post('/api/user/delete?lang=en', { password: passphrase }, { cookie }))
    expect(deleted.status).toBe(200)
    expect(await json(deleted)).toEqual({ next: '/en/user/login?deleted=1' })
    expect(deleted.headers.getSetCookie().join()).toMatch(/visitor\.session_token=;/)
    expect((await routes.profile(get('/api/user/profile', cookie))).status).toBe(401)
    expect((await routes.profile(get('/api/user/profile', other))).status).toBe(401)
    expect((await signIn(email)).status).toBe(401)
    const { totalDocs } = await booted.payload.count({ collection: 'newsletter-subscriptions', where: { email: { equals: email } }, overrideAccess: true })
    expect(totalDocs).toBe(0)
  })
})
