import fs from 'node:fs'
import path from 'node:path'
import { NextRequest } from 'next/server'
import { createElement, type ReactElement } from 'react'
import { renderToReadableStream } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { CollectionSlug } from 'payload'
import * as tradePaths from '@/domain/trade/paths'
import { readBundledMessages } from '@/i18n/bundled'
import type * as ApiClient from './apiClient'
import { bootPayload, type Booted } from './boot'
import { pixel } from './fixtures/pixel'
import { mailCatcher } from './mailCatcher'
import { get, post, signedInVisitor, site, tradeProfessional } from './visitors'

vi.mock('server-only', () => ({}))
vi.mock('@/data/messages', async () => {
  const { readBundledMessages: bundled } = await import('@/i18n/bundled')
  return { getMessages: async (locale: Parameters<typeof bundled>[0]) => bundled(locale) }
})
// The pages' shared reads go through Next.js's data cache, which only a Next.js server has: here
// they read each time, but for the site's chrome (header, footer, settings), kept as the server keeps it.
vi.mock('next/cache', () => {
  const kept = new Map<string, unknown>()
  const unstable_cache = <Args extends unknown[], Result>(reader: (...args: Args) => Promise<Result>, keys: string[] = []) =>
    keys[0] === 'site-chrome'
      ? async (...args: Args): Promise<Result> => {
          const key = JSON.stringify(args)
          if (!kept.has(key)) kept.set(key, await reader(...args))
          return kept.get(key) as Result
        }
      : reader
  return { unstable_cache, revalidateTag: () => undefined, revalidatePath: () => undefined }
})
vi.mock('@/data/hidden', () => ({ hiddenKey: (collection: string, id: number | string) => `${collection}:${id}`, getHiddenSet: async () => new Set<string>() }))
// The pages' client components, rendered outside an app router: a router that goes nowhere (redirect and notFound stay Next.js's own).
vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  useRouter: () => ({ push: () => undefined, replace: () => undefined, refresh: () => undefined, back: () => undefined, forward: () => undefined, prefetch: () => undefined }),
  usePathname: () => '/en/access',
  useSearchParams: () => new URLSearchParams(),
}))
// A page reads the request's headers through Next.js; here, the headers of the subject being tried.
const request = vi.hoisted(() => ({ headers: new Headers() }))
vi.mock('next/headers', () => ({
  headers: async () => request.headers,
  cookies: async () => ({ get: (name: string) => request.headers.get('cookie')?.split('; ').map((pair) => pair.split('=')).find(([key]) => key === name)?.slice(1).join('=') }),
}))

/**
 * Issue 21, 'Access tests': every trade page and every endpoint that carries trade data, for each
 * of the seven standings, as one table (rows: page or API; columns: subject). The pages are the
 * app's own page modules rendered in-process (the folders under src/app are the list: a new page
 * without a row fails), the endpoints the app's route handlers and Payload's REST and GraphQL
 * handlers. Every trade answer is `private, no-store` and not indexed; no net price reaches
 * anyone but the approved professional of that market (and editors, in Payload's API).
 */
const mail = mailCatcher()
const en = readBundledMessages('en')
/** A label as React writes it in HTML. */
const html = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;')
const kind = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'
let booted: Booted
let api: typeof ApiClient

const subjects = ['anonymous', 'private', 'pending', 'rejected', 'otherMarket', 'approved', 'editor'] as const
type Subject = (typeof subjects)[number]
const cookies: Record<Subject, string> = { anonymous: '', private: '', pending: '', rejected: '', otherMarket: '', approved: '', editor: '' }
let editorToken = ''

/** Net prices only the dealer list holds: Europe's for the approved dealer (eu), the US's for the one of another market (us). */
const net = { eu: 2987, us: 3111 }
const shows = (text: string, amount: number) => new RegExp(`(?<![\\d])${String(amount).slice(0, -3)}[.,\\s\\u00a0\\u202f']?${String(amount).slice(-3)}(?![\\d])`).test(text)
const netPricesIn = (text: string) => (Object.keys(net) as (keyof typeof net)[]).filter((market) => shows(text, net[market]))
/** The net prices each subject may read in a visitor-facing answer. */
const allowedNet: Record<Subject, (keyof typeof net)[]> = { anonymous: [], private: [], pending: [], rejected: [], otherMarket: ['us'], approved: ['eu'], editor: [] }

const fixture = { slug: 'matrix-sofa', product: 0, bulletin: 0, request: 0, offer: 0, file: 0, fileName: '', offerName: '', bulletinTitle: 'Matrix dealers in Europe', fileTitle: 'Matrix dealer sheet (Europe)', quickshipNote: 'MX-220' }

// ---------------------------------------------------------------------------------------------
// Pages
// ---------------------------------------------------------------------------------------------

/** What a page answers: itself, the sign-in (back here after it), the explanation of the visitor's standing, the landing (which explains it), or not found. */
type PageOutcome = 'page' | 'signIn' | 'explain' | 'landing' | 404
const accessApp = path.join(process.cwd(), 'src/app/(site)/[lang]/access')
/** The trade area's page routes, as the folders under src/app name them ('' the landing). */
function pageRoutes(): string[] {
  const found: string[] = []
  const walk = (dir: string, route: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(path.join(dir, entry.name), `${route}/${entry.name}`)
      else if (/^page\.(tsx|ts|jsx|js)$/.test(entry.name)) found.push(route)
    }
  }
  walk(accessApp, '')
  return found.sort()
}

const approvedOnly = { anonymous: 'signIn', private: 'explain', pending: 'explain', rejected: 'explain', otherMarket: 'page', approved: 'page', editor: 'signIn' } as const satisfies Record<Subject, PageOutcome>
const toLanding = { anonymous: 'signIn', private: 'landing', pending: 'landing', rejected: 'landing', otherMarket: 'page', approved: 'page', editor: 'signIn' } as const satisfies Record<Subject, PageOutcome>
const ownOnly = { ...toLanding, otherMarket: 404 } as const satisfies Record<Subject, PageOutcome>

interface PageRow {
  /** The address, from the trade slice's URL builders. */
  path: () => string
  params: () => Record<string, string>
  search?: Record<string, string>
  expected: Record<Subject, PageOutcome>
  /** Text the approved dealer (eu) reads there. */
  approvedReads?: () => string[]
  /** Text the dealer of another market (us) does not read there (Europe's). */
  otherMarketMisses?: () => string[]
}
/** Rows: the page routes (folders under `access/`); columns: subjects. */
const pages: Record<string, PageRow> = {
  '': { path: () => tradePaths.tradeAreaPath('en'), params: () => ({}), expected: approvedOnly, approvedReads: () => ['Dealer'] },
  '/archive': { path: () => tradePaths.tradeArchivePath('en'), params: () => ({}), expected: toLanding },
  '/bulletins': { path: () => tradePaths.tradeBulletinsPath('en'), params: () => ({}), expected: toLanding, approvedReads: () => [fixture.bulletinTitle] },
  '/bulletins/[id]': { path: () => tradePaths.tradeBulletinPath('en', fixture.bulletin), params: () => ({ id: String(fixture.bulletin) }), expected: ownOnly, approvedReads: () => [fixture.bulletinTitle] },
  '/products': { path: () => tradePaths.tradeProductsPath('en'), params: () => ({}), expected: approvedOnly, approvedReads: () => ['Matrix sofa', fixture.fileTitle], otherMarketMisses: () => [fixture.fileTitle] },
  '/products/[slug]': { path: () => tradePaths.tradeProductPath('en', fixture.slug), params: () => ({ slug: fixture.slug }), expected: approvedOnly, approvedReads: () => ['Matrix sofa', fixture.fileTitle], otherMarketMisses: () => [fixture.fileTitle] },
  '/quickship': { path: () => tradePaths.tradeQuickshipPath('en'), params: () => ({}), expected: approvedOnly, approvedReads: () => ['Matrix sofa'], otherMarketMisses: () => ['Matrix sofa'] },
  '/requests': { path: () => tradePaths.tradeRequestsPath('en'), params: () => ({}), expected: toLanding, approvedReads: () => [`${fixture.request}`] },
  '/requests/[id]': { path: () => tradePaths.tradeRequestPath('en', fixture.request), params: () => ({ id: String(fixture.request) }), expected: ownOnly },
  '/requests/new': { path: () => tradePaths.newTradeRequestPath('en'), params: () => ({}), search: { version: 'mx-220', kind: 'quote' }, expected: toLanding, approvedReads: () => ['mx-220'] },
}

type PageModule = {
  default: (props: { params: Promise<Record<string, string>>; searchParams: Promise<Record<string, string>> }) => Promise<ReactElement>
  generateMetadata?: (props: { params: Promise<Record<string, string>> }) => Promise<{ robots?: unknown }>
}
interface PageAnswer {
  outcome: 'page' | 'redirect' | 404
  location: string
  html: string
}

/** A Next.js redirect or not-found, as the framework throws them (their `digest`). */
function thrownAnswer(error: unknown): PageAnswer | null {
  const digest = typeof error === 'object' && error !== null && 'digest' in error && typeof error.digest === 'string' ? error.digest : ''
  if (digest.startsWith('NEXT_REDIRECT;')) return { outcome: 'redirect', location: digest.split(';')[2] ?? '', html: '' }
  if (digest === 'NEXT_HTTP_ERROR_FALLBACK;404') return { outcome: 404, location: '', html: '' }
  return null
}

/** The page module rendered for a subject as the server would: its element, then its HTML (nested server components included). */
async function openPage(route: string, row: PageRow, subject: Subject): Promise<PageAnswer> {
  const module = (await import(/* @vite-ignore */ `@/app/(site)/[lang]/access${route}/page`)) as PageModule
  request.headers = new Headers({ 'x-vesta-peer': '203.0.113.200', ...(cookies[subject] && { cookie: cookies[subject] }) })
  const props = { params: Promise.resolve({ lang: 'en', ...row.params() }), searchParams: Promise.resolve(row.search ?? {}) }
  try {
    const element = await module.default(props)
    const failures: unknown[] = []
    const stream = await renderToReadableStream(createElement('main', null, element), { onError: (error) => void failures.push(error) })
    await stream.allReady
    const html = await new Response(stream).text()
    if (failures.length === 0) return { outcome: 'page', location: '', html }
    // A redirect or not-found thrown by a component inside the page.
    const inside = thrownAnswer(failures[0])
    if (inside) return inside
    throw new Error(`${route} did not render`, { cause: failures[0] })
  } catch (error) {
    const answer = thrownAnswer(error)
    if (!answer) throw error
    return answer
  }
}

// ---------------------------------------------------------------------------------------------
// Endpoints
// ---------------------------------------------------------------------------------------------

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>
const apiFolder = path.join(process.cwd(), 'src/app/api/trade')
/** The trade endpoints, as `METHOD /api/trade/…` from the route files and the methods they export. */
async function apiRoutes(): Promise<string[]> {
  const found: string[] = []
  const walk = async (dir: string, route: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) await walk(path.join(dir, entry.name), `${route}/${entry.name}`)
      else if (entry.name === 'route.ts') {
        const module = (await import(/* @vite-ignore */ `@/app/api/trade${route}/route`)) as Record<string, unknown>
        for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']) if (typeof module[method] === 'function') found.push(`${method} /api/trade${route}`)
      }
    }
  }
  await walk(apiFolder, '')
  return found.sort()
}

interface ApiRow {
  params?: () => Record<string, string>
  query?: () => string
  body?: () => unknown
  expected: Record<Subject, number>
  /** Text the approved dealer's answer holds. */
  approvedReads?: () => string[]
}
const visitorsOnly = (approved: number, otherMarket = approved, others = 403) =>
  ({ anonymous: 401, private: others, pending: others, rejected: others, otherMarket, approved, editor: 401 }) as const satisfies Record<Subject, number>
const tradeQuote = () => ({ kind: 'quote', market: 'eu', message: 'Matrix lobby', lines: [{ version: 'mx-220', quantity: 2 }] })
/**
 * Rows: the trade endpoints; columns: subjects. The ones that change something run last (the
 * application's POST last of all: the refused professional applies again, a new request, an acknowledgement).
 */
const endpoints: Record<string, ApiRow> = {
  'GET /api/trade/application': { expected: { anonymous: 401, private: 200, pending: 200, rejected: 200, otherMarket: 200, approved: 200, editor: 401 }, approvedReads: () => ['"approved"', '"dealer"'] },
  'GET /api/trade/downloads/[id]': { params: () => ({ id: String(fixture.file) }), expected: visitorsOnly(200, 404), approvedReads: () => ['MX-220;matrix-file'] },
  'GET /api/trade/notices': { expected: visitorsOnly(200), approvedReads: () => [fixture.bulletinTitle] },
  'GET /api/trade/requests': { expected: visitorsOnly(200), approvedReads: () => [`"id":${fixture.request}`] },
  'GET /api/trade/requests/[id]': { params: () => ({ id: String(fixture.request) }), expected: visitorsOnly(200, 404), approvedReads: () => ['Matrix lobby'] },
  'GET /api/trade/requests/[id]/offers/[offer]': { params: () => ({ id: String(fixture.request), offer: String(fixture.offer) }), expected: visitorsOnly(200, 404), approvedReads: () => ['%PDF'] },
  'POST /api/trade/recently-viewed': { body: () => ({ productId: fixture.product }), expected: visitorsOnly(204) },
  'POST /api/trade/notices': { body: () => ({ change: 999_999 }), expected: visitorsOnly(404) },
  // The market must be one of the visitor's: the dealer of another market cannot ask for Europe.
  'POST /api/trade/requests': { body: tradeQuote, expected: visitorsOnly(200, 400) },
  // A private account cannot apply; pending and approved already did; a refused professional may apply again.
  'POST /api/trade/application': {
    body: () => ({ profession: 'architect', company: 'Studio Est', vatNumber: 'DE123456789', country: 'DE' }),
    expected: { anonymous: 401, private: 403, pending: 409, rejected: 200, otherMarket: 409, approved: 409, editor: 401 },
  },
}

async function callEndpoint(key: string, row: ApiRow, subject: Subject): Promise<Response> {
  const [method = 'GET', route = ''] = key.split(' ')
  const file = route.replace(/^\/api\/trade/, '')
  const module = (await import(/* @vite-ignore */ `@/app/api/trade${file}/route`)) as Record<string, Handler>
  const handler = module[method]
  if (!handler) throw new Error(`${key}: no handler`)
  const params = row.params?.() ?? {}
  const address = Object.entries(params).reduce((built, [name, value]) => built.replace(`[${name}]`, value), route)
  const url = `${address}?lang=en`
  const cookie = cookies[subject]
  const request = method === 'POST' ? post(url, row.body?.() ?? {}, { cookie }) : get(url, cookie)
  return handler(request, { params: Promise.resolve(params) })
}

// ---------------------------------------------------------------------------------------------
// Payload's API: the trade collections, each to editors only
// ---------------------------------------------------------------------------------------------

const tradeCollections = (): CollectionSlug[] => booted.payload.config.collections.map((collection) => collection.slug).filter((slug): slug is CollectionSlug => slug.startsWith('trade-'))
const payloadCall = (subject: Subject): ApiClient.CallOptions => (subject === 'editor' ? { token: editorToken } : { headers: cookies[subject] ? { cookie: cookies[subject] } : {} })

beforeAll(async () => {
  await mail.start()
  booted = await bootPayload()
  api = await import('./apiClient')
  Object.assign(globalThis, { [Symbol.for('atelier-vesta.peerStamp')]: true })
  const { payload } = booted
  await payload.create({ collection: 'users', data: { email: 'matrix-editor@example.com', password: 'a-real-password-2026', role: 'editor' } })
  editorToken = (await payload.login({ collection: 'users', data: { email: 'matrix-editor@example.com', password: 'a-real-password-2026' } })).token ?? ''
  // The editor in a browser: the admin's session cookie, sent with every request to the site.
  cookies.editor = `payload-token=${editorToken}`

  // The seven subjects, each made once.
  cookies.private = await signedInVisitor(mail, 'private.matrix@example.com', 'private')
  cookies.pending = (await tradeProfessional(payload, mail, 'pending.matrix@example.com', null)).cookie
  cookies.rejected = (await tradeProfessional(payload, mail, 'rejected.matrix@example.com', { status: 'rejected', reason: 'No VAT registration found.' })).cookie
  cookies.otherMarket = (await tradeProfessional(payload, mail, 'us.matrix@example.com', { status: 'approved', group: 'dealer', markets: ['us'] })).cookie
  cookies.approved = (await tradeProfessional(payload, mail, 'eu.matrix@example.com', { status: 'approved', group: 'dealer', markets: ['eu'] })).cookie

  // The trade data, written directly (no demo catalogue): one product, its dealer net prices per market, availability, quickship, a file, a notice, a request with an offer.
  const media = await payload.create({ collection: 'media', locale: 'it', data: { alt: 'campione' }, file: pixel() })
  const category = await payload.create({ collection: 'categories', data: { name: 'Divani', slug: 'divani-matrice', identifier: 'sofas-armchairs' } })
  const prices = [
    { market: 'eu' as const, currency: 'EUR' as const, amount: 4200 },
    { market: 'us' as const, currency: 'USD' as const, amount: 4500 },
  ]
  const product = await payload.create({
    collection: 'products',
    locale: 'it',
    data: { name: 'Matrix sofa', slug: fixture.slug, code: 'MX', category: category.id, type: 'sofa', gallery: [media.id], versions: [{ type: 'sofa', code: 'MX-220', name: '220 cm', dimensions: { length: 220, height: 80, depth: 95 }, prices }], _status: 'published' },
    overrideAccess: true,
  })
  // The English slug and names (the pages below are the English ones).
  await payload.update({ collection: 'products', id: product.id, locale: 'en', data: { name: 'Matrix sofa', slug: fixture.slug, versions: (product.versions ?? []).map((version) => ({ ...version, name: '220 cm' })) }, overrideAccess: true })
  fixture.product = product.id
  await payload.create({ collection: 'trade-price-lists', data: { group: 'dealer', discounts: [{ percent: 10 }], entries: [{ versionCode: 'MX-220', market: 'eu', net: net.eu }, { versionCode: 'MX-220', market: 'us', net: net.us }] }, overrideAccess: true })
  await payload.create({ collection: 'trade-availability', data: { versionCode: 'MX-220', leadTimeWeeks: 8, stock: 3 }, overrideAccess: true })
  await payload.create({ collection: 'trade-quickship', data: { product: product.id, versionCode: 'MX-220', market: 'eu', quantity: 2, shipBy: new Date(Date.now() + 7 * 86_400_000).toISOString() }, overrideAccess: true })
  const csv = Buffer.from('version;note\nMX-220;matrix-file\n', 'utf8')
  // Europe's dealers' file for the product: the dealer of another market neither sees nor takes it.
  const file = await payload.create({ collection: 'trade-downloads', data: { title: fixture.fileTitle, kind: 'priceList', products: [product.id], groups: ['dealer'], markets: ['eu'] }, file: { data: csv, mimetype: 'text/csv', name: 'matrix-dealer.csv', size: csv.length }, overrideAccess: true })
  fixture.file = file.id
  fixture.fileName = file.filename ?? ''
  fixture.bulletin = (await payload.create({ collection: 'trade-bulletins', locale: 'en', data: { title: fixture.bulletinTitle, body: 'Price update.', kind: 'priceUpdate', groups: ['dealer'], markets: ['eu'], publishedAt: new Date(Date.now() - 86_400_000).toISOString() }, overrideAccess: true })).id
  const create = (await import('@/app/api/trade/requests/route')).POST
  const created = (await (await create(post('/api/trade/requests?lang=en', tradeQuote(), { cookie: cookies.approved }))).json()) as { request?: { id: number } }
  fixture.request = created.request?.id ?? 0
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\nxref\n0 2\n0000000000 65535 f \n0000000009 00000 n \ntrailer << /Size 2 /Root 1 0 R >>\nstartxref\n49\n%%EOF\n')
  const offer = await payload.create({ collection: 'trade-offers', data: { title: 'Matrix offer' }, file: { data: pdf, mimetype: 'application/pdf', name: 'matrix-offer.pdf', size: pdf.length }, overrideAccess: true })
  fixture.offer = offer.id
  fixture.offerName = offer.filename ?? ''
  // The editor's answer names the net price: only its owner reads it.
  await payload.update({ collection: 'trade-requests', id: fixture.request, data: { status: 'inReview' }, overrideAccess: true })
  await payload.update({ collection: 'trade-requests', id: fixture.request, data: { status: 'answered', answer: `Net ${net.eu} EUR each.`, offers: [offer.id] }, overrideAccess: true })
}, 600_000)
afterAll(async () => {
  const { closeVisitorAuth } = await import('@/features/accounts/server/auth')
  await closeVisitorAuth()
  await booted.close()
  await mail.stop()
})

describe(`trade access matrix (${kind})`, () => {
  it('has a row for every trade page folder and every URL builder of the trade slice', async () => {
    expect(Object.keys(pages).sort()).toEqual(pageRoutes())
    const patterns = Object.keys(pages).map((route) => new RegExp(`^/en/access${route.replace(/\[[^\]]+\]/g, '[^/]+')}$`))
    const builders = Object.entries(tradePaths).filter((entry): entry is [string, (...args: unknown[]) => string] => typeof entry[1] === 'function' && entry[0].endsWith('Path') && !entry[0].startsWith('is'))
    expect(builders.length).toBeGreaterThan(5)
    for (const [name, build] of builders) {
      const built = new URL(build('en', '7', 'quote'), site).pathname
      expect(patterns.some((pattern) => pattern.test(built)), `${name}: ${built}`).toBe(true)
    }
  })

  it('has a row for every trade endpoint and method', async () => {
    expect(Object.keys(endpoints).sort()).toEqual(await apiRoutes())
  })

  it('answers every trade page as the table says, private, no-store and not indexed', async () => {
    const { proxy } = await import('@/proxy')
    for (const [route, row] of Object.entries(pages)) {
      const here = row.path()
      // The headers: the proxy's, for every trade address.
      const headers = proxy(new NextRequest(`${site}${here}`)).headers
      expect(headers.get('cache-control'), here).toBe('private, no-store')
      expect(headers.get('x-robots-tag'), here).toContain('noindex')
      const module = (await import(/* @vite-ignore */ `@/app/(site)/[lang]/access${route}/page`)) as PageModule
      const metadata = await module.generateMetadata?.({ params: Promise.resolve({ lang: 'en', ...row.params() }) })
      expect(metadata?.robots, here).toEqual({ index: false, follow: false })
      for (const subject of subjects) {
        const answer = await openPage(route, row, subject)
        const expected = row.expected[subject]
        const where = `${here} as ${subject}`
        if (expected === 'signIn') expect(answer, where).toMatchObject({ outcome: 'redirect', location: `/en/user/login?next=${encodeURIComponent(here)}` })
        else if (expected === 'landing') expect(answer, where).toMatchObject({ outcome: 'redirect', location: tradePaths.tradeAreaPath('en') })
        else if (expected === 404) expect(answer.outcome, where).toBe(404)
        else {
          expect(answer.outcome, where).toBe('page')
          expect(answer.html, where).toContain('<h1')
          if (expected === 'explain') {
            // The standing explained, never the trade content.
            expect(answer.html, where).toContain(html(en[`trade.${subject}.title`] ?? subject))
            expect(answer.html, where).not.toContain('Matrix sofa')
            expect(answer.html, where).not.toContain(fixture.bulletinTitle)
          }
          if (subject === 'approved') for (const text of row.approvedReads?.() ?? []) expect(answer.html, where).toContain(text)
          if (subject === 'otherMarket') for (const text of [fixture.bulletinTitle, ...(row.otherMarketMisses?.() ?? [])]) expect(answer.html, where).not.toContain(text)
        }
        expect(netPricesIn(answer.html), where).toEqual(netPricesIn(answer.html).filter((market) => allowedNet[subject].includes(market)))
      }
    }
    // Net prices where they belong: each approved dealer reads their own market's on the product page.
    const product = pages['/products/[slug]']
    if (!product) throw new Error('no product row')
    expect(netPricesIn((await openPage('/products/[slug]', product, 'approved')).html)).toEqual(['eu'])
    expect(netPricesIn((await openPage('/products/[slug]', product, 'otherMarket')).html)).toEqual(['us'])
    const answer = pages['/requests/[id]']
    if (!answer) throw new Error('no request row')
    expect(netPricesIn((await openPage('/requests/[id]', answer, 'approved')).html)).toEqual(['eu'])
  })

  it('answers every trade endpoint as the table says, private, no-store and not indexed', async () => {
    for (const [key, row] of Object.entries(endpoints)) {
      for (const subject of subjects) {
        const response = await callEndpoint(key, row, subject)
        const where = `${key} as ${subject}`
        expect(response.status, where).toBe(row.expected[subject])
        expect(response.headers.get('cache-control'), where).toBe('private, no-store')
        expect(response.headers.get('x-robots-tag'), where).toContain('noindex')
        const text = await response.text()
        expect(netPricesIn(text), where).toEqual(netPricesIn(text).filter((market) => allowedNet[subject].includes(market)))
        if (subject === 'approved') for (const read of row.approvedReads?.() ?? []) expect(text, where).toContain(read)
        if (subject === 'otherMarket') expect(text, where).not.toContain(fixture.bulletinTitle)
      }
    }
  })

  it('keeps every trade collection, its files and its GraphQL queries to editors in Payload’s API', async () => {
    const collections = tradeCollections()
    expect(collections).toEqual(expect.arrayContaining(['trade-price-lists', 'trade-quickship', 'trade-availability', 'trade-downloads', 'trade-requests', 'trade-offers', 'trade-bulletins', 'trade-applications']))
    const files = [`trade-downloads/file/${fixture.fileName}`, `trade-offers/file/${fixture.offerName}`]
    for (const subject of subjects) {
      for (const address of [...collections, ...files]) {
        const response = await api.rest('GET', address, payloadCall(subject))
        const where = `${address} as ${subject}`
        expect(response.headers.get('cache-control'), where).toBe('private, no-store')
        expect(response.headers.get('x-robots-tag'), where).toBe('noindex')
        expect(response.status, where).toBe(subject === 'editor' ? 200 : 403)
        const text = await response.text()
        if (subject !== 'editor') expect(netPricesIn(text), where).toEqual([])
      }
      for (const collection of booted.payload.config.collections.filter((config) => config.slug.startsWith('trade-'))) {
        const plural = collection.graphQL && collection.graphQL.pluralName
        if (!plural) continue
        const query = `{ ${plural} { docs { id } } }`
        const where = `GraphQL ${plural} as ${subject}`
        // The app's route: editors only; their answers are personal.
        const answer = await api.graphql(query, payloadCall(subject))
        if (subject === 'editor') {
          expect(answer.errors, where).toEqual([])
          expect(answer.headers.get('cache-control'), where).toBe('private, no-store')
          expect(answer.headers.get('x-robots-tag'), where).toBe('noindex')
        } else expect(answer.status, where).toBe(403)
        // Payload's own access rules, behind the route: nothing either.
        if (subject !== 'editor') expect((await api.graphql(query, { ...payloadCall(subject), guarded: false })).data?.[plural] ?? null, where).toBeNull()
      }
    }
    const prices = await api.rest('GET', 'trade-price-lists', { token: editorToken })
    expect(netPricesIn(await prices.text()).sort()).toEqual(['eu', 'us'])
  })
})
