import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { readBundledMessages } from '@/i18n/bundled'
import { site } from './visitors'
import { bootPayload, type Booted } from './boot'
import { proven } from './proofOfWork'
import { mailCatcher } from './mailCatcher'

// The route modules are server-only; here they run in the test's own process.
vi.mock('server-only', () => ({}))
// The CMS labels are read through Next.js's data cache, which only a Next.js server has.
vi.mock('@/data/messages', async () => {
  const { readBundledMessages: bundled } = await import('@/i18n/bundled')
  return { getMessages: async (locale: Parameters<typeof bundled>[0]) => bundled(locale) }
})

/**
 * The editors' side of the visitor accounts (docs/decisions/032): the visitor list, block and
 * unblock, delete on request — only with an editor's Payload session and from the site's own
 * origin — and the site setting that closes self-registration.
 */
const mail = mailCatcher()
type Handler = (request: Request) => Promise<Response>
let booted: Booted
type RouteName = 'register' | 'verify' | 'signIn' | 'sendCode' | 'code' | 'sendLink' | 'link' | 'profile' | 'wishlistAdd' | 'list' | 'block' | 'remove' | 'log'
const routes = {} as Record<RouteName, Handler>
const en = readBundledMessages('en')
const kind = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'
const passphrase = 'a long and quiet passphrase'
let editorCookie = ''

let peers = 0
/** A client of its own (a fresh socket address), so one test's count never reaches another's. */
const newPeer = () => `198.51.102.${(++peers % 250) + 1}`
const post = (route: string, body: unknown, { cookie = '', origin = site } = {}) =>
  new Request(`${site}${route}`, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json', 'x-vesta-peer': newPeer(), origin, ...(cookie && { cookie }) } })
/** A GET as a browser sends it from the site's own pages (Payload takes an editor's cookie only from there). */
const get = (route: string, cookie = '', fetchSite = 'same-origin') =>
  new Request(`${site}${route}`, { headers: { 'x-vesta-peer': newPeer(), 'sec-fetch-site': fetchSite, ...(cookie && { cookie }) } })
const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .filter((pair) => !pair.endsWith('='))
    .join('; ')
const read = async (response: Response) =>
  (await response.json()) as { error?: string; message?: string; total?: number; visitors?: Record<string, unknown>[]; entries?: Record<string, unknown>[]; fields?: Record<string, string> }

/** A registered and verified visitor, signed in by password: the session cookie. */
async function visitor(email: string, surname = 'Rossi'): Promise<string> {
  const registration = { kind: 'private', name: 'Giulia', surname, email, country: 'IT', province: 'MI', city: 'Milano', password: passphrase, passwordRepeat: passphrase, privacy: true, terms: true }
  expect((await routes.register(post('/api/user/register?lang=en', registration))).status).toBe(200)
  await vi.waitFor(() => expect(mail.mailsTo(email).join()).toContain('verify-email'))
  const link = new URL(/https?:\/\/[^\s]+\/api\/user\/auth\/verify-email\?[^\s]+/.exec(mail.mailsTo(email).at(-1) ?? '')?.[0] ?? '')
  await routes.verify(get(link.pathname + link.search))
  const signedIn = await routes.signIn(post('/api/user/login?lang=en', { email, password: passphrase }))
  expect(signedIn.status).toBe(200)
  return cookieOf(signedIn)
}

/** The visitor's id as the editors' list shows it. */
async function idOf(email: string): Promise<string> {
  const { visitors = [] } = await read(await routes.list(get(`/api/visitor-admin?q=${encodeURIComponent(email)}`, editorCookie)))
  const id = visitors.find((row) => row.email === email)?.id
  if (typeof id !== 'string') throw new Error(`${email} is not in the editors’ list`)
  return id
}

/** Asks for a sign-in code and reads it from the mail the SMTP server received. */
async function mailedCode(email: string): Promise<string> {
  const before = mail.mailsTo(email).length
  expect((await routes.sendCode(post('/api/user/login/code/send?lang=en', { email }))).status).toBe(200)
  await vi.waitFor(() => expect(mail.mailsTo(email).length).toBe(before + 1))
  return /sign-in code is (\d{6})/.exec(mail.mailsTo(email).at(-1) ?? '')?.[1] ?? ''
}

/** Asks for a sign-in link and reads its token from the mail. */
async function mailedLinkToken(email: string): Promise<string> {
  const before = mail.mailsTo(email).length
  expect((await routes.sendLink(post('/api/user/login/link/send?lang=en', { email }))).status).toBe(200)
  await vi.waitFor(() => expect(mail.mailsTo(email).length).toBe(before + 1))
  const link = new URL(/https?:\/\/\S+#link=[A-Za-z0-9]+/.exec(mail.mailsTo(email).at(-1) ?? '')?.[0] ?? '')
  return new URLSearchParams(link.hash.slice(1)).get('link') ?? ''
}

beforeAll(async () => {
  await mail.start()
  booted = await bootPayload()
  Object.assign(globalThis, { [Symbol.for('atelier-vesta.peerStamp')]: true })
  routes.register = proven((await import('@/app/api/user/register/route')).POST)
  routes.verify = (await import('@/app/api/user/auth/[...all]/route')).GET
  routes.signIn = (await import('@/app/api/user/login/route')).POST
  routes.sendCode = proven((await import('@/app/api/user/login/code/send/route')).POST)
  routes.code = (await import('@/app/api/user/login/code/route')).POST
  routes.sendLink = proven((await import('@/app/api/user/login/link/send/route')).POST)
  routes.link = (await import('@/app/api/user/login/link/route')).POST
  routes.profile = (await import('@/app/api/user/profile/route')).GET
  routes.wishlistAdd = (await import('@/app/api/user/wishlist/add/route')).POST
  routes.list = (await import('@/app/api/visitor-admin/route')).GET
  routes.block = (await import('@/app/api/visitor-admin/block/route')).POST
  routes.remove = (await import('@/app/api/visitor-admin/delete/route')).POST
  routes.log = (await import('@/app/api/visitor-admin/log/route')).GET
  await booted.payload.create({ collection: 'users', data: { email: 'visitors-editor@example.com', password: 'a-real-password-2026', role: 'editor' } })
  const { token } = await booted.payload.login({ collection: 'users', data: { email: 'visitors-editor@example.com', password: 'a-real-password-2026' } })
  editorCookie = `payload-token=${token ?? ''}`
})
afterAll(async () => {
  const { closeVisitorAuth } = await import('@/features/accounts/server/auth')
  await closeVisitorAuth()
  await booted.close()
  await mail.stop()
})

describe(`the editors’ visitor list (${kind})`, () => {
  it('only an editor reads it: anonymous and a visitor’s session get 403 and no visitor', async () => {
    const cookie = await visitor('listed.giulia@example.it', 'Listed')
    const anonymous = await routes.list(get('/api/visitor-admin?lang=en'))
    expect(anonymous.status).toBe(403)
    expect(await read(anonymous)).toEqual({ error: 'forbidden', message: en['http.forbidden'] })
    const asVisitor = await routes.list(get('/api/visitor-admin', cookie))
    expect(asVisitor.status).toBe(403)
    expect(JSON.stringify(await read(asVisitor))).not.toContain('listed.giulia')
    const forged = await routes.list(get('/api/visitor-admin', 'payload-token=not-a-token'))
    expect(forged.status).toBe(403)
    // An editor's own cookie sent by another site's page counts for nothing.
    expect((await routes.list(get('/api/visitor-admin', editorCookie, 'cross-site'))).status).toBe(403)
    expect((await routes.list(get('/api/visitor-admin', editorCookie))).status).toBe(200)
  })

  it('an editor finds a visitor by part of the name or e-mail in any case, with the issue’s columns and nothing secret', async () => {
    await visitor('found.anna@example.it', 'Bianchi-Searchable')
    const answer = await routes.list(get('/api/visitor-admin?q=SEARCHABLE', editorCookie))
    expect(answer.status).toBe(200)
    expect(answer.headers.get('cache-control')).toBe('private, no-store')
    const { visitors = [], total } = await read(answer)
    expect(total).toBe(1)
    expect(visitors).toHaveLength(1)
    const [row] = visitors
    expect(row).toMatchObject({ name: 'Giulia', surname: 'Bianchi-Searchable', email: 'found.anna@example.it', kind: 'private', verified: true, blocked: false, mfa: false })
    expect(Object.keys(row ?? {}).sort()).toEqual(['blockReason', 'blocked', 'createdAt', 'email', 'id', 'kind', 'lastSignInAt', 'mfa', 'name', 'surname', 'verified'])
    // Signed in by password a moment ago: the last sign-in is written when the sign-in completes.
    expect(Date.now() - Date.parse(String(row?.lastSignInAt))).toBeLessThan(60_000)
    const byMail = await read(await routes.list(get('/api/visitor-admin?q=found.anna@', editorCookie)))
    expect(byMail.visitors?.map((found) => found.email)).toEqual(['found.anna@example.it'])
    const none = await read(await routes.list(get('/api/visitor-admin?q=nobody-by-this-name', editorCookie)))
    expect(none).toMatchObject({ total: 0, visitors: [] })
  })
})

describe(`blocking a visitor from the admin (${kind})`, () => {
  it('needs an editor’s session from the site’s own origin: anonymous, a visitor and a foreign page are refused, nothing changes', async () => {
    const cookie = await visitor('not.blocked@example.it')
    const id = await idOf('not.blocked@example.it')
    expect((await routes.block(post('/api/visitor-admin/block', { id, blocked: true, reason: 'spam from this account' }))).status).toBe(403)
    expect((await routes.block(post('/api/visitor-admin/block', { id, blocked: true, reason: 'spam from this account' }, { cookie }))).status).toBe(403)
    const foreign = await routes.block(post('/api/visitor-admin/block', { id, blocked: true, reason: 'spam from this account' }, { cookie: editorCookie, origin: 'https://evil.example' }))
    expect(foreign.status).toBe(403)
    expect((await read(foreign)).error).toBe('foreign_origin')
    expect((await routes.profile(get('/api/user/profile', cookie))).status).toBe(200)
    const { visitors = [] } = await read(await routes.list(get('/api/visitor-admin?q=not.blocked', editorCookie)))
    expect(visitors[0]?.blocked).toBe(false)
    expect((await routes.block(post('/api/visitor-admin/block', { id: 'no-such-visitor', blocked: true, reason: 'spam from this account' }, { cookie: editorCookie }))).status).toBe(404)
  })

  it('a block ends the visitor’s sessions at once and refuses sign-in by password, code and link; an unblock lets them in again', async () => {
    const email = 'blocked.marco@example.it'
    const first = await visitor(email)
    const second = cookieOf(await routes.signIn(post('/api/user/login?lang=en', { email, password: passphrase })))
    const id = await idOf(email)
    const blocked = await routes.block(post('/api/visitor-admin/block?lang=en', { id, blocked: true, reason: 'spam from this account' }, { cookie: editorCookie }))
    expect(blocked.status).toBe(200)
    expect(await blocked.json()).toEqual({ id, blocked: true })
    expect((await routes.profile(get('/api/user/profile', first))).status).toBe(401)
    expect((await routes.profile(get('/api/user/profile', second))).status).toBe(401)

    const byPassword = await routes.signIn(post('/api/user/login?lang=it', { email, password: passphrase }))
    expect(byPassword.status).toBe(403)
    expect(await read(byPassword)).toEqual({ error: 'account_suspended', message: readBundledMessages('it')['auth.error.accountSuspended'] })
    expect(byPassword.headers.getSetCookie().join()).not.toContain('session_token=')
    // A wrong password still says only 'incorrect': the block is told to the one who holds the password.
    const wrong = await routes.signIn(post('/api/user/login?lang=en', { email, password: 'not the passphrase at all' }))
    expect(wrong.status).toBe(401)

    const byCode = await routes.code(post('/api/user/login/code?lang=en', { email, code: await mailedCode(email) }))
    expect(byCode.status).toBe(403)
    expect((await read(byCode)).message).toBe(en['auth.error.accountSuspended'])
    expect(byCode.headers.getSetCookie().join()).not.toContain('session_token=')

    const byLink = await routes.link(post('/api/user/login/link?lang=en', { token: await mailedLinkToken(email) }))
    expect(byLink.status).toBe(403)
    expect(byLink.headers.getSetCookie().join()).not.toContain('session_token=')

    const listed = await read(await routes.list(get(`/api/visitor-admin?q=${email}`, editorCookie)))
    expect(listed.visitors?.[0]?.blocked).toBe(true)

    expect((await routes.block(post('/api/visitor-admin/block', { id, blocked: false, reason: 'the visitor explained' }, { cookie: editorCookie }))).status).toBe(200)
    const again = await routes.signIn(post('/api/user/login?lang=en', { email, password: passphrase }))
    expect(again.status).toBe(200)
    expect((await routes.profile(get('/api/user/profile', cookieOf(again)))).status).toBe(200)
  })
})

describe(`deleting a visitor from the admin (${kind})`, () => {
  it('anonymous and a visitor are refused; an editor’s delete removes the account and everything it owns', async () => {
    const email = 'deleted.luca@example.it'
    const cookie = await visitor(email)
    expect((await routes.wishlistAdd(post('/api/user/wishlist/add', { kind: 'product', id: '1' }, { cookie }))).status).toBe(200)
    const id = await idOf(email)
    expect((await routes.remove(post('/api/visitor-admin/delete', { id, reason: 'asked by e-mail on 27 November' }))).status).toBe(403)
    expect((await routes.remove(post('/api/visitor-admin/delete', { id, reason: 'asked by e-mail on 27 November' }, { cookie }))).status).toBe(403)
    expect((await routes.profile(get('/api/user/profile', cookie))).status).toBe(200)

    const deleted = await routes.remove(post('/api/visitor-admin/delete', { id, reason: 'asked by e-mail on 27 November' }, { cookie: editorCookie }))
    expect(deleted.status).toBe(200)
    expect((await routes.profile(get('/api/user/profile', cookie))).status).toBe(401)
    expect((await read(await routes.list(get(`/api/visitor-admin?q=${email}`, editorCookie)))).total).toBe(0)
    expect((await routes.signIn(post('/api/user/login?lang=en', { email, password: passphrase }))).status).toBe(401)
    const { openAccountsDatabase } = await import('@/features/accounts/server/database')
    const database = await openAccountsDatabase(booted.db.url)
    try {
      for (const table of ['session', 'account', 'wishlist_item']) {
        const sql = `select count(*) as "n" from "${table}" where "userId" = '${id}'`
        const rows = database.kind === 'postgres' ? (await database.pool.query<{ n: string }>(sql)).rows : (await database.client.execute(sql)).rows
        expect(Number(rows[0]?.n), table).toBe(0)
      }
    } finally {
      await database.close()
    }
    expect((await routes.remove(post('/api/visitor-admin/delete', { id, reason: 'asked by e-mail on 27 November' }, { cookie: editorCookie }))).status).toBe(404)
  })
})

describe(`why and by whom: the block's reason and the editors' audit trail (${kind})`, () => {
  it('a change without a reason is refused in the admin’s language and changes nothing; the block’s reason shows on the visitor until the unblock', async () => {
    const email = 'reason.paola@example.it'
    const cookie = await visitor(email)
    const id = await idOf(email)
    for (const reason of [undefined, '', '  ', 'no']) {
      const refused = await routes.block(post('/api/visitor-admin/block?lang=it', { id, blocked: true, ...(reason !== undefined && { reason }) }, { cookie: editorCookie }))
      expect(refused.status).toBe(400)
      expect((await read(refused)).fields).toEqual({ reason: readBundledMessages('it')['admin.visitors.reasonRequired'] })
    }
    const tooLong = await routes.remove(post('/api/visitor-admin/delete?lang=en', { id, reason: 'x'.repeat(501) }, { cookie: editorCookie }))
    expect(tooLong.status).toBe(400)
    expect((await read(tooLong)).fields).toEqual({ reason: en['admin.visitors.reasonTooLong'] })
    expect((await routes.profile(get('/api/user/profile', cookie))).status).toBe(200)
    expect((await read(await routes.log(get(`/api/visitor-admin/log?visitor=${id}`, editorCookie)))).entries).toEqual([])

    expect((await routes.block(post('/api/visitor-admin/block', { id, blocked: true, reason: '  fake orders,\n  three times ' }, { cookie: editorCookie }))).status).toBe(200)
    const blocked = (await read(await routes.list(get(`/api/visitor-admin?q=${email}`, editorCookie)))).visitors?.[0]
    expect(blocked).toMatchObject({ blocked: true, blockReason: 'fake orders, three times' })
    expect((await routes.block(post('/api/visitor-admin/block', { id, blocked: false, reason: 'explained by phone' }, { cookie: editorCookie }))).status).toBe(200)
    const unblocked = (await read(await routes.list(get(`/api/visitor-admin?q=${email}`, editorCookie)))).visitors?.[0]
    expect(unblocked).toMatchObject({ blocked: false, blockReason: null })
  })

  it('the audit trail names the editor, the change, the time and the reason, newest first; it outlives a deleted visitor and only editors read it', async () => {
    const email = 'audited.enzo@example.it'
    await visitor(email)
    const id = await idOf(email)
    const started = Date.now()
    expect((await routes.block(post('/api/visitor-admin/block', { id, blocked: true, reason: 'abusive messages' }, { cookie: editorCookie }))).status).toBe(200)
    expect((await routes.block(post('/api/visitor-admin/block', { id, blocked: false, reason: 'apologised' }, { cookie: editorCookie }))).status).toBe(200)
    expect((await routes.remove(post('/api/visitor-admin/delete', { id, reason: 'asked by e-mail' }, { cookie: editorCookie }))).status).toBe(200)

    const answer = await routes.log(get(`/api/visitor-admin/log?visitor=${id}`, editorCookie))
    expect(answer.status).toBe(200)
    expect(answer.headers.get('cache-control')).toBe('private, no-store')
    const { entries = [] } = await read(answer)
    expect(entries.map((entry) => [entry.action, entry.reason, entry.editorEmail, entry.visitorId])).toEqual([
      ['delete', 'asked by e-mail', 'visitors-editor@example.com', id],
      ['unblock', 'apologised', 'visitors-editor@example.com', id],
      ['block', 'abusive messages', 'visitors-editor@example.com', id],
    ])
    for (const entry of entries) {
      expect(Date.parse(String(entry.at))).toBeGreaterThanOrEqual(started - 1000)
      expect(typeof entry.editorId).toBe('string')
      // Nothing of the deleted visitor but the id.
      expect(JSON.stringify(entry)).not.toContain(email)
    }
    const latest = (await read(await routes.log(get('/api/visitor-admin/log', editorCookie)))).entries ?? []
    expect(latest[0]).toMatchObject({ visitorId: id, action: 'delete' })
    // A refused change leaves no entry.
    expect((await routes.remove(post('/api/visitor-admin/delete', { id, reason: 'asked twice' }, { cookie: editorCookie }))).status).toBe(404)
    expect((await read(await routes.log(get(`/api/visitor-admin/log?visitor=${id}`, editorCookie)))).entries).toHaveLength(3)

    expect((await routes.log(get(`/api/visitor-admin/log?visitor=${id}`))).status).toBe(403)
    expect((await routes.log(get(`/api/visitor-admin/log?visitor=${id}`, editorCookie, 'cross-site'))).status).toBe(403)
    expect((await routes.log(get('/api/visitor-admin/log?visitor=../x', editorCookie))).status).toBe(404)
  })
})

describe(`closed registration (${kind})`, () => {
  it('while an editor has closed it, a registration is refused with the spec’s message, nothing stored or mailed; reopened, it works', async () => {
    const registration = (email: string) => ({ kind: 'private', name: 'Sara', surname: 'Verdi', email, country: 'IT', province: 'RM', city: 'Roma', password: passphrase, passwordRepeat: passphrase, privacy: true, terms: true })
    await booted.payload.updateGlobal({ slug: 'site-settings', data: { visitorRegistration: 'closed' }, context: { disableRevalidate: true } })
    try {
      for (const lang of ['en', 'de', 'zh'] as const) {
        const refused = await routes.register(post(`/api/user/register?lang=${lang}`, registration(`closed.${lang}@example.it`)))
        expect(refused.status).toBe(403)
        expect(refused.headers.get('cache-control')).toBe('private, no-store')
        expect(await read(refused)).toEqual({ error: 'registration_closed', message: readBundledMessages(lang)['auth.error.registrationNotEnabled'] })
      }
      expect(en['auth.error.registrationNotEnabled']).toBe('Registration not enabled for this application')
      expect((await read(await routes.list(get('/api/visitor-admin?q=closed.', editorCookie)))).total).toBe(0)
      expect(mail.mailsTo('closed.en@example.it')).toEqual([])
      // Visitors who have an account still sign in.
      await booted.payload.updateGlobal({ slug: 'site-settings', data: { visitorRegistration: 'open' }, context: { disableRevalidate: true } })
      await visitor('before.closing@example.it')
      await booted.payload.updateGlobal({ slug: 'site-settings', data: { visitorRegistration: 'closed' }, context: { disableRevalidate: true } })
      expect((await routes.signIn(post('/api/user/login?lang=en', { email: 'before.closing@example.it', password: passphrase }))).status).toBe(200)
    } finally {
      await booted.payload.updateGlobal({ slug: 'site-settings', data: { visitorRegistration: 'open' }, context: { disableRevalidate: true } })
    }
    expect((await routes.register(post('/api/user/register?lang=en', registration('reopened@example.it')))).status).toBe(200)
  })
})
