import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { readBundledMessages } from '@/i18n/bundled'
import type * as ApiClient from './apiClient'
import { bootPayload, type Booted } from './boot'
import { mailCatcher } from './mailCatcher'
import { get, post, signedInVisitor, visitorPassword } from './visitors'

// The route modules are server-only; here they run in the test's own process.
vi.mock('server-only', () => ({}))
// The CMS labels are read through Next.js's data cache, which only a Next.js server has.
vi.mock('@/data/messages', async () => {
  const { readBundledMessages: bundled } = await import('@/i18n/bundled')
  return { getMessages: async (locale: Parameters<typeof bundled>[0]) => bundled(locale) }
})

/**
 * Quote and sample requests and the communication archive (issue 21 items 3 and 7,
 * docs/decisions/039): only approved professionals ask, each reads only their own, editors run
 * the workflow in the admin (invalid steps refused), the answer is mailed in the visitor's
 * language, offers reach only the owner and editors, and every mail lands in the archive.
 */
const mail = mailCatcher()
type Handler = (request: Request, context?: { params: Promise<Record<string, string>> }) => Promise<Response>
const routes = {} as Record<'list' | 'create' | 'one' | 'offer' | 'deleteAccount', Handler>
let booted: Booted
let api: typeof ApiClient
let editorToken = ''
const kind = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'
const en = readBundledMessages('en')
const de = readBundledMessages('de')
type Answer = { error?: string; message?: string; fields?: Record<string, string>; request?: { id: number; status: string; answer: string | null; offers: { id: number; name: string }[]; lines: unknown[] }; requests?: { id: number }[]; counts?: { open: number; unread: number } }
const read = async (response: Response) => (await response.json()) as Answer
const params = (values: Record<string, string>) => ({ params: Promise.resolve(values) })
const quote = { kind: 'quote', market: 'eu', message: 'Lobby of a hotel in Milan', lines: [{ version: 'av-sof-001-236', quantity: 4 }] }
/** The smallest PDF Payload's upload check takes: header, an object, the cross-reference table, the end marker. */
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\nxref\n0 2\n0000000000 65535 f \n0000000009 00000 n \ntrailer << /Size 2 /Root 1 0 R >>\nstartxref\n49\n%%EOF\n')

/** A registered, verified, signed-in visitor: the session cookie (tests/integration/visitors.ts). */
const visitor = (email: string, visitorKind: 'private' | 'professional') => signedInVisitor(mail, email, visitorKind)

/** The visitor's id, as the session knows it. */
async function visitorId(email: string): Promise<string> {
  const { visitorDatabase, reader, text } = await import('@/features/accounts')
  const { rows } = await reader(await visitorDatabase())('select "id" from "user" where "email" = $1', [email])
  return text(rows[0]?.id)
}

/** A professional in the given standing (the application as an editor left it). */
async function professional(email: string, status: 'pending' | 'rejected' | 'approved', markets: ('eu' | 'uk' | 'us' | 'ch' | 'cn')[] = ['eu']): Promise<string> {
  const cookie = await visitor(email, 'professional')
  const decision = status === 'approved' ? { group: 'dealer' as const, markets } : status === 'rejected' ? { reason: 'Not a trade business.' } : {}
  await booted.payload.create({
    collection: 'trade-applications',
    overrideAccess: true,
    data: { visitor: await visitorId(email), status, name: 'Giulia Rossi', email, locale: 'en', profession: 'architect', company: 'Studio Nord', vatNumber: 'IT01234567890', country: 'IT', appliedAt: new Date().toISOString(), ...decision },
  })
  return cookie
}

/** An editor's change in the admin: Payload's REST API with the editor's token. */
const edit = (id: number, data: Record<string, unknown>) => api.rest('PATCH', `trade-requests/${id}`, { token: editorToken, body: data })

const cookies = { approved: '', other: '', otherMarket: '' }

beforeAll(async () => {
  await mail.start()
  booted = await bootPayload()
  api = await import('./apiClient')
  Object.assign(globalThis, { [Symbol.for('atelier-vesta.peerStamp')]: true })
  routes.list = (await import('@/app/api/trade/requests/route')).GET
  routes.create = (await import('@/app/api/trade/requests/route')).POST
  routes.one = (await import('@/app/api/trade/requests/[id]/route')).GET as Handler
  routes.offer = (await import('@/app/api/trade/requests/[id]/offers/[offer]/route')).GET as Handler
  routes.deleteAccount = (await import('@/app/api/user/delete/route')).POST
  await booted.payload.create({ collection: 'users', data: { email: 'requests-editor@example.com', password: 'a-real-password-2026', role: 'editor' } })
  editorToken = (await booted.payload.login({ collection: 'users', data: { email: 'requests-editor@example.com', password: 'a-real-password-2026' } })).token ?? ''
  cookies.approved = await professional('approved.requests@example.com', 'approved', ['eu', 'ch'])
  cookies.other = await professional('other.requests@example.com', 'approved', ['eu'])
  cookies.otherMarket = await professional('us.requests@example.com', 'approved', ['us'])
})
afterAll(async () => {
  const { closeVisitorAuth } = await import('@/features/accounts/server/auth')
  await closeVisitorAuth()
  await booted.close()
  await mail.stop()
})

describe(`trade requests (${kind})`, () => {
  it('answers only approved professionals: 401 signed out, 403 private, pending and refused', async () => {
    const anonymous = await routes.list(get('/api/trade/requests?lang=en'))
    expect(anonymous.status).toBe(401)
    expect(anonymous.headers.get('cache-control')).toBe('private, no-store')
    expect((await routes.create(post('/api/trade/requests?lang=en', quote))).status).toBe(401)
    const standing = { private: await visitor('private.requests@example.com', 'private'), pending: await professional('pending.requests@example.com', 'pending'), rejected: await professional('rejected.requests@example.com', 'rejected') }
    for (const cookie of Object.values(standing)) {
      const list = await routes.list(get('/api/trade/requests?lang=en', cookie))
      expect(list.status).toBe(403)
      expect(await read(list)).toEqual({ error: 'not_approved', message: en['tradeRequests.approvedOnly'] })
      expect((await routes.create(post('/api/trade/requests?lang=en', quote, { cookie }))).status).toBe(403)
    }
    // An editor's admin session is not a visitor's.
    expect((await routes.list(get('/api/trade/requests?lang=en', '', { authorization: `JWT ${editorToken}` }))).status).toBe(401)
    expect(await booted.payload.count({ collection: 'trade-requests', overrideAccess: true })).toMatchObject({ totalDocs: 0 })
  })

  it('checks a request per field, refuses another site and a market not the visitor’s, then files it submitted', async () => {
    const cookie = cookies.approved
    const invalid = await routes.create(post('/api/trade/requests?lang=en', { kind: 'loan', market: 'eu', lines: [{ version: 'av-sof-001-236', quantity: 0 }] }, { cookie }))
    expect(invalid.status).toBe(400)
    expect((await read(invalid)).fields).toEqual({ kind: en['validation.notAnOption'], lines: en['tradeRequests.quantityInvalid']?.replace('{maxQuantity}', '9999') })
    expect((await routes.create(post('/api/trade/requests?lang=en', quote, { cookie, origin: 'https://elsewhere.example' }))).status).toBe(403)
    const foreignMarket = await routes.create(post('/api/trade/requests?lang=en', { ...quote, market: 'us' }, { cookie }))
    expect(foreignMarket.status).toBe(400)
    expect((await read(foreignMarket)).fields).toEqual({ market: en['tradeRequests.marketNotYours'] })
    // The professional of another market asks in theirs only.
    expect((await routes.create(post('/api/trade/requests?lang=en', quote, { cookie: cookies.otherMarket }))).status).toBe(400)

    const created = await routes.create(post('/api/trade/requests?lang=de', { ...quote, lines: [...quote.lines, { version: 'av-sof-001-236', quantity: 1, configuration: 'av-sof-001-236_upholstery.tess-101' }] }, { cookie }))
    expect(created.status).toBe(200)
    const { request } = await read(created)
    expect(request).toMatchObject({ status: 'submitted', answer: null, offers: [], lines: [{ version: 'av-sof-001-236', quantity: 4, configuration: null }, { version: 'av-sof-001-236', quantity: 1, configuration: 'av-sof-001-236_upholstery.tess-101' }] })
    const row = await booted.payload.findByID({ collection: 'trade-requests', id: request?.id ?? 0, overrideAccess: true })
    expect(row).toMatchObject({ locale: 'de', email: 'approved.requests@example.com', company: 'Studio Nord', market: 'eu', history: [{ status: 'submitted' }] })
    const listed = await read(await routes.list(get('/api/trade/requests?lang=en', cookie)))
    expect(listed.requests?.map((item) => item.id)).toEqual([request?.id])
    expect(listed.counts).toEqual({ open: 1, unread: 0 })
  })

  it('shows a request to its owner only: another visitor gets 404', async () => {
    const [mine] = (await read(await routes.list(get('/api/trade/requests?lang=en', cookies.approved)))).requests ?? []
    const id = String(mine?.id)
    expect((await routes.one(get(`/api/trade/requests/${id}?lang=en`, cookies.approved), params({ id }))).status).toBe(200)
    const other = await routes.one(get(`/api/trade/requests/${id}?lang=en`, cookies.other), params({ id }))
    expect(other.status).toBe(404)
    expect(await read(other)).toEqual({ error: 'not_found', message: en['tradeRequests.notFound'] })
    expect((await read(await routes.list(get('/api/trade/requests?lang=en', cookies.other)))).requests).toEqual([])
  })

  it('is editors-only in REST and GraphQL: anonymous and a visitor’s cookie read nothing', async () => {
    expect((await api.rest('GET', 'trade-requests')).status).toBe(403)
    const withCookie = await api.rest('GET', 'trade-requests', { headers: { cookie: cookies.approved } })
    expect(withCookie.status).toBe(403)
    expect(await withCookie.text()).not.toContain('approved.requests@example.com')
    expect((await api.rest('GET', 'trade-offers')).status).toBe(403)
    const asEditor = await api.rest('GET', 'trade-requests', { token: editorToken })
    expect(asEditor.status).toBe(200)
    expect(await asEditor.text()).toContain('approved.requests@example.com')
    const query = '{ TradeRequests { docs { email answer } } }'
    expect(JSON.stringify(await api.graphql(query))).not.toContain('@example.com')
    const unguarded = await api.graphql(query, { guarded: false })
    expect(JSON.stringify(unguarded)).not.toContain('@example.com')
    expect(unguarded.errors.length).toBeGreaterThan(0)
  })

  it('runs the workflow one step at a time, mails the answer in the visitor’s language, serves the offer to its owner only', async () => {
    const [mine] = (await read(await routes.list(get('/api/trade/requests?lang=en', cookies.approved)))).requests ?? []
    const id = mine?.id ?? 0
    const email = 'approved.requests@example.com'

    const withoutAnswer = await edit(id, { status: 'answered' })
    expect(withoutAnswer.status).toBe(400)
    expect(JSON.stringify(await withoutAnswer.json())).toContain('answer')
    expect((await edit(id, { status: 'inReview' })).status).toBe(200)
    const back = await edit(id, { status: 'submitted' })
    expect(back.status).toBe(400)
    expect(JSON.stringify(await back.json())).toContain('not allowed')

    const offer = await booted.payload.create({ collection: 'trade-offers', data: { title: 'Offer 2026-114' }, file: { data: pdf, mimetype: 'application/pdf', name: 'offer-2026-114.pdf', size: pdf.length }, overrideAccess: true })
    const mailsBefore = mail.mailsTo(email).length
    const answered = await edit(id, { status: 'answered', answer: 'Net price 1.240 EUR each, delivery in six weeks.', offers: [offer.id] })
    expect(answered.status).toBe(200)
    await vi.waitFor(() => expect(mail.mailsTo(email).length).toBe(mailsBefore + 1))
    const sent = mail.mailsTo(email).at(-1) ?? ''
    expect(sent).toContain(de['tradeRequests.mail.answeredSubject']?.replace('{number}', String(id)))
    expect(sent).toContain('Net price 1.240 EUR each')
    expect(sent).toContain(`/de/access/requests/${id}`)
    // Saving the answered request again mails nothing more.
    expect((await edit(id, { answer: 'Net price 1.240 EUR each, delivery in five weeks.' })).status).toBe(200)
    expect(mail.mailsTo(email).length).toBe(mailsBefore + 1)

    const listed = await read(await routes.list(get('/api/trade/requests?lang=en&status=answered', cookies.approved)))
    expect(listed.counts).toEqual({ open: 0, unread: 1 })
    const seen = await read(await routes.one(get(`/api/trade/requests/${id}?lang=en`, cookies.approved), params({ id: String(id) })))
    expect(seen.request).toMatchObject({ status: 'answered', answer: 'Net price 1.240 EUR each, delivery in five weeks.', offers: [{ id: offer.id, name: 'Offer 2026-114' }] })

    const route = `/api/trade/requests/${id}/offers/${offer.id}?lang=en`
    const values = { id: String(id), offer: String(offer.id) }
    const file = await routes.offer(get(route, cookies.approved), params(values))
    expect(file.status).toBe(200)
    expect(file.headers.get('cache-control')).toBe('private, no-store')
    expect(file.headers.get('content-disposition')).toContain('offer-2026-114.pdf')
    expect(Buffer.from(await file.arrayBuffer()).equals(pdf)).toBe(true)
    expect((await routes.offer(get(route, cookies.other), params(values))).status).toBe(404)
    expect((await routes.offer(get(route), params(values))).status).toBe(401)
    expect((await routes.offer(get(route, cookies.approved, { 'sec-fetch-site': 'cross-site' }), params(values))).status).toBe(403)
    // Payload's own file address: editors only.
    const stored = await booted.payload.findByID({ collection: 'trade-offers', id: offer.id, overrideAccess: true })
    expect((await api.rest('GET', `trade-offers/file/${stored.filename ?? ''}`)).status).toBe(403)
    expect((await api.rest('GET', `trade-offers/file/${stored.filename ?? ''}`, { headers: { cookie: cookies.approved } })).status).toBe(403)
    expect((await api.rest('GET', `trade-offers/file/${stored.filename ?? ''}`, { token: editorToken })).status).toBe(200)

    expect((await edit(id, { status: 'closed' })).status).toBe(200)
    const reopened = await edit(id, { status: 'inReview' })
    expect(reopened.status).toBe(400)
    expect(JSON.stringify(await reopened.json())).toContain('closed')
    const row = await booted.payload.findByID({ collection: 'trade-requests', id, overrideAccess: true })
    expect(row.history?.map((step) => step.status)).toEqual(['submitted', 'inReview', 'answered', 'closed'])
  })

  it('archives every mail sent to the visitor, searchable, theirs only, and forgets it with the account', async () => {
    const { archivedMails } = await import('@/features/mail-archive/server/record')
    const email = 'approved.requests@example.com'
    const all = await archivedMails(email, null)
    const subjects = all.map((item) => item.subject)
    expect(subjects.some((subject) => subject.startsWith('Ihre Anfrage'))).toBe(true)
    expect(all.length).toBe(mail.mailsTo(email).length)
    // The answer edited after the mail was not mailed again: the archive holds what was sent.
    expect(await archivedMails(email, 'FIVE WEEKS')).toEqual([])
    const answer = await archivedMails(email, '1.240 eur')
    expect(answer.map((item) => item.subject)).toEqual([expect.stringMatching(/^Ihre Anfrage \d+ wurde beantwortet$/)])
    expect(await archivedMails('other.requests@example.com', '1.240')).toEqual([])
    expect(await archivedMails(email, '100%_')).toEqual([])

    expect((await routes.deleteAccount(post('/api/user/delete?lang=en', { password: visitorPassword }, { cookie: cookies.approved }))).status).toBe(200)
    expect((await booted.payload.count({ collection: 'trade-requests', where: { email: { equals: email } }, overrideAccess: true })).totalDocs).toBe(0)
    expect((await archivedMails(email, '1.240')).length).toBe(0)
  })
})
