import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { pdfText } from '../fixtures/pdfText'
import { bootPayload, type Booted } from './boot'
import { pixel } from './fixtures/pixel'
import { proven } from './proofOfWork'

// The route modules are server-only; here they run in the test's own process.
vi.mock('server-only', () => ({}))
// The CMS labels and the site settings are read through Next.js's data cache, which only a Next.js server has.
vi.mock('next/cache', () => ({ unstable_cache: <Reader>(reader: Reader) => reader }))
vi.mock('@/data/messages', async () => {
  const { readBundledMessages: bundled } = await import('@/i18n/bundled')
  return { getMessages: async (locale: Parameters<typeof bundled>[0]) => bundled(locale) }
})

type Handler = (request: Request) => Promise<Response>
type RouteHandler = (request: Request, route: { params: Promise<{ id: string }> }) => Promise<Response>
let booted: Booted
let register: Handler
let signIn: Handler
let verify: Handler
let create: Handler
let share: RouteHandler
let ownPdf: RouteHandler
let sharedPdf: RouteHandler
import { site } from './visitors'
const kind = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'
const password = 'a long and quiet passphrase'
let peers = 0
const newPeer = () => `198.51.100.${++peers % 250}`
const post = (route: string, body: unknown, cookie = '') =>
  new Request(`${site}${route}`, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json', 'x-vesta-peer': newPeer(), origin: site, ...(cookie && { cookie }) } })
const get = (route: string, headers: Record<string, string> = {}) => new Request(`${site}${route}`, { headers: { 'x-vesta-peer': newPeer(), ...headers } })
const cookieOf = (response: Response) => response.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ')
const route = (id: string) => ({ params: Promise.resolve({ id }) })

async function visitor(email: string, name: string): Promise<string> {
  await register(
    post('/api/user/register?lang=en', { kind: 'private', name, surname: 'Rossi', email, phoneCountry: 'IT', phone: '02 1234 5678', country: 'IT', province: 'MI', city: 'Milano', password, passwordRepeat: password, privacy: true, terms: true }),
  )
  const outbox = path.join(booted.mediaDir, 'outbox')
  const mail = fs.readdirSync(outbox).map((file) => fs.readFileSync(path.join(outbox, file), 'utf8').replace(/=\r?\n/g, '').replace(/=3D/g, '=')).find((text) => text.includes(`To: ${email}`)) ?? ''
  const link = new URL(/https?:\/\/[^\s]+\/api\/user\/auth\/verify-email\?[^\s]+/.exec(mail)?.[0] ?? `${site}/missing`)
  await verify(get(link.pathname + link.search))
  return cookieOf(await signIn(post('/api/user/login?lang=en', { email, password })))
}

let sofaId = 0
let materialId = 0

beforeAll(async () => {
  booted = await bootPayload()
  Object.assign(globalThis, { [Symbol.for('atelier-vesta.peerStamp')]: true })
  register = proven((await import('@/app/api/user/register/route')).POST)
  signIn = (await import('@/app/api/user/login/route')).POST
  verify = (await import('@/app/api/user/auth/[...all]/route')).GET
  create = (await import('@/app/api/user/moodboards/create/route')).POST
  share = (await import('@/app/api/user/moodboards/[id]/share/route')).POST
  ownPdf = (await import('@/app/api/user/moodboards/[id]/pdf/route')).GET
  sharedPdf = (await import('@/app/api/moodboards/[id]/pdf/route')).GET
  const { payload } = booted
  const media = await payload.create({ collection: 'media', locale: 'it', data: { alt: 'divano' }, file: pixel() })
  const category = await payload.create({ collection: 'categories', data: { name: 'Divani', slug: 'divani-board-pdf', identifier: 'sofas-armchairs' } })
  const version = { type: 'sofa' as const, code: 'NUV-3', name: 'Tre posti', dimensions: { length: 240, height: 80, depth: 95 }, prices: [{ market: 'eu' as const, currency: 'EUR' as const, amount: 4200 }] }
  const sofa = await payload.create({
    collection: 'products',
    locale: 'it',
    data: { name: 'Divano Nuvola', slug: 'divano-nuvola-board', code: 'NUV', category: category.id, type: 'sofa', gallery: [media.id], versions: [version], publishedAt: '2026-03-01T00:00:00.000Z', _status: 'published' },
  })
  const stored = await payload.findByID({ collection: 'products', id: sofa.id, locale: 'it', depth: 0 })
  await payload.update({ collection: 'products', id: sofa.id, locale: 'zh', data: { name: '云朵沙发', slug: 'yunduo-shafa-board', versions: stored.versions, _status: 'published' } })
  await payload.update({ collection: 'products', id: sofa.id, locale: 'ru', data: { name: 'Диван Облако', slug: 'divan-oblako-board', versions: stored.versions, _status: 'published' } })
  sofaId = sofa.id
  const materials = await payload.find({ collection: 'materials', limit: 1, depth: 0 })
  materialId = materials.docs[0]?.id ?? 0
})
afterAll(async () => {
  const { closeVisitorAuth } = await import('@/features/accounts/server/auth')
  await closeVisitorAuth()
  await booted.close()
})

async function boardWithPieces(cookie: string, title: string): Promise<string> {
  const items = [
    { kind: 'product', ref: String(sofaId), x: 40, y: 40, w: 240, h: 280, z: 0, text: '', colour: '' },
    { kind: 'swatch', ref: '', x: 320, y: 40, w: 140, h: 140, z: 1, text: 'Terracotta', colour: '#b5553a' },
    { kind: 'note', ref: '', x: 320, y: 220, w: 260, h: 160, z: 2, text: 'Salotto: luce calda, lino e noce.\nПостельные тона.', colour: '' },
    ...(materialId ? [{ kind: 'material', ref: String(materialId), x: 620, y: 40, w: 180, h: 200, z: 3, text: '', colour: '' }] : []),
    { kind: 'product', ref: '999999', x: 840, y: 400, w: 240, h: 280, z: 4, text: '', colour: '' },
  ]
  const response = await create(post('/api/user/moodboards/create?lang=en', { title, items }, cookie))
  expect(response.status).toBe(201)
  return ((await response.json()) as { board: { id: string } }).board.id
}

describe(`a moodboard as a PDF (${kind})`, () => {
  it('prints the owner’s board with its Chinese and Russian names, notes, swatches and codes, private and never cached', async () => {
    const cookie = await visitor('board-pdf@example.it', 'Giulia')
    const id = await boardWithPieces(cookie, 'Casa sul lago')

    const zh = await ownPdf(get(`/api/user/moodboards/${id}/pdf?lang=zh`, { cookie }), route(id))
    expect(zh.status).toBe(200)
    expect(zh.headers.get('content-type')).toBe('application/pdf')
    expect(zh.headers.get('cache-control')).toBe('private, no-store')
    expect(zh.headers.get('content-disposition')).toMatch(/^attachment; filename="moodboard-\d{4}-\d{2}-\d{2}\.pdf"$/)
    const zhBytes = new Uint8Array(await zh.arrayBuffer())
    const zhRead = await pdfText(zhBytes)
    expect(zhRead.text).toContain('云朵沙发')
    expect(zhRead.text).toContain('Casa sul lago')
    expect(zhRead.text).toContain('NUV')
    expect(zhRead.text).toContain('Terracotta')
    expect(zhRead.text).toContain('#b5553a')
    expect(zhRead.text).toContain('Постельные тона.')
    // The canvas, then the key.
    expect(zhRead.pages).toBe(2)
    expect(zhRead.text).toContain('第 2 页，共 2 页')
    expect(zhBytes.length).toBeLessThan(300_000)
    const { PDFDocument } = await import('pdf-lib')
    const [first] = (await PDFDocument.load(zhBytes)).getPages()
    expect(first?.getSize()).toEqual({ width: 841.89, height: 595.28 })

    const ru = await ownPdf(get(`/api/user/moodboards/${id}/pdf?lang=ru`, { cookie }), route(id))
    const ruText = (await pdfText(new Uint8Array(await ru.arrayBuffer()))).text
    expect(ruText).toContain('Диван Облако')
    expect(ruText).toContain('На этом мудборде')
    // A product that is gone prints as such, never breaks the PDF.
    expect(ruText).toContain('Больше недоступно')
  })

  it('is the owner’s only: 401 signed out, 404 for another visitor’s private board, 403 asked by another site', async () => {
    const owner = await visitor('board-owner@example.it', 'Anna')
    const id = await boardWithPieces(owner, 'Privata')
    expect((await ownPdf(get(`/api/user/moodboards/${id}/pdf?lang=en`), route(id))).status).toBe(401)
    const other = await visitor('board-other@example.it', 'Bruno')
    const foreign = await ownPdf(get(`/api/user/moodboards/${id}/pdf?lang=en`, { cookie: other }), route(id))
    expect(foreign.status).toBe(404)
    expect(foreign.headers.get('content-type')).not.toBe('application/pdf')
    expect((await ownPdf(get(`/api/user/moodboards/${id}/pdf?lang=en`, { cookie: owner, 'sec-fetch-site': 'cross-site' }), route(id))).status).toBe(403)
    expect((await ownPdf(get('/api/user/moodboards/not-a-board/pdf?lang=en', { cookie: owner }), route('not-a-board'))).status).toBe(404)
  })

  it('of a shared board, for anyone with the link while it is shared: with the owner’s first name, 404 before and after', async () => {
    const owner = await visitor('board-share@example.it', 'Chiara')
    const id = await boardWithPieces(owner, 'Da condividere')
    expect((await sharedPdf(get(`/api/moodboards/${id}/pdf?lang=en`), route(id))).status).toBe(404)
    expect((await share(post(`/api/user/moodboards/${id}/share?lang=en`, { shared: true }, owner), route(id))).status).toBe(200)
    const opened = await sharedPdf(get(`/api/moodboards/${id}/pdf?lang=ru`), route(id))
    expect(opened.status).toBe(200)
    expect(opened.headers.get('cache-control')).toBe('private, no-store')
    const text = (await pdfText(new Uint8Array(await opened.arrayBuffer()))).text
    expect(text).toContain('Диван Облако')
    expect(text).toContain('Chiara')
    expect(text).not.toContain('Rossi')
    expect((await share(post(`/api/user/moodboards/${id}/share?lang=en`, { shared: false }, owner), route(id))).status).toBe(200)
    expect((await sharedPdf(get(`/api/moodboards/${id}/pdf?lang=en`), route(id))).status).toBe(404)
  })
})
