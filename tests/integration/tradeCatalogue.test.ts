import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { readBundledMessages } from '@/i18n/bundled'
import type * as ApiClient from './apiClient'
import { bootPayload, type Booted } from './boot'
import { mailCatcher } from './mailCatcher'
import { get, post, signedInVisitor, tradeProfessional } from './visitors'

vi.mock('server-only', () => ({}))
// The editors' hidden items are read through Next.js's data cache, which only a Next.js server has.
vi.mock('@/data/hidden', () => ({ hiddenKey: (collection: string, id: number | string) => `${collection}:${id}`, getHiddenSet: async () => new Set<string>() }))
vi.mock('@/data/messages', async () => {
  const { readBundledMessages: bundled } = await import('@/i18n/bundled')
  return { getMessages: async (locale: Parameters<typeof bundled>[0]) => bundled(locale) }
})

/**
 * The trade catalogue's data and endpoints (issue 21, docs/decisions/038), for every standing:
 * anonymous, private, pending, rejected, approved of another market, approved, editor. Net
 * prices, quickship, availability and trade files stay editors-only in Payload's API; a price
 * list an editor changes is what its group reads on the next request, and nobody else's.
 */
const mail = mailCatcher()
type Handler = (request: Request) => Promise<Response>
const routes = {} as Record<'viewed', Handler> & { download: (request: Request, context: { params: Promise<{ id: string }> }) => Promise<Response> }
let booted: Booted
let api: typeof ApiClient
let editorToken = ''
const kind = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'
const en = readBundledMessages('en')
const cookies: Record<'private' | 'pending' | 'rejected' | 'otherMarket' | 'dealer' | 'designer', string> = { private: '', pending: '', rejected: '', otherMarket: '', dealer: '', designer: '' }
const userIds: Record<string, string> = {}
let fileId = 0
/** The dealers' file for every market (no net prices in it). */
let everyMarketFileId = 0
const standings = () => [
  ['anonymous', '', 401],
  ['private', cookies.private, 403],
  ['pending', cookies.pending, 403],
  ['rejected', cookies.rejected, 403],
] as const

/** A professional who applied; then the editor's decision (tests/integration/visitors.ts). */
async function professional(email: string, decision: Record<string, unknown> | null): Promise<string> {
  const { cookie, userId } = await tradeProfessional(booted.payload, mail, email, decision)
  userIds[email] = userId
  return cookie
}

const download = (id: number | string, cookie: string) => routes.download(get(`/api/trade/downloads/${id}?lang=en`, cookie), { params: Promise.resolve({ id: String(id) }) })

beforeAll(async () => {
  await mail.start()
  booted = await bootPayload()
  api = await import('./apiClient')
  Object.assign(globalThis, { [Symbol.for('atelier-vesta.peerStamp')]: true })
  routes.viewed = (await import('@/app/api/trade/recently-viewed/route')).POST
  routes.download = (await import('@/app/api/trade/downloads/[id]/route')).GET
  await booted.payload.create({ collection: 'users', data: { email: 'catalogue-editor@example.com', password: 'a-real-password-2026', role: 'editor' } })
  editorToken = (await booted.payload.login({ collection: 'users', data: { email: 'catalogue-editor@example.com', password: 'a-real-password-2026' } })).token ?? ''
  cookies.private = await signedInVisitor(mail, 'private.catalogue@example.com', 'private')
  cookies.pending = await professional('pending.catalogue@example.com', null)
  cookies.rejected = await professional('rejected.catalogue@example.com', { status: 'rejected', reason: 'No VAT registration found.' })
  cookies.otherMarket = await professional('us.catalogue@example.com', { status: 'approved', group: 'dealer', markets: ['us'] })
  cookies.dealer = await professional('dealer.catalogue@example.com', { status: 'approved', group: 'dealer', markets: ['eu', 'uk'] })
  cookies.designer = await professional('designer.catalogue@example.com', { status: 'approved', group: 'designer', markets: ['eu'] })
  await booted.payload.create({ collection: 'trade-price-lists', data: { group: 'dealer', discounts: [{ percent: 40 }], entries: [{ versionCode: 'TC-1', market: 'eu', net: 4333 }] }, overrideAccess: true })
  await booted.payload.create({ collection: 'trade-price-lists', data: { group: 'designer', discounts: [{ percent: 20 }], entries: [] }, overrideAccess: true })
  const data = Buffer.from('version;net\nTC-1;4333\n', 'utf8')
  // Europe's net prices: for dealers of that market only (docs/decisions/038, addendum).
  fileId = (await booted.payload.create({ collection: 'trade-downloads', data: { title: 'Dealer price list', kind: 'priceList', groups: ['dealer'], markets: ['eu'] }, file: { data, mimetype: 'text/csv', name: 'dealer-prices.csv', size: data.length }, overrideAccess: true })).id
  const drawing = Buffer.from('dealer drawing sheet\n', 'utf8')
  everyMarketFileId = (await booted.payload.create({ collection: 'trade-downloads', data: { title: 'Dealer drawing', kind: 'cad', groups: ['dealer'] }, file: { data: drawing, mimetype: 'text/csv', name: 'dealer-drawing.csv', size: drawing.length }, overrideAccess: true })).id
  await booted.payload.create({ collection: 'trade-availability', data: { versionCode: 'TC-1', leadTimeWeeks: 8, stock: 3 }, overrideAccess: true })
})
afterAll(async () => {
  const { closeVisitorAuth } = await import('@/features/accounts/server/auth')
  await closeVisitorAuth()
  await booted.close()
  await mail.stop()
})

describe(`trade catalogue (${kind})`, () => {
  it('keeps price lists, quickship, availability and trade files to editors in the REST and GraphQL API', async () => {
    for (const collection of ['trade-price-lists', 'trade-quickship', 'trade-availability', 'trade-downloads']) {
      const anonymous = await api.rest('GET', collection)
      expect(anonymous.status, `${collection} anonymous`).toBe(403)
      // An approved professional's session opens nothing in Payload's API either.
      const approved = await api.rest('GET', collection, { headers: { cookie: cookies.dealer } })
      expect(approved.status, `${collection} approved visitor`).toBe(403)
      expect(await approved.text()).not.toContain('4333')
      expect((await api.rest('GET', collection, { token: editorToken })).status, `${collection} editor`).toBe(200)
    }
    const stored = await api.rest('GET', 'trade-downloads/file/dealer-prices.csv', { headers: { cookie: cookies.dealer } })
    expect(stored.status).toBe(403)
    const graph = await api.graphql('{ TradePriceLists { docs { group entries { net } } } }', { guarded: false })
    expect(JSON.stringify(graph)).not.toContain('4333')
  })

  it('changes what a group’s members read as soon as an editor saves its list, and nobody else’s', async () => {
    const { priceLists } = await import('@/features/trade/server/catalogue')
    const { tradeOffers } = await import('@/domain/trade/catalogue')
    const version = { code: 'TC-1', name: 'One', prices: { eu: 10000, uk: 9000 } }
    const seen = async (group: 'dealer' | 'designer') => tradeOffers(version, { lists: await priceLists(), group, markets: ['eu', 'uk'], availability: [] }).map((offer) => offer.net?.net ?? null)
    expect(await seen('dealer')).toEqual([4333, 5400])
    expect(await seen('designer')).toEqual([8000, 7200])
    const { docs } = await booted.payload.find({ collection: 'trade-price-lists', where: { group: { equals: 'dealer' } }, overrideAccess: true })
    const dealerList = docs[0]
    if (!dealerList) throw new Error('no dealer list')
    const started = Date.now()
    const saved = await api.rest('PATCH', `trade-price-lists/${dealerList.id}`, { token: editorToken, body: { discounts: [{ percent: 50 }], entries: [{ versionCode: 'TC-1', market: 'eu', net: 3999 }] } })
    expect(saved.status).toBe(200)
    expect(await seen('dealer')).toEqual([3999, 4500])
    expect(Date.now() - started).toBeLessThan(5000)
    expect(await seen('designer')).toEqual([8000, 7200])
  })

  it('records recently viewed products only for approved professionals, from this site, bounded at 50', async () => {
    for (const [who, cookie, status] of standings()) {
      const answer = await routes.viewed(post('/api/trade/recently-viewed?lang=en', { productId: 1 }, { cookie }))
      expect(answer.status, who).toBe(status)
      expect(answer.headers.get('cache-control'), who).toBe('private, no-store')
    }
    const notApproved = await routes.viewed(post('/api/trade/recently-viewed?lang=en', { productId: 1 }, { cookie: cookies.pending }))
    expect(await notApproved.json()).toEqual({ error: 'not_approved', message: en['trade.notApproved'] })
    expect((await routes.viewed(post('/api/trade/recently-viewed?lang=en', { productId: 1 }, { cookie: cookies.dealer, origin: 'https://elsewhere.example' }))).status).toBe(403)
    expect((await routes.viewed(post('/api/trade/recently-viewed?lang=en', { productId: 'x' }, { cookie: cookies.dealer }))).status).toBe(400)
    // No such product in this empty catalogue: nothing is stored.
    expect((await routes.viewed(post('/api/trade/recently-viewed?lang=en', { productId: 999999 }, { cookie: cookies.dealer }))).status).toBe(404)

    const { recordView, recentlyViewed, recentlyViewedCount } = await import('@/features/trade/server/recentlyViewed')
    const dealer = userIds['dealer.catalogue@example.com'] ?? ''
    const designer = userIds['designer.catalogue@example.com'] ?? ''
    const start = Date.parse('2026-11-01T00:00:00Z')
    for (let id = 1; id <= 55; id += 1) await recordView(dealer, id, new Date(start + id * 60_000))
    await recordView(designer, 7, new Date(start))
    // Opening one again moves it to the top without a second row.
    await recordView(dealer, 10, new Date(start + 100 * 60_000))
    expect(await recentlyViewedCount(dealer)).toBe(50)
    const list = await recentlyViewed(dealer)
    expect(list).toHaveLength(50)
    expect(list[0]?.productId).toBe(10)
    expect(list.map((row) => row.productId)).not.toContain(5)
    expect(list.map((row) => row.productId)).toContain(55)
    expect((await recentlyViewed(designer)).map((row) => row.productId)).toEqual([7])
  })

  it('gives trade files to approved professionals of the file’s group and market only', async () => {
    for (const [who, cookie, status] of standings()) {
      const answer = await download(fileId, cookie)
      expect(answer.status, who).toBe(status)
      expect(await answer.text(), who).not.toContain('4333')
    }
    const taken = await download(fileId, cookies.dealer)
    expect(taken.status).toBe(200)
    expect(taken.headers.get('cache-control')).toBe('private, no-store')
    expect(await taken.text()).toContain('TC-1;4333')
    // Approved, of the group, but another market: another market's net prices do not exist for them,
    // as another group's file; a file naming no market opens to every market.
    const otherMarket = await download(fileId, cookies.otherMarket)
    expect(otherMarket.status).toBe(404)
    expect(otherMarket.headers.get('cache-control')).toBe('private, no-store')
    const refusal = await otherMarket.text()
    expect(refusal).not.toContain('4333')
    expect(JSON.parse(refusal)).toEqual({ error: 'not_found', message: en['download.missing'] })
    const german = await routes.download(get(`/api/trade/downloads/${fileId}?lang=de`, cookies.otherMarket), { params: Promise.resolve({ id: String(fileId) }) })
    expect(await german.json()).toEqual({ error: 'not_found', message: readBundledMessages('de')['download.missing'] })
    expect((await download(everyMarketFileId, cookies.otherMarket)).status).toBe(200)
    expect((await download(everyMarketFileId, cookies.dealer)).status).toBe(200)
    expect((await download(everyMarketFileId, cookies.designer)).status).toBe(404)
    const designer = await download(fileId, cookies.designer)
    expect(designer.status).toBe(404)
    expect(await designer.text()).not.toContain('4333')
    expect((await download('9999999', cookies.dealer)).status).toBe(404)
    expect((await download('../etc', cookies.dealer)).status).toBe(404)
  })

  it('lists only the trade files the visitor may take: their group and one of their markets', async () => {
    const { catalogueFiles } = await import('@/features/trade/server/catalogue')
    const listed = async (group: 'dealer' | 'designer', markets: ('eu' | 'uk' | 'us')[]) => (await catalogueFiles('en', { group, markets })).map((file) => file.id).sort((a, b) => a - b)
    expect(await listed('dealer', ['eu', 'uk'])).toEqual([fileId, everyMarketFileId].sort((a, b) => a - b))
    expect(await listed('dealer', ['us'])).toEqual([everyMarketFileId])
    expect(await listed('designer', ['eu'])).toEqual([])
  })
})
