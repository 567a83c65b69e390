import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { readBundledMessages } from '@/i18n/bundled'
import type { Locale } from '@/i18n/locales'
import { bootPayload, type Booted } from './boot'
import { mailCatcher } from './mailCatcher'
import { proven } from './proofOfWork'
import { site } from './visitors'

/*
 * The account mails through a real SMTP server (verification link: once, 24 h, a new one on an
 * unverified sign-in; 'User already registered'; the newsletter's double opt-in from the
 * registration), the closed registration's page, a profile write that fails, and the 10 minutes
 * of a code by text message (issue 17).
 */

vi.mock('server-only', () => ({}))
// The CMS labels and the site settings are read through Next.js's data cache, which only a Next.js server has.
vi.mock('@/data/messages', async () => {
  const { readBundledMessages: bundled } = await import('@/i18n/bundled')
  return { getMessages: async (locale: Parameters<typeof bundled>[0]) => bundled(locale) }
})
vi.mock('next/cache', () => ({ unstable_cache: <Reader>(reader: Reader) => reader }))

const mail = mailCatcher()
const { mailsTo } = mail

type Handler = (request: Request) => Promise<Response>
type RouteName = 'register' | 'signIn' | 'verify' | 'profile' | 'updateProfile' | 'proveSend' | 'proveCode' | 'loginSend' | 'loginCode'
const routes = {} as Record<RouteName, Handler>
let booted: Booted
const kind = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'
const passphrase = 'a long and quiet passphrase'
const DAY = 24 * 60 * 60 * 1000

let peers = 0
const newPeer = () => `198.18.0.${(++peers % 250) + 1}`
const post = (route: string, body: unknown, cookie = '') =>
  new Request(`${site}${route}`, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json', 'x-vesta-peer': newPeer(), origin: site, ...(cookie && { cookie }) } })
const get = (route: string, cookie = '') => new Request(`${site}${route}`, { headers: { 'x-vesta-peer': newPeer(), ...(cookie && { cookie }) } })
type Answer = { message?: string; error?: string; next?: string; profile?: Record<string, unknown> }
const read = async (response: Response) => (await response.json()) as Answer
const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .filter((pair) => !pair.endsWith('='))
    .join('; ')

const registration = (email: string, extra: Record<string, unknown> = {}) => ({
  kind: 'private',
  name: 'Giulia',
  surname: 'Rossi',
  email,
  country: 'IT',
  province: 'MI',
  city: 'Milano',
  password: passphrase,
  passwordRepeat: passphrase,
  privacy: true,
  terms: true,
  ...extra,
})

const verificationLinkPattern = /https?:\/\/[^\s]+\/api\/user\/auth\/verify-email\?[^\s]+/
/** The verification links received by SMTP for an address, oldest first, as paths of this site. */
const verificationLinks = (email: string) =>
  mailsTo(email)
    .map((raw) => verificationLinkPattern.exec(raw)?.[0])
    .filter((link): link is string => link !== undefined)
    .map((link) => new URL(link).pathname + new URL(link).search)
/** Waits for the `count`-th verification link to an address. */
async function nthVerificationLink(email: string, count: number): Promise<string> {
  await vi.waitFor(() => expect(verificationLinks(email)).toHaveLength(count))
  return verificationLinks(email)[count - 1] ?? ''
}

async function register(email: string, locale: Locale, extra: Record<string, unknown> = {}): Promise<void> {
  const registered = await routes.register(post(`/api/user/register?lang=${locale}`, registration(email, extra)))
  expect(registered.status).toBe(200)
  expect(await read(registered)).toEqual({ next: `/${locale}/user/thankyou` })
}

/** A registered, verified and signed-in visitor's cookie (every mail by SMTP). */
async function visitor(email: string, locale: Locale = 'en'): Promise<string> {
  await register(email, locale)
  await routes.verify(get(await nthVerificationLink(email, 1)))
  const signedIn = await routes.signIn(post(`/api/user/login?lang=${locale}`, { email, password: passphrase }))
  expect(signedIn.status).toBe(200)
  return cookieOf(signedIn)
}

/** The account as stored (better-auth's own reader of the visitor tables). */
async function storedAccount(email: string) {
  const { visitorAuth } = await import('@/features/accounts/server/auth')
  const found = await (await (await visitorAuth()).$context).internalAdapter.findUserByEmail(email)
  return found?.user ?? null
}

/** What the login screen shows on arriving from the verification link's redirect, in `locale`. */
async function arrivalText(location: string, locale: Locale): Promise<string> {
  const { arrivalNotice } = await import('@/features/accounts/logic/arrival')
  const { accountLabels } = await import('@/features/accounts/ui/labels')
  const { makeTranslator } = await import('@/i18n/translator')
  const notice = arrivalNotice(new URL(location, site).searchParams)
  return notice ? accountLabels(makeTranslator(locale, readBundledMessages(locale)))[notice] : ''
}

const newsletterRecords = async (email: string) =>
  (await booted.payload.find({ collection: 'newsletter-subscriptions', where: { email: { equals: email } }, depth: 0, overrideAccess: true })).docs

beforeAll(async () => {
  await mail.start()
  booted = await bootPayload()
  Object.assign(globalThis, { [Symbol.for('atelier-vesta.peerStamp')]: true })
  routes.register = proven((await import('@/app/api/user/register/route')).POST)
  routes.signIn = (await import('@/app/api/user/login/route')).POST
  routes.verify = (await import('@/app/api/user/auth/[...all]/route')).GET
  const profile = await import('@/app/api/user/profile/route')
  routes.profile = profile.GET
  routes.updateProfile = profile.POST
  routes.proveSend = proven((await import('@/app/api/user/phone/send/route')).POST)
  routes.proveCode = (await import('@/app/api/user/phone/verify/route')).POST
  routes.loginSend = proven((await import('@/app/api/user/login/phone/send/route')).POST)
  routes.loginCode = (await import('@/app/api/user/login/phone/route')).POST
})
afterAll(async () => {
  const { closeVisitorAuth } = await import('@/features/accounts/server/auth')
  await closeVisitorAuth()
  await booted.close()
  await mail.stop()
})

describe(`account mails by SMTP, closed registration, a failed profile write, texted codes (${kind})`, () => {
  it('the verification link works once: the first opening confirms the address (no session: the visitor signs in), a second changes nothing and signs nobody in', async () => {
    const email = 'once@example.it'
    await register(email, 'en')
    const link = await nthVerificationLink(email, 1)
    expect(link).toMatch(/^\/api\/user\/auth\/verify-email\?token=[^&]+&callbackURL=/)
    expect((await storedAccount(email))?.emailVerified).toBe(false)

    const first = await routes.verify(get(link))
    expect(first.status).toBe(302)
    expect(first.headers.get('location')).toBe('/en/user/login?verified=1')
    // The product does not sign in on verification: the visitor signs in with the password.
    expect(first.headers.getSetCookie()).toEqual([])
    const verified = await storedAccount(email)
    expect(verified?.emailVerified).toBe(true)
    expect(await arrivalText(first.headers.get('location') ?? '', 'en')).toBe('Your e-mail address is confirmed: you can sign in now.')

    const second = await routes.verify(get(link))
    expect(second.status).toBe(302)
    expect(second.headers.getSetCookie()).toEqual([])
    expect(await arrivalText(second.headers.get('location') ?? '', 'en')).toBe('Your e-mail address is confirmed: you can sign in now.')
    // Nothing was written the second time.
    expect((await storedAccount(email))?.updatedAt).toEqual(verified?.updatedAt)
    expect(verificationLinks(email)).toHaveLength(1)

    const signedIn = await routes.signIn(post('/api/user/login?lang=en', { email, password: passphrase }))
    expect(signedIn.status).toBe(200)
    expect(cookieOf(signedIn)).toMatch(/^visitor\.session_token=/)
  })

  it('a link older than 24 hours is refused; the unverified sign-in (403) mails a new link, good until its own 24 hours end', async () => {
    const email = 'spaet@example.de'
    await register(email, 'de')
    const old = await nthVerificationLink(email, 1)
    const sent = Date.now()
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      vi.setSystemTime(sent + DAY + 1000)
      const late = await routes.verify(get(old))
      expect(late.status).toBe(302)
      expect(late.headers.get('location')).toBe('/de/user/login?verified=1&error=TOKEN_EXPIRED')
      expect(late.headers.getSetCookie()).toEqual([])
      expect(await arrivalText(late.headers.get('location') ?? '', 'de')).toBe('Dieser Bestätigungslink ist nicht mehr gültig. Melden Sie sich an, um einen neuen zu erhalten.')
      expect((await storedAccount(email))?.emailVerified).toBe(false)

      // Signing in as the screen says: refused (403) in German, and a new link is mailed.
      const refused = await routes.signIn(post('/api/user/login?lang=de', { email, password: passphrase }))
      expect(refused.status).toBe(403)
      expect(await read(refused)).toEqual({ error: 'unverified', message: 'Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse: Wir haben Ihnen einen neuen Link geschickt.' })
      expect(refused.headers.getSetCookie()).toEqual([])
      const fresh = await nthVerificationLink(email, 2)
      expect(fresh).not.toBe(old)

      // The new link counts its 24 hours from when it was sent: a minute before their end it confirms.
      vi.setSystemTime(sent + 2 * DAY - 60_000)
      const confirmed = await routes.verify(get(fresh))
      expect(confirmed.headers.get('location')).toBe('/de/user/login?verified=1')
      expect((await storedAccount(email))?.emailVerified).toBe(true)
    } finally {
      vi.useRealTimers()
    }
    expect((await routes.signIn(post('/api/user/login?lang=de', { email, password: passphrase }))).status).toBe(200)
  })

  it('registering an address that has an account mails its owner "User already registered" by SMTP, with the sign-in and recovery links; the account is untouched', async () => {
    const email = 'esistente@example.it'
    await visitor(email)
    const before = mailsTo(email).length
    const fresh = await routes.register(post('/api/user/register?lang=en', registration('nuovo.arrivato@example.it')))
    const existing = await routes.register(post('/api/user/register?lang=en', registration(email, { name: 'Mallory', password: 'another long passphrase', passwordRepeat: 'another long passphrase' })))
    expect(existing.status).toBe(fresh.status)
    expect(await existing.text()).toBe(await fresh.text())

    await vi.waitFor(() => expect(mailsTo(email).length).toBe(before + 1))
    const [received = ''] = mailsTo(email).slice(before)
    expect(received).toMatch(/^To: esistente@example\.it$/m)
    expect(received).toContain('Subject: User already registered')
    expect(received).toContain('Dear Giulia,')
    expect(received).toContain(`Sign in: ${site}/en/user/login`)
    expect(received).toContain(`Recover it here: ${site}/en/user/recovery-psw`)
    expect(received).not.toMatch(verificationLinkPattern)
    expect((await storedAccount(email))?.name).toBe('Giulia')
    expect((await routes.signIn(post('/api/user/login?lang=en', { email, password: passphrase }))).status).toBe(200)
  })

  it('the newsletter ticked at registration starts its double opt-in (a pending record, the confirmation mail); unticked, nothing', async () => {
    const subscriber = 'iscritta@example.it'
    await register(subscriber, 'it', { newsletter: true })
    const [pending] = await newsletterRecords(subscriber)
    expect(pending).toMatchObject({ email: subscriber, firstName: 'Giulia', locale: 'it', status: 'pending' })
    await nthVerificationLink(subscriber, 1)
    await vi.waitFor(() => expect(mailsTo(subscriber)).toHaveLength(2))
    const confirmation = mailsTo(subscriber).find((raw) => raw.includes('/api/newsletter/confirm')) ?? ''
    expect(/\/api\/newsletter\/confirm\?lang=it&token=([A-Za-z0-9_-]{32})/.exec(confirmation)?.[1]).toBe(pending?.confirmToken)
    expect(confirmation).toContain(`${site}/api/newsletter/unsubscribe?lang=it&token=${pending?.unsubscribeToken}`)

    const other = 'non.iscritta@example.it'
    await register(other, 'it', { newsletter: false })
    await nthVerificationLink(other, 1)
    expect(await newsletterRecords(other)).toEqual([])
    expect(mailsTo(other)).toHaveLength(1)
    expect(mailsTo(other).join()).not.toContain('/api/newsletter/')
  })

  it("closed registration: the registration page says 'Registration not enabled for this application' in the visitor's language", async () => {
    const { default: AccountPage } = await import('@/app/(site)/[lang]/user/[screen]/page')
    const render = async (lang: Locale, screen: string) => renderToStaticMarkup(await AccountPage({ params: Promise.resolve({ lang, screen }) }))
    await booted.payload.updateGlobal({ slug: 'site-settings', data: { visitorRegistration: 'closed' }, context: { disableRevalidate: true } })
    try {
      const german = await render('de', 'signin')
      expect(german).toContain('<p class="account-form__notice" data-testid="registration-closed">Registrierung für diese Anwendung nicht aktiviert</p>')
      expect(german).toContain('href="/de/user/login"')
      expect(await render('zh', 'signin')).toContain('此应用未开放注册')
      expect(await render('en', 'signin')).toContain('Registration not enabled for this application')
      // The login page no longer offers to create an account.
      expect(await render('en', 'login')).not.toContain('href="/en/user/signin"')
    } finally {
      await booted.payload.updateGlobal({ slug: 'site-settings', data: { visitorRegistration: 'open' }, context: { disableRevalidate: true } })
    }
    // Open again: the page holds the registration form's place instead (the form itself is drawn in the browser).
    const open = await render('de', 'signin')
    expect(open).not.toContain('registration-closed')
    expect(open).not.toContain('Registrierung für diese Anwendung nicht aktiviert')
    expect(await render('en', 'login')).toContain('href="/en/user/signin"')
  })

  it("a profile write the database refuses answers 'Unable to update profile' in the visitor's language; nothing is half-written, no newsletter is started", async () => {
    const email = 'profil@example.fr'
    const cookie = await visitor(email, 'fr')
    const { visitorAuth } = await import('@/features/accounts/server/auth')
    const context = await (await visitorAuth()).$context
    const change = { name: 'Jeanne', surname: 'Martin', country: 'FR', city: 'Lyon', newsletter: true }
    const mailsBefore = mailsTo(email).length

    // The visitor store's write of the user row fails (as a full disk or a lost connection would).
    const write = vi.spyOn(context.adapter, 'update').mockRejectedValueOnce(new Error('the visitor store refused the write'))
    let failed: Response
    try {
      failed = await routes.updateProfile(post('/api/user/profile?lang=fr', change, cookie))
      expect(write.mock.calls.map(([call]) => call.model)).toEqual(['user'])
    } finally {
      write.mockRestore()
    }
    expect(failed.status).toBe(500)
    expect(await read(failed)).toEqual({ error: 'profile_update_failed', message: 'Impossible de mettre à jour le profil' })

    // The session goes on; the profile is what it was; no subscription and no mail.
    const profile = await routes.profile(get('/api/user/profile', cookie))
    expect(profile.status).toBe(200)
    expect((await read(profile)).profile).toMatchObject({ name: 'Giulia', surname: 'Rossi', country: 'IT', city: 'Milano', newsletter: false })
    expect(await storedAccount(email)).toMatchObject({ name: 'Giulia', surname: 'Rossi', country: 'IT', city: 'Milano', newsletter: false })
    expect(await newsletterRecords(email)).toEqual([])
    expect(mailsTo(email)).toHaveLength(mailsBefore)

    // The same change goes through once the store writes again.
    const saved = await routes.updateProfile(post('/api/user/profile?lang=fr', change, cookie))
    expect(saved.status).toBe(200)
    expect((await read(await routes.profile(get('/api/user/profile', cookie)))).profile).toMatchObject({ name: 'Jeanne', surname: 'Martin', country: 'FR', city: 'Lyon' })
  })

  it('a texted sign-in code older than 10 minutes is refused, the right one included; its stored hash is keyed, not the plain SHA-256 of the code', async () => {
    const cookie = await visitor('sms.tardi@example.it')
    const phone = { phoneCountry: 'IT', phone: '347 888 9999' }
    const number = '+393478889999'
    const outbox = path.join(booted.mediaDir, 'outbox')
    const newestCode = () => {
      const texts = fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((file) => file.endsWith('.sms.txt')).sort().map((file) => fs.readFileSync(path.join(outbox, file), 'utf8')) : []
      return /\b(\d{6})\b/.exec(texts.filter((text) => text.startsWith(`To: ${number}\n`)).at(-1) ?? '')?.[1] ?? ''
    }
    expect((await routes.proveSend(post('/api/user/phone/send?lang=en', phone, cookie))).status).toBe(200)
    expect((await routes.proveCode(post('/api/user/phone/verify?lang=en', { ...phone, code: newestCode() }, cookie))).status).toBe(200)

    const issued = Date.now()
    expect((await routes.loginSend(post('/api/user/login/phone/send?lang=en', phone))).status).toBe(200)
    const code = newestCode()
    const { visitorAuth } = await import('@/features/accounts/server/auth')
    const stored = await (await (await visitorAuth()).$context).internalAdapter.findVerificationValue(`phone-number-otp-${number}`)
    const [hash = ''] = (stored?.value ?? '').split(':')
    expect(hash).toMatch(/^[0-9a-f]{64}$/)
    expect(hash).not.toBe(crypto.createHash('sha256').update(code).digest('hex'))

    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      vi.setSystemTime(issued + 10 * 60 * 1000 + 1000)
      const late = await routes.loginCode(post('/api/user/login/phone?lang=en', { ...phone, code }))
      expect(late.status).toBe(401)
      expect((await read(late)).message).toBe('Invalid or expired code')
      expect(late.headers.getSetCookie().join()).not.toContain('session_token')
    } finally {
      vi.useRealTimers()
    }
    // A new code, used in time, signs in.
    expect((await routes.loginSend(post('/api/user/login/phone/send?lang=en', phone))).status).toBe(200)
    const signedIn = await routes.loginCode(post('/api/user/login/phone?lang=en', { ...phone, code: newestCode() }))
    expect(signedIn.status).toBe(200)
  })
})
