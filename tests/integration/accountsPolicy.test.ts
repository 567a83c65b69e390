import { createHash } from 'node:crypto'
import http from 'node:http'
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

/** A real SMTP server on loopback (verification and recovery mails). */
const received: { to: string[]; text: string }[] = []
const smtp = new SMTPServer({
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = []
    stream.on('data', (chunk: Buffer) => chunks.push(chunk))
    stream.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8').replace(/\r\n/g, '\n').replace(/=\n/g, '').replace(/=3D/g, '=')
      received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), text })
      callback()
    })
  },
})
async function mailTo(email: string, about: string): Promise<string> {
  for (let look = 0; look < 1500; look++) {
    const mail = received.filter((sent) => sent.to.includes(email) && sent.text.includes(about)).at(-1)
    if (mail) return mail.text
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  throw new Error(`no mail to ${email} about ${about}`)
}

/**
 * A stub of a k-anonymity breached-password service (Have I Been Pwned's range format) on
 * loopback: it lists the SHA-1 of `leakedPassphrase` (among padding), or answers 503, or never answers.
 */
const leakedPassphrase = 'the orange lantern swings above the harbour'
const sha1 = (value: string) => createHash('sha1').update(value, 'utf8').digest('hex').toUpperCase()
let breachMode: 'answer' | 'fail' | 'hang' = 'answer'
const asked: string[] = []
const breachService = http.createServer((request, response) => {
  asked.push(request.url ?? '')
  if (breachMode === 'hang') return // never answers: the check must give up after 2 s
  if (breachMode === 'fail') return void response.writeHead(503).end()
  const prefix = (request.url ?? '').split('/').at(-1) ?? ''
  const lines = ['0018A45C4D1DEF81644B54AB7F969B88D65:0', '00D4F6E8FA6EECAD2A3AA415EEC418D38EC:3']
  const leaked = sha1(leakedPassphrase)
  if (leaked.startsWith(prefix)) lines.push(`${leaked.slice(5)}:12`)
  response.writeHead(200, { 'content-type': 'text/plain' }).end(lines.join('\r\n'))
})

type Handler = (request: Request) => Promise<Response>
let booted: Booted
const routes = {} as Record<'register' | 'signIn' | 'recovery' | 'reset' | 'verify' | 'password', Handler>
const site = 'http://localhost:3000'
const en = readBundledMessages('en')
const kind = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'
const passphrase = 'a long and quiet passphrase'

let peers = 0
const newPeer = () => `198.51.103.${++peers}`
const post = (route: string, body: unknown, { cookie = '' } = {}) =>
  new Request(`${site}${route}`, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json', 'x-vesta-peer': newPeer(), origin: site, ...(cookie && { cookie }) } })
const get = (route: string) => new Request(`${site}${route}`, { headers: { 'x-vesta-peer': newPeer() } })
const cookieOf = (response: Response) => response.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ')
const json = async (response: Response) => (await response.json()) as { message?: string; reason?: string; fields?: Record<string, string> }

const registration = (email: string, password: string) => ({ kind: 'private', name: 'Giulia', surname: 'Rossi', email, country: 'FR', city: 'Paris', password, passwordRepeat: password, privacy: true, terms: true })
const register = (email: string, password: string, lang = 'en') => routes.register(post(`/api/user/register?lang=${lang}`, registration(email, password)))
async function verifiedAccount(email: string, password = passphrase): Promise<void> {
  expect((await register(email, password)).status).toBe(200)
  const link = /https?:\/\/[^\s]+\/api\/user\/auth\/verify-email\?[^\s]+/.exec(await mailTo(email, '/api/user/auth/verify-email'))?.[0] ?? ''
  expect((await routes.verify(get(new URL(link).pathname + new URL(link).search))).status).toBe(302)
}
const signIn = (email: string, password: string) => routes.signIn(post('/api/user/login?lang=en', { email, password }))
const change = (cookie: string, currentPassword: string, password: string) => routes.password(post('/api/user/password?lang=en', { currentPassword, password, passwordRepeat: password }, { cookie }))

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  await new Promise<void>((resolve) => breachService.listen(0, '127.0.0.1', resolve))
  process.env.SMTP_URL = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`
  process.env.PASSWORD_BREACH_URL = `http://127.0.0.1:${(breachService.address() as AddressInfo).port}/breaches`
  booted = await bootPayload()
  Object.assign(globalThis, { [Symbol.for('atelier-vesta.peerStamp')]: true })
  routes.register = proven((await import('@/app/api/user/register/route')).POST)
  routes.signIn = (await import('@/app/api/user/login/route')).POST
  routes.recovery = proven((await import('@/app/api/user/recovery-psw/route')).POST)
  routes.reset = (await import('@/app/api/user/reset-password/route')).POST
  routes.verify = (await import('@/app/api/user/auth/[...all]/route')).GET
  routes.password = (await import('@/app/api/user/password/route')).POST
})
afterAll(async () => {
  const { closeVisitorAuth } = await import('@/features/accounts/server/auth')
  await closeVisitorAuth()
  await booted.close()
  delete process.env.SMTP_URL
  delete process.env.PASSWORD_BREACH_URL
  breachService.closeAllConnections()
  await new Promise<void>((resolve) => breachService.close(() => resolve()))
  await new Promise<void>((resolve) => smtp.close(() => resolve()))
})

describe(`the password policy on registration (${kind})`, () => {
  it('1: a short password is refused with the reason; a long passphrase in any script is accepted', async () => {
    const short = await register('short@example.fr', 'eleven char')
    expect(short.status).toBe(400)
    expect((await json(short)).fields?.password).toBe('Enter at least 12 characters.')
    const long = 'Ωραίο πρωινό στη θάλασσα, 静かな朝の海辺で, a quiet morning by the sea that goes on and on'
    expect(Array.from(long).length).toBeLessThanOrEqual(128)
    expect((await register('long@example.fr', long)).status).toBe(200)
  })

  it('too weak, too common (the common list and the brand), the visitor\'s own words: each refused with its reason, in the visitor language', async () => {
    const cases: [string, string, string][] = [
      ['aaaaaaaaaaaaaaaa', 'tooWeak', 'auth.error.passwordTooWeak'],
      ['qwertyuiopasdf', 'tooCommon', 'auth.error.passwordTooCommon'],
      ['AtelierVesta2026!', 'tooCommon', 'auth.error.passwordTooCommon'],
      ['giuliarossi!!77', 'userInfo', 'auth.error.passwordContainsUserInfo'],
      ['Giulia walks along the canal at night', 'userInfo', 'auth.error.passwordContainsUserInfo'],
      ['weak.policy@example.fr', 'userInfo', 'auth.error.passwordContainsUserInfo'],
    ]
    for (const [password, reason, label] of cases) {
      const refused = await register('weak.policy@example.fr', password)
      expect(refused.status, password).toBe(400)
      const body = await json(refused)
      expect(body.reason, password).toBe(reason)
      expect(body.fields, password).toEqual({ password: en[label] })
    }
    const german = await register('weak.policy@example.fr', 'password1234', 'de')
    expect((await json(german)).fields?.password).toBe(readBundledMessages('de')['auth.error.passwordTooCommon'])
    // Nothing was created: the address can still register with a good passphrase.
    expect(received.filter((sent) => sent.to.includes('weak.policy@example.fr'))).toEqual([])
  })

  it('3: a password the breached-password service lists is refused as leaked; a failing or silent service never blocks', async () => {
    asked.length = 0
    const leaked = await register('leak@example.fr', leakedPassphrase)
    expect(leaked.status).toBe(400)
    expect((await json(leaked)).fields).toEqual({ password: en['auth.error.passwordLeaked'] })
    // k-anonymity: the service saw five hex characters of the hash, never the password or the whole hash.
    expect(asked).toEqual([`/breaches/range/${sha1(leakedPassphrase).slice(0, 5)}`])

    breachMode = 'fail'
    expect((await register('leak-fail@example.fr', leakedPassphrase)).status).toBe(200)
    breachMode = 'hang'
    expect((await register('leak-hang@example.fr', leakedPassphrase)).status).toBe(200)
    breachMode = 'answer'
  })

  it('4: no truncation: two passwords that share their first 72 bytes are different passwords', async () => {
    const email = 'bytes@example.fr'
    const stem = 'é'.repeat(36) // 72 bytes in UTF-8, 36 characters
    expect(Buffer.byteLength(stem)).toBe(72)
    await verifiedAccount(email, `${stem} the first ending`)
    expect((await signIn(email, `${stem} the other ending`)).status).toBe(401)
    expect((await signIn(email, stem)).status).toBe(401)
    expect((await signIn(email, `${stem} the first ending`)).status).toBe(200)
  })
})

describe(`the password policy on change and reset (${kind})`, () => {
  it('5: a change without the current password is refused; a wrong current password is told before any judgement of the new one', async () => {
    const email = 'change@example.fr'
    await verifiedAccount(email)
    const cookie = cookieOf(await signIn(email, passphrase))
    const missing = await routes.password(post('/api/user/password?lang=en', { password: 'a brand new calm phrase', passwordRepeat: 'a brand new calm phrase' }, { cookie }))
    expect(missing.status).toBe(400)
    expect((await json(missing)).fields?.currentPassword).toBeTruthy()
    // A wrong current password with an earlier password as the new one: no hint that it was one.
    const wrong = await change(cookie, 'not the passphrase at all', passphrase)
    expect(wrong.status).toBe(400)
    expect((await json(wrong)).fields).toEqual({ currentPassword: en['account.wrongCurrentPassword'] })
    const weak = await change(cookie, passphrase, 'aaaaaaaaaaaaaaaa')
    expect((await json(weak)).fields).toEqual({ password: en['auth.error.passwordTooWeak'] })
    expect((await signIn(email, passphrase)).status).toBe(200)
  })

  it('the last 5 passwords cannot come back; the sixth one back can', async () => {
    const email = 'history@example.fr'
    await verifiedAccount(email)
    const phrases = [passphrase, 'second calm phrase by the river', 'third calm phrase under the oaks', 'fourth calm phrase across the bay', 'fifth calm phrase beyond the hills', 'sixth calm phrase inside the walls']
    let cookie = cookieOf(await signIn(email, passphrase))
    const current = await change(cookie, passphrase, passphrase)
    expect(current.status).toBe(400)
    expect((await json(current)).fields).toEqual({ password: en['auth.error.passwordPreviouslyUsed'] })
    for (let index = 1; index < phrases.length; index++) {
      const changed = await change(cookie, phrases[index - 1] ?? '', phrases[index] ?? '')
      expect(changed.status, phrases[index]).toBe(200)
      cookie = cookieOf(changed)
    }
    // Now: 2nd to 6th are the last five; the first is sixth back.
    for (const earlier of phrases.slice(1, 5)) {
      const reused = await change(cookie, phrases[5] ?? '', earlier)
      expect((await json(reused)).reason, earlier).toBe('reused')
    }
    const back = await change(cookie, phrases[5] ?? '', passphrase)
    expect(back.status).toBe(200)
  })

  it('a reset by the recovery link is judged too: the current password is refused as already used, a weak one as weak', async () => {
    const email = 'reset-policy@example.fr'
    await verifiedAccount(email)
    await routes.recovery(post('/api/user/recovery-psw?lang=fr', { email }))
    const token = /\/user\/recovery-psw#token=([A-Za-z0-9_-]+)/.exec(await mailTo(email, 'recovery-psw#token='))?.[1] ?? ''
    const reset = (password: string) => routes.reset(post('/api/user/reset-password?lang=fr', { token, password, passwordRepeat: password }))
    const fr = readBundledMessages('fr')
    expect((await json(await reset(passphrase))).fields).toEqual({ password: fr['auth.error.passwordPreviouslyUsed'] })
    expect((await json(await reset('Giulia Rossi forever and ever'))).fields).toEqual({ password: fr['auth.error.passwordContainsUserInfo'] })
    // A refusal does not spend the link.
    const accepted = await reset('un matin calme au bord du lac')
    expect(accepted.status).toBe(200)
    expect((await signIn(email, 'un matin calme au bord du lac')).status).toBe(200)
  })
})

describe(`remember me (${kind})`, () => {
  const sessionLine = (response: Response) => response.headers.getSetCookie().find((line) => line.startsWith('visitor.session_token=')) ?? ''
  const maxAgeOf = (line: string) => Number(/Max-Age=(\d+)/i.exec(line)?.[1])
  const expiresOf = (line: string) => Date.parse(/Expires=([^;]+)/i.exec(line)?.[1] ?? '')
  async function sessionRow(line: string) {
    const { visitorAuth } = await import('@/features/accounts/server/auth')
    const value = decodeURIComponent(line.split(';')[0]?.split('=')[1] ?? '')
    const found = await (await visitorAuth()).$context.then((context) => context.internalAdapter.findSession(value.slice(0, value.lastIndexOf('.'))))
    return found?.session ?? null
  }
  const day = 24 * 60 * 60

  it('without it: a one-day session (cookie and row), extended while in use; with it: 30 days in the cookie (Max-Age, Expires) and the row', async () => {
    const email = 'remember@example.fr'
    await verifiedAccount(email)
    const before = Date.now()
    const plain = sessionLine(await routes.signIn(post('/api/user/login?lang=en', { email, password: passphrase })))
    expect(maxAgeOf(plain)).toBe(day)
    const plainRow = await sessionRow(plain)
    expect(plainRow).not.toBeNull()
    expect(Math.round(((plainRow?.expiresAt.getTime() ?? 0) - before) / 1000 / 3600)).toBe(24)

    const remembered = sessionLine(await routes.signIn(post('/api/user/login?lang=en', { email, password: passphrase, rememberMe: true })))
    expect(maxAgeOf(remembered)).toBe(30 * day)
    expect(Math.round((expiresOf(remembered) - before) / 1000 / day)).toBe(30)
    expect(remembered).toMatch(/HttpOnly/i)
    expect(remembered).toMatch(/SameSite=Lax/i)
    const row = await sessionRow(remembered)
    expect(Math.round(((row?.expiresAt.getTime() ?? 0) - before) / 1000 / day)).toBe(30)
    // The remembered cookie is a working session.
    const profile = (await import('@/app/api/user/profile/route')).GET
    const cookie = remembered.split(';')[0] ?? ''
    expect((await profile(new Request(`${site}/api/user/profile`, { headers: { 'x-vesta-peer': newPeer(), cookie } }))).status).toBe(200)
  })

  it('a wrong password with remember me ticked sets no cookie', async () => {
    const email = 'remember-wrong@example.fr'
    await verifiedAccount(email)
    const wrong = await routes.signIn(post('/api/user/login?lang=en', { email, password: 'not the passphrase at all', rememberMe: true }))
    expect(wrong.status).toBe(401)
    expect(sessionLine(wrong)).toBe('')
  })
})

describe(`change of e-mail address (${kind})`, () => {
  const changeEmail = async (cookie: string, body: Record<string, string>, lang = 'en') => (await import('@/app/api/user/email/route')).POST(post(`/api/user/email?lang=${lang}`, body, { cookie }))

  it('confirmed with the password; verified at the new address (single use); the old address is told; only then does the address change', async () => {
    const [old, fresh] = ['old-address@example.fr', 'new-address@example.fr']
    await verifiedAccount(old)
    const cookie = cookieOf(await signIn(old, passphrase))
    const wrong = await changeEmail(cookie, { email: fresh, password: 'not the passphrase at all' })
    expect(wrong.status).toBe(400)
    expect((await json(wrong)).fields).toEqual({ password: en['account.wrongCurrentPassword'] })
    const same = await changeEmail(cookie, { email: 'Old-Address@example.fr', password: passphrase })
    expect((await json(same)).fields).toEqual({ email: en['account.email.same'] })
    const anonymous = await changeEmail('', { email: fresh, password: passphrase })
    expect(anonymous.status).toBe(401)

    const asked = await changeEmail(cookie, { email: fresh, password: passphrase })
    expect(asked.status).toBe(200)
    expect((await json(asked)).message).toBe((en['account.email.sent'] ?? '').replace('{email}', fresh))
    const notice = await mailTo(old, 'new-address@example.fr')
    expect(notice).toContain('Subject: A change of your Atelier Vesta e-mail address was requested')
    expect(notice).toContain('/en/user/recovery-psw')
    const mail = await mailTo(fresh, '/api/user/auth/verify-email')
    expect(mail).toContain('Subject: Confirm your new Atelier Vesta e-mail address')
    // Until the link is opened, nothing changed.
    expect((await signIn(old, passphrase)).status).toBe(200)
    expect((await signIn(fresh, passphrase)).status).toBe(401)

    const link = /https?:\/\/[^\s]+\/api\/user\/auth\/verify-email\?[^\s]+/.exec(mail)?.[0] ?? ''
    const opened = await routes.verify(get(new URL(link).pathname + new URL(link).search))
    expect(opened.status).toBe(302)
    expect(opened.headers.get('location')).toContain('/en/user/edit-profile?email=changed')
    expect((await signIn(fresh, passphrase)).status).toBe(200)
    expect((await signIn(old, passphrase)).status).toBe(401)
    // The link works once.
    const again = await routes.verify(get(new URL(link).pathname + new URL(link).search))
    expect(again.headers.get('location')).toContain('error=INVALID_TOKEN')
  })

  it('an address that already has an account gets the same answer and no link; its owner learns nothing', async () => {
    const [mine, taken] = ['mover@example.fr', 'taken@example.fr']
    await verifiedAccount(mine)
    await verifiedAccount(taken)
    const cookie = cookieOf(await signIn(mine, passphrase))
    const before = received.filter((sent) => sent.to.includes(taken)).length
    const asked = await changeEmail(cookie, { email: taken, password: passphrase }, 'de')
    expect(asked.status).toBe(200)
    expect((await json(asked)).message).toBe((readBundledMessages('de')['account.email.sent'] ?? '').replace('{email}', taken))
    await mailTo(mine, 'taken@example.fr')
    expect(received.filter((sent) => sent.to.includes(taken)).length).toBe(before)
    expect((await signIn(mine, passphrase)).status).toBe(200)
  })
})
