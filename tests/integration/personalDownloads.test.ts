import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { readBundledMessages } from '@/i18n/bundled'
import type { Download } from '@/payload-types'
import { renderPdf } from '@/seed/images'
import type * as ApiClient from './apiClient'
import { bootPayload, type Booted } from './boot'
import { get, post, registeredVisitor, visitorPassword } from './visitors'

// The route modules are server-only; here they run in the test's own process.
vi.mock('server-only', () => ({}))
// The readers' data cache and the CMS labels are Next.js's, which only a Next.js server has.
vi.mock('next/cache', () => ({ unstable_cache: <Reader>(reader: Reader) => reader }))
vi.mock('@/data/messages', async () => {
  const { readBundledMessages: bundled } = await import('@/i18n/bundled')
  return { getMessages: async (locale: Parameters<typeof bundled>[0]) => bundled(locale) }
})

type Handler = (request: Request) => Promise<Response>
type FileHandler = (request: Request, route: { params: Promise<{ id: string }> }) => Promise<Response>
type PublicFileHandler = (request: Request, route: { params: Promise<{ file: string }> }) => Promise<Response>
type History = { signedIn: boolean; taken: { id: number; takenAt: string; newer: boolean }[] }

let booted: Booted
/** Payload's REST and GraphQL handlers, loaded once the database is booted (the config reads its address). */
let api: typeof ApiClient
let history: Handler
let takeFile: FileHandler
let publicFile: PublicFileHandler
let deleteAccount: Handler
let exportData: Handler
let open: Download
let restricted: Download
const kind = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'
const en = readBundledMessages('en')
const pdf = (heading: string) => renderPdf({ heading, lines: ['Atelier Vesta'] })
const openBytes = pdf('Care guide')
const restrictedBytes = pdf('Sofa CAD, 3D')

const take = (id: number | string, cookie = '', headers: Record<string, string> = {}) => takeFile(get(`/api/user/downloads/${String(id)}?lang=en`, cookie, headers), { params: Promise.resolve({ id: String(id) }) })
const historyOf = async (cookie: string) => (await (await history(get('/api/user/downloads?lang=en', cookie))).json()) as History

async function upload(title: string, name: string, bytes: Buffer, isRestricted: boolean, category: number): Promise<Download> {
  return booted.payload.create({
    collection: 'downloads',
    data: { title, category, fileType: 'pdf', restricted: isRestricted, _status: 'published' },
    file: { data: bytes, mimetype: 'application/pdf', name, size: bytes.length },
  })
}

beforeAll(async () => {
  booted = await bootPayload()
  Object.assign(globalThis, { [Symbol.for('atelier-vesta.peerStamp')]: true })
  api = await import('./apiClient')
  history = (await import('@/app/api/user/downloads/route')).GET
  takeFile = (await import('@/app/api/user/downloads/[id]/route')).GET
  publicFile = (await import('@/app/api/download/[file]/route')).GET
  deleteAccount = (await import('@/app/api/user/delete/route')).POST
  exportData = (await import('@/app/api/user/data/route')).GET
  const category = await booted.payload.create({ collection: 'download-categories', data: { name: 'CAD', slug: 'cad', order: 1 } })
  open = await upload('Care guide', 'care-guide.pdf', openBytes, false, category.id)
  restricted = await upload('Sofa CAD', 'sofa-cad-3d.pdf', restrictedBytes, true, category.id)
})
afterAll(async () => {
  const { closeVisitorAuth } = await import('@/features/accounts/server/auth')
  await closeVisitorAuth()
  await booted.close()
})

describe(`personal downloads (${kind})`, () => {
  it('never hands a file for registered visitors only to anyone without a session: static URL, REST, GraphQL, named route, listing', async () => {
    const fileName = restricted.filename ?? ''
    expect(fileName).toMatch(/^sofa-cad-3d/)
    // Payload's static file URL: the same read rule decides; the open file is served.
    expect((await api.rest('GET', `downloads/file/${fileName}`)).status).toBe(403)
    expect((await api.rest('GET', `downloads/file/${open.filename ?? ''}`)).status).toBe(200)
    // REST: the API guard answers visitors' collection reads with 403 before Payload sees them;
    // behind it, Payload's own read rule (what REST and GraphQL answer from) leaves the file out.
    for (const route of ['downloads?limit=100', `downloads/${String(restricted.id)}`, `downloads?where[filename][equals]=${fileName}`, 'downloads/versions?limit=100']) {
      const answer = await api.rest('GET', route)
      expect(answer.status).toBe(403)
      expect(await answer.text()).not.toContain(fileName)
    }
    const asVisitor = await booted.payload.find({ collection: 'downloads', overrideAccess: false, limit: 100 })
    expect(asVisitor.docs.map((doc) => doc.id)).toEqual([open.id])
    await expect(booted.payload.findByID({ collection: 'downloads', id: restricted.id, overrideAccess: false })).rejects.toThrow()
    // GraphQL, behind the guard and without it: neither in the list nor by id.
    const query = `{ Downloads(limit: 100) { docs { id url filename } } Download(id: ${String(restricted.id)}) { url } }`
    for (const guarded of [true, false]) {
      const answer = await api.graphql(query, { guarded })
      expect(JSON.stringify(answer.data)).not.toContain(fileName)
      if (!guarded) expect((answer.data?.Downloads as { docs: { id: number }[] }).docs.map((doc) => doc.id)).toEqual([open.id])
    }
    // The named-download route and the personal endpoint without a session.
    expect((await publicFile(get(`/api/download/${fileName}`), { params: Promise.resolve({ file: fileName }) })).status).toBe(404)
    expect((await publicFile(get(`/api/download/${open.filename ?? ''}`), { params: Promise.resolve({ file: open.filename ?? '' }) })).status).toBe(200)
    const anonymous = await take(restricted.id)
    expect(anonymous.status).toBe(401)
    expect(await anonymous.json()).toEqual({ error: 'unauthenticated', message: en['download.signInRequired'] })
    // The public listing names it (with a sign-in prompt) but carries no address of its file.
    const { getDownloads } = await import('@/data/readers/downloads')
    const listing = await getDownloads('en', null)
    expect(listing.downloads.map((download) => [download.title, download.restricted, download.url === null])).toEqual([
      ['Care guide', false, false],
      ['Sofa CAD', true, true],
    ])
    expect(JSON.stringify(listing)).not.toContain(fileName)
  })

  it('streams it to a signed-in visitor, never cached, and records the take; another site cannot make the visitor take it', async () => {
    const cookie = await registeredVisitor('taker@example.it', booted.mediaDir)
    expect(await historyOf(cookie)).toEqual({ signedIn: true, taken: [] })
    const foreign = await take(restricted.id, cookie, { 'sec-fetch-site': 'cross-site' })
    expect(foreign.status).toBe(403)
    expect((await historyOf(cookie)).taken).toEqual([])

    const file = await take(restricted.id, cookie, { 'sec-fetch-site': 'same-origin' })
    expect(file.status).toBe(200)
    expect(file.headers.get('cache-control')).toBe('private, no-store')
    expect(file.headers.get('content-type')).toBe('application/pdf')
    expect(file.headers.get('content-disposition')).toContain(`filename="${restricted.filename ?? ''}"`)
    expect(Buffer.from(await file.arrayBuffer()).equals(restrictedBytes)).toBe(true)

    const { taken } = await historyOf(cookie)
    expect(taken.map(({ id, newer }) => ({ id, newer }))).toEqual([{ id: restricted.id, newer: false }])
    // Unknown ids and malformed ones: 404 with the translated message.
    for (const id of ['999999', 'abc', '-1']) {
      const missing = await take(id, cookie)
      expect(missing.status).toBe(404)
      expect(((await missing.json()) as { message: string }).message).toBe(en['download.missing'])
    }
  })

  it('keeps one row per file, updated on each take, and flags a file replaced since', async () => {
    const cookie = await registeredVisitor('returning@example.it', booted.mediaDir)
    await Promise.all(Array.from({ length: 10 }, () => take(open.id, cookie)))
    const first = (await historyOf(cookie)).taken
    expect(first.map(({ id, newer }) => ({ id, newer }))).toEqual([{ id: open.id, newer: false }])

    // An edit of the texts is not a new version; a new file is.
    await booted.payload.update({ collection: 'downloads', id: open.id, data: { title: 'Care guide (2026)' } })
    expect((await historyOf(cookie)).taken[0]?.newer).toBe(false)
    const replaced = pdf('Care guide, second edition')
    open = await booted.payload.update({ collection: 'downloads', id: open.id, data: {}, file: { data: replaced, mimetype: 'application/pdf', name: 'care-guide.pdf', size: replaced.length } })
    expect((await historyOf(cookie)).taken[0]?.newer).toBe(true)

    const again = await take(open.id, cookie)
    expect(Buffer.from(await again.arrayBuffer()).equals(replaced)).toBe(true)
    const after = (await historyOf(cookie)).taken
    expect(after).toHaveLength(1)
    expect(after[0]?.newer).toBe(false)
    expect(after[0]?.takenAt.localeCompare(first[0]?.takenAt ?? '')).toBeGreaterThanOrEqual(0)
  })

  it('shows each visitor only their own history; the data export lists it; deleting the account deletes it', async () => {
    const alice = await registeredVisitor('alice.downloads@example.it', booted.mediaDir)
    const bruno = await registeredVisitor('bruno.downloads@example.it', booted.mediaDir)
    expect((await take(restricted.id, alice)).status).toBe(200)
    expect((await historyOf(alice)).taken.map((entry) => entry.id)).toEqual([restricted.id])
    expect(await historyOf(bruno)).toEqual({ signedIn: true, taken: [] })
    expect(await historyOf('')).toEqual({ signedIn: false, taken: [] })

    const exported = (await (await exportData(get('/api/user/data', alice))).json()) as { downloads: { downloadId: number }[] }
    expect(exported.downloads.map((entry) => entry.downloadId)).toEqual([restricted.id])

    const { reader, visitorDatabase } = await import('@/features/accounts')
    const rowsOf = async () => (await reader(await visitorDatabase())('select count(*) as "rows" from "download_history" where "userId" = (select "id" from "user" where "email" = $1)', ['alice.downloads@example.it'])).rows[0]?.rows
    expect(Number(await rowsOf())).toBe(1)
    const all = async () => Number((await reader(await visitorDatabase())('select count(*) as "rows" from "download_history"')).rows[0]?.rows)
    const before = await all()
    expect((await deleteAccount(post('/api/user/delete?lang=en', { password: visitorPassword }, { cookie: alice }))).status).toBe(200)
    expect(await all()).toBe(before - 1)
    expect((await take(restricted.id, alice)).status).toBe(401)
  })
})
