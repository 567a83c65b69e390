import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { readBundledMessages } from '@/i18n/bundled'
import type * as ApiClient from './apiClient'
import { bootPayload, type Booted } from './boot'
import { mailCatcher } from './mailCatcher'
import { proven } from './proofOfWork'
import { cookieOf, get, post, visitorPassword } from './visitors'

// The route modules are server-only; here they run in the test's own process.
vi.mock('server-only', () => ({}))
// The CMS labels are read through Next.js's data cache, which only a Next.js server has.
vi.mock('@/data/messages', async () => {
  const { readBundledMessages: bundled } = await import('@/i18n/bundled')
  return { getMessages: async (locale: Parameters<typeof bundled>[0]) => bundled(locale) }
})

/**
 * Who gets into the trade area (issue 21, docs/decisions/037): a professional applies from their
 * account, editors decide in the admin (a rejection needs a reason, an approval a group and a
 * market), the visitor is mailed in the language they applied in, and nobody but an editor reads
 * the applications through Payload's REST or GraphQL API.
 */
const mail = mailCatcher()
type Handler = (request: Request) => Promise<Response>
const routes = {} as Record<'register' | 'verify' | 'signIn' | 'status' | 'apply' | 'deleteAccount', Handler>
let booted: Booted
let api: typeof ApiClient
let editorToken = ''
const kind = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'
const en = readBundledMessages('en')
const form = { profession: 'architect', company: 'Studio Nord', vatNumber: 'IT01234567890', country: 'IT' }
type Answer = { error?: string; message?: string; state?: string; reason?: string; group?: string; markets?: string[]; fields?: Record<string, string>; application?: Record<string, unknown> | null; prefill?: Record<string, unknown> | null }
const read = async (response: Response) => (await response.json()) as Answer

/** A registered, verified, signed-in visitor of the given kind: the session cookie. */
async function visitor(email: string, visitorKind: 'private' | 'professional'): Promise<string> {
  const professional = visitorKind === 'professional' ? { profession: 'interiorDesigner', company: 'Atelier Sud', vatNumber: 'FR12345678901' } : {}
  const registration = { kind: visitorKind, name: 'Giulia', surname: 'Rossi', email, country: 'FR', city: 'Lyon', password: visitorPassword, passwordRepeat: visitorPassword, privacy: true, terms: true, ...professional }
  expect((await routes.register(post('/api/user/register?lang=en', registration))).status).toBe(200)
  await vi.waitFor(() => expect(mail.mailsTo(email).join()).toContain('verify-email'))
  const link = new URL(/https?:\/\/[^\s]+\/api\/user\/auth\/verify-email\?[^\s]+/.exec(mail.mailsTo(email).at(-1) ?? '')?.[0] ?? '')
  await routes.verify(get(link.pathname + link.search))
  const signedIn = await routes.signIn(post('/api/user/login?lang=en', { email, password: visitorPassword }))
  expect(signedIn.status).toBe(200)
  return cookieOf(signedIn)
    .split('; ')
    .filter((pair) => !pair.endsWith('='))
    .join('; ')
}

/** The application row of an address, as an editor sees it in the admin. */
async function applicationOf(email: string) {
  const { docs } = await booted.payload.find({ collection: 'trade-applications', where: { email: { equals: email } }, overrideAccess: true, depth: 0 })
  const doc = docs[0]
  if (!doc) throw new Error(`no application from ${email}`)
  return doc
}

/** An editor's change in the admin: Payload's REST API with the editor's token, as the admin sends it. */
const decide = (id: number, data: Record<string, unknown>) => api.rest('PATCH', `trade-applications/${id}`, { token: editorToken, body: data })

beforeAll(async () => {
  await mail.start()
  booted = await bootPayload()
  api = await import('./apiClient')
  Object.assign(globalThis, { [Symbol.for('atelier-vesta.peerStamp')]: true })
  routes.register = proven((await import('@/app/api/user/register/route')).POST)
  routes.verify = (await import('@/app/api/user/auth/[...all]/route')).GET
  routes.signIn = (await import('@/app/api/user/login/route')).POST
  routes.status = (await import('@/app/api/trade/application/route')).GET
  routes.apply = (await import('@/app/api/trade/application/route')).POST
  routes.deleteAccount = (await import('@/app/api/user/delete/route')).POST
  await booted.payload.create({ collection: 'users', data: { email: 'trade-editor@example.com', password: 'a-real-password-2026', role: 'editor' } })
  editorToken = (await booted.payload.login({ collection: 'users', data: { email: 'trade-editor@example.com', password: 'a-real-password-2026' } })).token ?? ''
})
afterAll(async () => {
  const { closeVisitorAuth } = await import('@/features/accounts/server/auth')
  await closeVisitorAuth()
  await booted.close()
  await mail.stop()
})

describe(`trade applications (${kind})`, () => {
  it('answers 401 signed out and 403 to a private account, which cannot apply', async () => {
    const anonymous = await routes.status(get('/api/trade/application?lang=en'))
    expect(anonymous.status).toBe(401)
    expect(anonymous.headers.get('cache-control')).toBe('private, no-store')
    expect(await read(anonymous)).toEqual({ error: 'unauthenticated', message: en['trade.signInRequired'] })
    expect((await routes.apply(post('/api/trade/application?lang=en', form))).status).toBe(401)

    const cookie = await visitor('private.trade@example.com', 'private')
    expect(await read(await routes.status(get('/api/trade/application?lang=en', cookie)))).toMatchObject({ state: 'private', application: null, prefill: null })
    const refused = await routes.apply(post('/api/trade/application?lang=en', form, { cookie }))
    expect(refused.status).toBe(403)
    expect(await read(refused)).toEqual({ error: 'professionals_only', message: en['trade.professionalsOnly'] })
    expect((await booted.payload.count({ collection: 'trade-applications', where: { email: { equals: 'private.trade@example.com' } }, overrideAccess: true })).totalDocs).toBe(0)
  })

  it('takes a professional’s application once, checked per field, and files it pending', async () => {
    const cookie = await visitor('architect.trade@example.com', 'professional')
    const before = await read(await routes.status(get('/api/trade/application?lang=en', cookie)))
    expect(before).toMatchObject({ state: 'notApplied', application: null, prefill: { profession: 'interiorDesigner', company: 'Atelier Sud', vatNumber: 'FR12345678901', country: 'FR' } })

    const invalid = await routes.apply(post('/api/trade/application?lang=en', { ...form, vatNumber: '<b>', country: 'XX' }, { cookie }))
    expect(invalid.status).toBe(400)
    expect((await read(invalid)).fields).toEqual({ vatNumber: en['trade.apply.vatInvalid'], country: en['validation.notAnOption'] })
    // From another site's page: refused before anything is read or stored.
    expect((await routes.apply(post('/api/trade/application?lang=en', form, { cookie, origin: 'https://elsewhere.example' }))).status).toBe(403)

    const applied = await routes.apply(post('/api/trade/application?lang=de', form, { cookie }))
    expect(applied.status).toBe(200)
    expect(await read(applied)).toMatchObject({ state: 'pending', application: { company: 'Studio Nord', vatNumber: 'IT01234567890', country: 'IT', profession: 'architect' } })
    const row = await applicationOf('architect.trade@example.com')
    expect(row).toMatchObject({ status: 'pending', name: 'Giulia Rossi', locale: 'de', company: 'Studio Nord' })
    expect(row.visitor).toMatch(/\S{10,}/)

    const again = await routes.apply(post('/api/trade/application?lang=en', form, { cookie }))
    expect(again.status).toBe(409)
    expect(await read(again)).toEqual({ error: 'already_applied', message: en['trade.alreadyApplied'] })
    // The visitor's session opens nothing in Payload's API.
    const rest = await api.rest('GET', 'trade-applications', { headers: { cookie } })
    expect(rest.status).toBe(403)
    expect(await rest.text()).not.toContain('architect.trade@example.com')
  })

  it('needs a reason to reject, mails the refusal in the visitor’s language, and lets them apply again', async () => {
    const email = 'refused.trade@example.com'
    const cookie = await visitor(email, 'professional')
    expect((await routes.apply(post('/api/trade/application?lang=de', form, { cookie }))).status).toBe(200)
    const { id } = await applicationOf(email)
    const mailsBefore = mail.mailsTo(email).length

    const withoutReason = await decide(id, { status: 'rejected', reason: '  ' })
    expect(withoutReason.status).toBe(400)
    expect(JSON.stringify(await withoutReason.json())).toContain('reason')
    expect((await applicationOf(email)).status).toBe('pending')

    const rejected = await decide(id, { status: 'rejected', reason: 'The VAT number does not match the company.' })
    expect(rejected.status).toBe(200)
    await vi.waitFor(() => expect(mail.mailsTo(email).length).toBe(mailsBefore + 1))
    const refusal = mail.mailsTo(email).at(-1) ?? ''
    expect(refusal).toContain('The VAT number does not match the company.')
    expect(refusal).toContain('/de/access')
    // In German, the language the application was sent in.
    expect(refusal).toContain('Hallo Giulia Rossi')
    expect(refusal).toContain('unseren Fachbereich, nicht genehmigen')
    expect((await applicationOf(email)).decidedAt).toEqual(expect.any(String))
    expect(await read(await routes.status(get('/api/trade/application?lang=en', cookie)))).toMatchObject({ state: 'rejected', reason: 'The VAT number does not match the company.' })

    // Saving the same decision again mails nothing more.
    expect((await decide(id, { reason: 'The VAT number does not match the company name.' })).status).toBe(200)
    expect(mail.mailsTo(email).length).toBe(mailsBefore + 1)

    const reapplied = await routes.apply(post('/api/trade/application?lang=en', { ...form, vatNumber: 'IT09876543210' }, { cookie }))
    expect(reapplied.status).toBe(200)
    expect(await applicationOf(email)).toMatchObject({ status: 'pending', reason: null, vatNumber: 'IT09876543210', locale: 'en', decidedAt: null })
  })

  it('needs a group and a market to approve, mails the approval, and the visitor stands approved', async () => {
    const email = 'approved.trade@example.com'
    const cookie = await visitor(email, 'professional')
    expect((await routes.apply(post('/api/trade/application?lang=en', form, { cookie }))).status).toBe(200)
    const { id } = await applicationOf(email)
    expect((await decide(id, { status: 'approved' })).status).toBe(400)
    expect((await decide(id, { status: 'approved', group: 'dealer' })).status).toBe(400)
    expect((await applicationOf(email)).status).toBe('pending')

    const approved = await decide(id, { status: 'approved', group: 'dealer', markets: ['eu', 'ch'] })
    expect(approved.status).toBe(200)
    await vi.waitFor(() => expect(mail.mailsTo(email).join()).toContain(en['trade.mail.approvedSubject']))
    expect(mail.mailsTo(email).at(-1)).toContain('/en/access')
    expect(await read(await routes.status(get('/api/trade/application?lang=en', cookie)))).toMatchObject({ state: 'approved', group: 'dealer', markets: ['eu', 'ch'] })
    expect((await routes.apply(post('/api/trade/application?lang=en', form, { cookie }))).status).toBe(409)
  })

  it('goes with the account when the visitor deletes it', async () => {
    const email = 'leaving.trade@example.com'
    const cookie = await visitor(email, 'professional')
    expect((await routes.apply(post('/api/trade/application?lang=en', form, { cookie }))).status).toBe(200)
    expect((await routes.deleteAccount(post('/api/user/delete?lang=en', { password: visitorPassword }, { cookie }))).status).toBe(200)
    expect((await booted.payload.count({ collection: 'trade-applications', where: { email: { equals: email } }, overrideAccess: true })).totalDocs).toBe(0)
  })

  it('shows the applications to editors only, through REST and GraphQL', async () => {
    const anonymous = await api.rest('GET', 'trade-applications')
    expect(anonymous.status).toBe(403)
    const asEditor = await api.rest('GET', 'trade-applications?limit=50', { token: editorToken })
    expect(asEditor.status).toBe(200)
    expect(JSON.stringify(await asEditor.json())).toContain('approved.trade@example.com')
    const query = '{ TradeApplications { docs { email vatNumber } } }'
    const graph = await api.graphql(query)
    expect(JSON.stringify(graph)).not.toContain('@example.com')
    const unguarded = await api.graphql(query, { guarded: false })
    expect(JSON.stringify(unguarded)).not.toContain('@example.com')
    expect(unguarded.errors.length).toBeGreaterThan(0)
  })
})
