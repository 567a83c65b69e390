import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { pdfText } from '../fixtures/pdfText'
import { bootPayload, type Booted } from './boot'
import { proven } from './proofOfWork'
import { pixel } from './fixtures/pixel'

// The route modules are server-only; here they run in the test's own process.
vi.mock('server-only', () => ({}))
// The CMS labels and the site settings are read through Next.js's data cache, which only a Next.js server has.
vi.mock('next/cache', () => ({ unstable_cache: <Reader>(reader: Reader) => reader }))
vi.mock('@/data/messages', async () => {
  const { readBundledMessages: bundled } = await import('@/i18n/bundled')
  return { getMessages: async (locale: Parameters<typeof bundled>[0]) => bundled(locale) }
})

type Handler = (request: Request) => Promise<Response>
let booted: Booted
let register: Handler
let signIn: Handler
let verify: Handler
let add: Handler
let pdf: Handler
const site = 'http://localhost:3000'
const kind = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'
const password = 'a long and quiet passphrase'
let peers = 0
const newPeer = () => `198.51.100.${++peers % 250}`
const post = (route: string, body: unknown, cookie = '') =>
  new Request(`${site}${route}`, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json', 'x-vesta-peer': newPeer(), origin: site, ...(cookie && { cookie }) } })
const get = (route: string, headers: Record<string, string> = {}) => new Request(`${site}${route}`, { headers: { 'x-vesta-peer': newPeer(), ...headers } })
const cookieOf = (response: Response) => response.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ')

async function visitor(email: string): Promise<string> {
  await register(
    post('/api/user/register?lang=en', { kind: 'private', name: 'Giulia', surname: 'Rossi', email, phoneCountry: 'IT', phone: '02 1234 5678', country: 'IT', province: 'MI', city: 'Milano', password, passwordRepeat: password, privacy: true, terms: true }),
  )
  const outbox = path.join(booted.mediaDir, 'outbox')
  const mail = fs.readdirSync(outbox).map((file) => fs.readFileSync(path.join(outbox, file), 'utf8').replace(/=\r?\n/g, '').replace(/=3D/g, '=')).find((text) => text.includes(`To: ${email}`)) ?? ''
  const link = new URL(/https?:\/\/[^\s]+\/api\/user\/auth\/verify-email\?[^\s]+/.exec(mail)?.[0] ?? `${site}/missing`)
  await verify(get(link.pathname + link.search))
  return cookieOf(await signIn(post('/api/user/login?lang=en', { email, password })))
}

let sofaId = 0
let chairId = 0
let versionId = ''

beforeAll(async () => {
  booted = await bootPayload()
  Object.assign(globalThis, { [Symbol.for('atelier-vesta.peerStamp')]: true })
  register = proven((await import('@/app/api/user/register/route')).POST)
  signIn = (await import('@/app/api/user/login/route')).POST
  verify = (await import('@/app/api/user/auth/[...all]/route')).GET
  add = (await import('@/app/api/user/wishlist/add/route')).POST
  pdf = (await import('@/app/api/user/wishlist/pdf/route')).GET
  const { payload } = booted
  const media = await payload.create({ collection: 'media', locale: 'it', data: { alt: 'divano' }, file: pixel() })
  const category = await payload.create({ collection: 'categories', data: { name: 'Divani', slug: 'divani-pdf', identifier: 'sofas-armchairs' } })
  const version = { type: 'sofa' as const, code: 'NUV-3', name: 'Tre posti', dimensions: { length: 240, height: 80, depth: 95 }, prices: [{ market: 'eu' as const, currency: 'EUR' as const, amount: 4200 }] }
  const sofa = await payload.create({
    collection: 'products',
    locale: 'it',
    data: { name: 'Divano Nuvola', slug: 'divano-nuvola', code: 'NUV', category: category.id, type: 'sofa', gallery: [media.id], versions: [version], publishedAt: '2026-03-01T00:00:00.000Z', _status: 'published' },
  })
  const stored = await payload.findByID({ collection: 'products', id: sofa.id, locale: 'it', depth: 0 })
  versionId = stored.versions?.[0]?.id ?? ''
  await payload.update({ collection: 'products', id: sofa.id, locale: 'zh', data: { name: '云朵沙发', slug: 'yunduo-shafa', versions: stored.versions, _status: 'published' } })
  await payload.update({ collection: 'products', id: sofa.id, locale: 'ru', data: { name: 'Диван Облако', slug: 'divan-oblako', versions: stored.versions, _status: 'published' } })
  const chair = await payload.create({
    collection: 'products',
    locale: 'it',
    data: { name: 'Sedia Lieve', slug: 'sedia-lieve', code: 'LIE', category: category.id, type: 'chair', gallery: [media.id], versions: [{ ...version, type: 'chair', code: 'LIE-1', name: 'Sedia' }], publishedAt: '2026-03-01T00:00:00.000Z', _status: 'published' },
  })
  sofaId = sofa.id
  chairId = chair.id
})
afterAll(async () => {
  const { closeVisitorAuth } = await import('@/features/accounts/server/auth')
  await closeVisitorAuth()
  await booted.close()
})

describe(`the wishlist as a PDF (${kind})`, () => {
  it('prints the Chinese and the Russian names with embedded fonts, with code, version, dimensions and price', async () => {
    const cookie = await visitor('pdf@example.it')
    expect((await add(post('/api/user/wishlist/add', { kind: 'product', id: String(sofaId), options: { version: versionId } }, cookie))).status).toBe(200)
    expect((await add(post('/api/user/wishlist/add', { kind: 'product', id: String(chairId) }, cookie))).status).toBe(200)

    const zh = await pdf(get('/api/user/wishlist/pdf?lang=zh', { cookie }))
    expect(zh.status).toBe(200)
    expect(zh.headers.get('content-type')).toBe('application/pdf')
    expect(zh.headers.get('cache-control')).toBe('private, no-store')
    expect(zh.headers.get('content-disposition')).toMatch(/^attachment; filename="wishlist-\d{4}-\d{2}-\d{2}\.pdf"$/)
    const zhBytes = new Uint8Array(await zh.arrayBuffer())
    const zhText = (await pdfText(zhBytes)).text
    expect(zhText).toContain('云朵沙发')
    expect(zhText).toContain('心愿单')
    expect(zhText).toContain('NUV-3')
    expect(zhText).toContain('240 × 95 × 80 厘米')
    expect(zhText).toContain('第 1 页，共 1 页')
    // The Chinese face is cut to the characters printed: far from Noto Sans SC's 10 MB.
    expect(zhBytes.length).toBeLessThan(200_000)

    const ru = await pdf(get('/api/user/wishlist/pdf?lang=ru', { cookie }))
    const ruText = (await pdfText(new Uint8Array(await ru.arrayBuffer()))).text
    expect(ruText).toContain('Диван Облако')
    // Not translated into Russian: the Italian name (Payload's fallback), as on the page.
    expect(ruText).toContain('Sedia Lieve')
    expect(ruText).toContain('Страница 1 из 1')
    // The price in the visitor's market (the language's: the euro for Russian).
    expect(ruText).toContain('4 200 €')
  })

  it('holds one row per item on as many pages as needed, on Letter for the United States market', async () => {
    const cookie = await visitor('pages@example.it')
    for (let index = 0; index < 12; index++) await add(post('/api/user/wishlist/add', { kind: 'product', id: String(sofaId + 1000 + index) }, cookie))
    await add(post('/api/user/wishlist/add', { kind: 'product', id: String(sofaId) }, cookie))
    const response = await pdf(get('/api/user/wishlist/pdf?lang=en', { cookie: `${cookie}; vesta-market=us` }))
    const bytes = new Uint8Array(await response.arrayBuffer())
    const { pages, text } = await pdfText(bytes)
    expect(pages).toBe(3)
    expect(text.match(/No longer available/g)?.length).toBeGreaterThanOrEqual(12)
    expect(text).toContain('Page 3 of 3')
    const { PDFDocument } = await import('pdf-lib')
    const [first] = (await PDFDocument.load(bytes)).getPages()
    expect(first?.getSize()).toEqual({ width: 612, height: 792 })
  })

  it('is the owner’s only: 401 signed out, 403 asked by another site', async () => {
    const anonymous = await pdf(get('/api/user/wishlist/pdf?lang=en'))
    expect(anonymous.status).toBe(401)
    expect(((await anonymous.json()) as { message: string }).message).toBe('Sign in to save your wishlist.')
    const cookie = await visitor('cross@example.it')
    const foreign = await pdf(get('/api/user/wishlist/pdf?lang=en', { cookie, 'sec-fetch-site': 'cross-site' }))
    expect(foreign.status).toBe(403)
  })
})
