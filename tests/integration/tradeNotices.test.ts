import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { readBundledMessages } from '@/i18n/bundled'
import type { Product } from '@/payload-types'
import type * as ApiClient from './apiClient'
import { bootPayload, type Booted } from './boot'
import { pixel } from './fixtures/pixel'
import { mailCatcher } from './mailCatcher'
import { get, post, signedInVisitor, tradeProfessional } from './visitors'

// The route modules are server-only; here they run in the test's own process.
vi.mock('server-only', () => ({}))
// The CMS labels are read through Next.js's data cache, which only a Next.js server has.
vi.mock('@/data/messages', async () => {
  const { readBundledMessages: bundled } = await import('@/i18n/bundled')
  return { getMessages: async (locale: Parameters<typeof bundled>[0]) => bundled(locale) }
})

/**
 * Bulletin boards and warnings of the trade area (issue 21 items 4 and 5, docs/decisions/040):
 * notices reach only their groups and markets, read marks and acknowledgements are each
 * visitor's own, an editor's published price change warns the followers in that market and
 * nobody else, and only editors reach the collections through REST or GraphQL.
 */
const mail = mailCatcher()
type Handler = (request: Request) => Promise<Response>
const routes = {} as Record<'notices' | 'acknowledge' | 'wishlistAdd' | 'request', Handler>
let booted: Booted
let api: typeof ApiClient
let editorToken = ''
const kind = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'
const en = readBundledMessages('en')
type Warning = { id: string; kind: string; versionCode: string | null; market: string | null; previousAmount: number | null; amount: number | null; productName: string; sources: string[] }
type Notices = { error?: string; message?: string; unreadBulletins?: number; bulletins?: { id: number; title: string; read: boolean }[]; warnings?: Warning[] }
const cookies = {} as Record<'privateOne' | 'pending' | 'rejected' | 'designerEu' | 'designerEuToo' | 'dealerUs', string>
const bulletins = {} as Record<'designerEu' | 'everyone' | 'dealerUs' | 'expired' | 'future', number>
let product: Product

/** A professional who applied, then (optionally) an editor's decision on the application (tests/integration/visitors.ts). */
const professional = async (email: string, decision?: Record<string, unknown>) => (await tradeProfessional(booted.payload, mail, email, decision ?? null)).cookie

const notices = async (cookie: string, lang = 'en') => {
  const response = await routes.notices(get(`/api/trade/notices?lang=${lang}`, cookie))
  return { status: response.status, cacheControl: response.headers.get('cache-control'), body: (await response.json()) as Notices }
}
const acknowledge = (cookie: string, change: unknown, origin?: string) => routes.acknowledge(post('/api/trade/notices?lang=en', { change }, { cookie, ...(origin ? { origin } : {}) }))
const bulletinIds = async (cookie: string) => ((await notices(cookie)).body.bulletins ?? []).map((bulletin) => bulletin.id)
const changesOf = async () => (await booted.payload.find({ collection: 'trade-catalogue-changes', where: { product: { equals: product.id } }, sort: 'createdAt', overrideAccess: true, depth: 0, limit: 100 })).docs
/** An editor's save in the admin: Payload's REST API with the editor's token (published unless `draft`). */
const editorSaves = (data: Record<string, unknown>, draft = false) => api.rest('PATCH', `products/${product.id}${draft ? '?draft=true' : ''}`, { token: editorToken, body: draft ? data : { ...data, _status: 'published' } })
const withEuPrice = (amount: number) => (product.versions ?? []).map((version) => (version.code === 'NT-220' ? { ...version, prices: (version.prices ?? []).map((price) => (price.market === 'eu' ? { ...price, amount } : price)) } : version))

beforeAll(async () => {
  await mail.start()
  booted = await bootPayload()
  api = await import('./apiClient')
  Object.assign(globalThis, { [Symbol.for('atelier-vesta.peerStamp')]: true })
  routes.notices = (await import('@/app/api/trade/notices/route')).GET
  routes.acknowledge = (await import('@/app/api/trade/notices/route')).POST
  routes.wishlistAdd = (await import('@/app/api/user/wishlist/add/route')).POST
  routes.request = (await import('@/app/api/trade/requests/route')).POST
  const { payload } = booted
  await payload.create({ collection: 'users', data: { email: 'notices-editor@example.com', password: 'a-real-password-2026', role: 'editor' } })
  editorToken = (await payload.login({ collection: 'users', data: { email: 'notices-editor@example.com', password: 'a-real-password-2026' } })).token ?? ''

  cookies.privateOne = await signedInVisitor(mail, 'private.notices@example.com', 'private')
  cookies.pending = await professional('pending.notices@example.com')
  cookies.rejected = await professional('rejected.notices@example.com', { status: 'rejected', reason: 'Unknown company.' })
  cookies.designerEu = await professional('designer.notices@example.com', { status: 'approved', group: 'designer', markets: ['eu'] })
  cookies.designerEuToo = await professional('designer2.notices@example.com', { status: 'approved', group: 'designer', markets: ['eu', 'ch'] })
  cookies.dealerUs = await professional('dealer.notices@example.com', { status: 'approved', group: 'dealer', markets: ['us'] })

  const day = 86_400_000
  const notice = async (title: string, data: Record<string, unknown>) =>
    (await payload.create({ collection: 'trade-bulletins', locale: 'en', data: { title, body: `${title}.\n\nSecond paragraph.`, kind: 'other', publishedAt: new Date(Date.now() - day).toISOString(), ...data }, overrideAccess: true })).id
  bulletins.designerEu = await notice('Designers in Europe', { kind: 'priceUpdate', groups: ['designer'], markets: ['eu'] })
  bulletins.everyone = await notice('Everyone everywhere', { kind: 'newCollection' })
  bulletins.dealerUs = await notice('Dealers in the US', { kind: 'event', groups: ['dealer'], markets: ['us'] })
  bulletins.expired = await notice('Expired notice', { publishedAt: new Date(Date.now() - 3 * day).toISOString(), expiresAt: new Date(Date.now() - day).toISOString() })
  bulletins.future = await notice('Future notice', { publishedAt: new Date(Date.now() + day).toISOString() })

  const media = await payload.create({ collection: 'media', locale: 'it', data: { alt: 'campione' }, file: pixel() })
  const category = await payload.create({ collection: 'categories', data: { name: 'Divani', slug: 'divani-avvisi', identifier: 'sofas-armchairs' } })
  const version = (length: number, eu: number) => ({
    type: 'sofa' as const,
    code: `NT-${length}`,
    name: `${length} cm`,
    dimensions: { length, height: 80, depth: 95 },
    prices: [
      { market: 'eu' as const, currency: 'EUR' as const, amount: eu },
      { market: 'us' as const, currency: 'USD' as const, amount: eu + 300 },
    ],
  })
  product = await payload.create({
    collection: 'products',
    locale: 'it',
    data: { name: 'Notice sofa', slug: 'notice-sofa', code: 'NT', category: category.id, type: 'sofa', gallery: [media.id], versions: [version(220, 4200), version(260, 5200)], _status: 'published' },
    overrideAccess: true,
  })
}, 600_000)
afterAll(async () => {
  const { closeVisitorAuth } = await import('@/features/accounts/server/auth')
  await closeVisitorAuth()
  await booted.close()
  await mail.stop()
})

describe(`trade notices (${kind})`, () => {
  it('answers only approved professionals: 401 signed out, 403 private, pending and refused; never cached', async () => {
    const anonymous = await notices('')
    expect(anonymous).toMatchObject({ status: 401, cacheControl: 'private, no-store', body: { error: 'unauthenticated', message: en['trade.signInRequired'] } })
    for (const cookie of [cookies.privateOne, cookies.pending, cookies.rejected]) {
      const refused = await notices(cookie)
      expect(refused).toMatchObject({ status: 403, cacheControl: 'private, no-store', body: { error: 'not_approved', message: en['tradeNotices.notApproved'] } })
      expect(JSON.stringify(refused.body)).not.toContain('Everyone everywhere')
      expect((await acknowledge(cookie, 1)).status).toBe(403)
    }
    expect((await acknowledge('', 1)).status).toBe(401)
    // An editor's session is not a visitor's: the visitor endpoints answer as to anyone signed out.
    const editor = await routes.notices(get('/api/trade/notices?lang=en', '', { authorization: `JWT ${editorToken}` }))
    expect(editor.status).toBe(401)
    const approved = await notices(cookies.designerEu)
    expect(approved).toMatchObject({ status: 200, cacheControl: 'private, no-store' })
  })

  it('shows each notice only to its groups and markets, published and not expired, newest first', async () => {
    expect(await bulletinIds(cookies.designerEu)).toEqual([bulletins.everyone, bulletins.designerEu].sort((a, b) => b - a))
    expect(await bulletinIds(cookies.dealerUs)).toEqual([bulletins.dealerUs, bulletins.everyone].sort((a, b) => b - a))
    const { noticeFor } = await import('@/features/trade/server/bulletins')
    // The detail page's read: another group's or market's notice is nothing (the page answers 404).
    expect(await noticeFor(bulletins.designerEu, { group: 'dealer', markets: ['us'] }, 'en')).toBeNull()
    expect(await noticeFor(bulletins.designerEu, { group: 'designer', markets: ['us'] }, 'en')).toBeNull()
    expect(await noticeFor(bulletins.expired, { group: 'designer', markets: ['eu'] }, 'en')).toBeNull()
    expect(await noticeFor(bulletins.future, { group: 'designer', markets: ['eu'] }, 'en')).toBeNull()
    expect((await noticeFor(bulletins.designerEu, { group: 'designer', markets: ['eu'] }, 'en'))?.title).toBe('Designers in Europe')
  })

  it('keeps read marks per visitor: opening a notice reads it for that visitor only', async () => {
    expect((await notices(cookies.designerEu)).body.unreadBulletins).toBe(2)
    expect((await notices(cookies.designerEuToo)).body.unreadBulletins).toBe(2)
    const { markNoticeRead } = await import('@/features/trade/server/bulletins')
    const { docs } = await booted.payload.find({ collection: 'trade-applications', where: { email: { equals: 'designer.notices@example.com' } }, overrideAccess: true, depth: 0 })
    const visitor = docs[0]?.visitor ?? ''
    // Twice at once (two tabs): one mark.
    await Promise.all([markNoticeRead(visitor, bulletins.designerEu), markNoticeRead(visitor, bulletins.designerEu)])
    const after = (await notices(cookies.designerEu)).body
    expect(after.unreadBulletins).toBe(1)
    expect(after.bulletins?.find((bulletin) => bulletin.id === bulletins.designerEu)?.read).toBe(true)
    expect((await notices(cookies.designerEuToo)).body.unreadBulletins).toBe(2)
    expect((await booted.payload.count({ collection: 'trade-notice-marks', where: { visitor: { equals: visitor } }, overrideAccess: true })).totalDocs).toBe(1)
  })

  it('warns of a published price change on a wishlisted version, only the follower in that market, until acknowledged', async () => {
    for (const cookie of [cookies.designerEu, cookies.dealerUs]) expect((await routes.wishlistAdd(post('/api/user/wishlist/add', { kind: 'product', id: String(product.id), options: { version: 'NT-220' } }, { cookie }))).status).toBe(200)
    // designerEuToo follows nothing.
    expect((await notices(cookies.designerEu)).body.warnings).toEqual([])

    // A draft (or autosave) changes nothing the followers see: no change recorded.
    expect((await editorSaves({ versions: withEuPrice(3900) }, true)).status).toBe(200)
    expect(await changesOf()).toEqual([])

    const published = await editorSaves({ versions: withEuPrice(4500) })
    expect(published.status, await published.clone().text()).toBe(200)
    expect((await changesOf()).map((change) => ({ kind: change.kind, versionCode: change.versionCode, market: change.market, previousAmount: change.previousAmount, amount: change.amount }))).toEqual([
      { kind: 'priceChanged', versionCode: 'NT-220', market: 'eu', previousAmount: 4200, amount: 4500 },
    ])
    const warnings = (await notices(cookies.designerEu)).body.warnings ?? []
    expect(warnings).toEqual([expect.objectContaining({ kind: 'priceChanged', productName: 'Notice sofa', versionCode: 'NT-220', market: 'eu', previousAmount: 4200, amount: 4500, sources: ['wishlist'] })])
    expect((await notices(cookies.designerEuToo)).body.warnings).toEqual([])
    // The dealer follows the same version, in the US only: the European price is not their news.
    expect((await notices(cookies.dealerUs)).body.warnings).toEqual([])

    const changeId = Number(warnings[0]?.id)
    expect((await acknowledge(cookies.designerEu, changeId, 'https://elsewhere.example')).status).toBe(403)
    expect((await notices(cookies.designerEu)).body.warnings).toHaveLength(1)
    const refused = await acknowledge(cookies.designerEu, 'first')
    expect(refused.status).toBe(400)
    expect((await acknowledge(cookies.designerEu, 999_999)).status).toBe(404)
    expect((await acknowledge(cookies.designerEu, changeId)).status).toBe(200)
    expect((await acknowledge(cookies.designerEu, changeId)).status).toBe(200)
    expect((await notices(cookies.designerEu)).body.warnings).toEqual([])

    // A later change (the version withdrawn from the catalogue) warns again; the acknowledged one stays gone.
    expect((await editorSaves({ versions: (product.versions ?? []).filter((version) => version.code !== 'NT-220') })).status).toBe(200)
    const later = (await notices(cookies.designerEu)).body.warnings ?? []
    expect(later.map((warning) => ({ kind: warning.kind, versionCode: warning.versionCode }))).toEqual([{ kind: 'discontinued', versionCode: 'NT-220' }])
    expect((await notices(cookies.dealerUs)).body.warnings?.map((warning) => warning.kind)).toEqual(['discontinued'])
    expect((await notices(cookies.designerEuToo)).body.warnings).toEqual([])
  })

  it('warns through requests and quickship too: a requested version, and a quickship item of the visitor’s markets', async () => {
    const euPrice = (amount: number) => (product.versions ?? []).map((version) => (version.code === 'NT-260' ? { ...version, prices: (version.prices ?? []).map((price) => (price.market === 'eu' ? { ...price, amount } : price)) } : version))
    const current = await booted.payload.findByID({ collection: 'products', id: product.id, overrideAccess: true, depth: 0 })
    product = current
    // designerEuToo asks a quote for the 260 cm version; nothing else follows it yet.
    const asked = await routes.request(post('/api/trade/requests?lang=en', { kind: 'quote', market: 'eu', message: 'Hotel lobby', lines: [{ version: 'NT-260', quantity: 2 }] }, { cookie: cookies.designerEuToo }))
    expect(asked.status, await asked.clone().text()).toBe(200)
    expect((await editorSaves({ versions: euPrice(5600) })).status).toBe(200)
    const throughRequest = (await notices(cookies.designerEuToo)).body.warnings ?? []
    expect(throughRequest).toEqual([expect.objectContaining({ kind: 'priceChanged', versionCode: 'NT-260', market: 'eu', previousAmount: 5200, amount: 5600, sources: ['requests'] })])
    // The US dealer neither asked for it nor is its price in their market.
    expect((await notices(cookies.dealerUs)).body.warnings?.map((warning) => warning.versionCode)).not.toContain('NT-260')

    // Listed on quickship in the US: the US dealer follows it from then on, the European designers do not through it.
    await booted.payload.create({ collection: 'trade-quickship', data: { product: product.id, versionCode: 'NT-260', market: 'us', quantity: 3, shipBy: new Date(Date.now() + 7 * 86_400_000).toISOString() }, overrideAccess: true })
    const usPrice = (product.versions ?? []).map((version) => (version.code === 'NT-260' ? { ...version, prices: (version.prices ?? []).map((price) => (price.market === 'us' ? { ...price, amount: 6100 } : price.market === 'eu' ? { ...price, amount: 5600 } : price)) } : version))
    expect((await editorSaves({ versions: usPrice })).status).toBe(200)
    const dealer = (await notices(cookies.dealerUs)).body.warnings ?? []
    expect(dealer.filter((warning) => warning.versionCode === 'NT-260')).toEqual([expect.objectContaining({ kind: 'priceChanged', market: 'us', previousAmount: 5500, amount: 6100, sources: ['quickship'] })])
    expect((await notices(cookies.designerEuToo)).body.warnings?.map((warning) => warning.market)).toEqual(['eu'])
  })

  it('shows notices, read marks and catalogue changes to editors only, through REST and GraphQL', async () => {
    for (const collection of ['trade-bulletins', 'trade-notice-marks', 'trade-catalogue-changes']) {
      expect((await api.rest('GET', collection)).status, collection).toBe(403)
      const visitorAsked = await api.rest('GET', collection, { headers: { cookie: cookies.designerEu } })
      expect(visitorAsked.status, collection).toBe(403)
      expect((await api.rest('POST', collection, { headers: { cookie: cookies.designerEu }, body: { visitor: 'x', kind: 'bulletinRead', subject: 1 } })).status, collection).toBe(403)
      expect((await api.rest('GET', `${collection}?limit=50`, { token: editorToken })).status, collection).toBe(200)
    }
    expect(JSON.stringify(await (await api.rest('GET', 'trade-bulletins?limit=50&locale=en', { token: editorToken })).json())).toContain('Dealers in the US')
    for (const query of ['{ TradeBulletins { docs { title } } }', '{ TradeCatalogueChanges { docs { productCode } } }', '{ TradeNoticeMarks { docs { visitor } } }']) {
      const unguarded = await api.graphql(query, { guarded: false, headers: { cookie: cookies.designerEu } })
      expect(unguarded.errors.length, query).toBeGreaterThan(0)
      expect(JSON.stringify(unguarded.data ?? {}), query).not.toMatch(/Dealers in the US|"NT"/)
    }
  })
})
