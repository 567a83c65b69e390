import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { readBundledMessages } from '@/i18n/bundled'
import { bootPayload, type Booted } from './boot'

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
const routes: Record<'register' | 'signIn' | 'recovery' | 'reset' | 'profile' | 'verify', Handler> = {} as Record<'register' | 'signIn' | 'recovery' | 'reset' | 'profile' | 'verify', Handler>
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

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  process.env.SMTP_URL = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`
  booted = await bootPayload()
  Object.assign(globalThis, { [Symbol.for('atelier-vesta.peerStamp')]: true })
  routes.register = (await import('@/app/api/user/register/route')).POST
  routes.signIn = (await import('@/app/api/user/login/route')).POST
  routes.recovery = (await import('@/app/api/user/recovery-psw/route')).POST
  routes.reset = (await import('@/app/api/user/reset-password/route')).POST
  routes.profile = (await import('@/app/api/user/profile/route')).GET
  routes.verify = (await import('@/app/api/user/auth/[...all]/route')).GET
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
    for (let guess = 0; guess < 10; guess++) await signIn(email, `wrong guess ${guess}`)
    const blocked = await signIn(email)
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
