import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { rateBudgets } from '@/domain/limits'
import { readBundledMessages } from '@/i18n/bundled'
import { makeTranslator } from '@/i18n/translator'
import { bootPayload, type Booted } from './boot'
import { createTestStore } from './fixtures/store'

// The route modules are server-only; here they run in the test's own process.
vi.mock('server-only', () => ({}))
// The CMS labels are read through Next.js's data cache, which only a Next.js server has.
vi.mock('@/data/messages', async () => {
  const { readBundledMessages: bundled } = await import('@/i18n/bundled')
  return { getMessages: async (locale: Parameters<typeof bundled>[0]) => bundled(locale) }
})

let booted: Booted
let storeId: number
let storeRequest: (request: Request) => Promise<Response>
let newsletter: (request: Request) => Promise<Response>
let market: (request: Request) => Promise<Response>
const de = readBundledMessages('de')
const it_ = readBundledMessages('it')
const countRequests = async () => (await booted.payload.count({ collection: 'store-requests', overrideAccess: true })).totalDocs

beforeAll(async () => {
  booted = await bootPayload()
  // As in a server started by `npm start`: the peer header is the socket's (scripts/lib/stampPeer.mjs).
  Object.assign(globalThis, { [Symbol.for('atelier-vesta.peerStamp')]: true })
  storeId = await createTestStore(booted.payload, 'Edge Test Store')
  storeRequest = (await import('@/app/api/forms/store-request/route')).POST
  newsletter = (await import('@/app/api/newsletter/route')).POST
  market = (await import('@/app/api/market/route')).POST
})
afterAll(async () => {
  await booted.close()
})

let peers = 0
/** A visitor of its own (a fresh socket address), so one test's count never reaches another's. */
const newPeer = () => `192.0.2.${++peers}`
const site = 'http://127.0.0.1:3000'
const post = (path: string, peer: string, body: BodyInit, headers: Record<string, string>) =>
  new Request(`${site}${path}`, { method: 'POST', body, headers: { 'x-vesta-peer': peer, origin: site, ...headers } })
const validRequest = () => JSON.stringify({ kind: 'appointment', storeId, name: 'Giulia Rossi', email: 'giulia@example.com', phonePrefix: '+39', phone: '02 12 345', preferredDate: '2030-01-15', message: 'Sofa', consent: true })
const json = { 'content-type': 'application/json' }

describe(`the product endpoints' edge (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('refuses what another site can post without asking: text/plain and multipart (415), a foreign or cross-site origin (403); nothing is written', async () => {
    const before = await countRequests()
    const asText = await storeRequest(post('/api/forms/store-request?lang=de', newPeer(), validRequest(), { 'content-type': 'text/plain' }))
    expect(asText.status).toBe(415)
    expect(await asText.json()).toEqual({ error: 'unsupported_media_type', message: de['http.unsupportedMediaType'] })
    const form = new FormData()
    form.set('payload', validRequest())
    expect((await storeRequest(post('/api/forms/store-request?lang=de', newPeer(), form, {}))).status).toBe(415)
    const foreign = await storeRequest(post('/api/forms/store-request?lang=de', newPeer(), validRequest(), { ...json, origin: 'https://evil.example' }))
    expect(foreign.status).toBe(403)
    expect(((await foreign.json()) as { message?: string }).message).toBe(de['http.foreignOrigin'])
    const crossSite = new Request(`${site}/api/forms/store-request?lang=de`, { method: 'POST', body: validRequest(), headers: { ...json, 'sec-fetch-site': 'cross-site', 'x-vesta-peer': newPeer() } })
    expect((await storeRequest(crossSite)).status).toBe(403)
    expect(await countRequests()).toBe(before)
  })

  it('caps the body: a declared or a streamed body over 16 kB is 413, malformed JSON 400; nothing is written', async () => {
    const before = await countRequests()
    const big = JSON.stringify({ message: 'x'.repeat(20_000) })
    const declared = await storeRequest(post('/api/forms/store-request?lang=de', newPeer(), big, json))
    expect(declared.status).toBe(413)
    expect(((await declared.json()) as { message?: string }).message).toBe(de['http.payloadTooLarge'])
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let index = 0; index < 20; index++) controller.enqueue(new TextEncoder().encode('x'.repeat(1024)))
        controller.close()
      },
    })
    const streamed = new Request(`${site}/api/forms/store-request?lang=de`, { method: 'POST', body: stream, headers: { ...json, origin: site, 'x-vesta-peer': newPeer() }, duplex: 'half' } as RequestInit)
    expect((await storeRequest(streamed)).status).toBe(413)
    const malformed = await storeRequest(post('/api/forms/store-request?lang=de', newPeer(), '{"kind":', json))
    expect(malformed.status).toBe(400)
    expect(((await malformed.json()) as { message?: string }).message).toBe(de['http.badRequest'])
    expect(await countRequests()).toBe(before)
  })

  it('takes a same-origin request (201, not cached), then refuses the address past its budget whatever X-Forwarded-For says', async () => {
    const peer = newPeer()
    const statuses: number[] = []
    let last: Response | undefined
    for (let index = 0; index <= rateBudgets.storeRequest.points; index++) {
      last = await storeRequest(post('/api/forms/store-request?lang=de', peer, validRequest(), { ...json, 'x-forwarded-for': `198.51.100.${index}` }))
      statuses.push(last.status)
    }
    expect(statuses).toEqual([...Array<number>(rateBudgets.storeRequest.points).fill(201), 429])
    expect(last?.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(last?.headers.get('cache-control')).toBe('no-store')
    expect(((await last?.json()) as { message?: string } | undefined)?.message).toBe(de['stores.tooManyRequests'])
  })

  it('checks the body with the endpoint\'s schema: 400 invalid with a message per field in the visitor\'s language; a plain form goes to its outcome page; nothing is written', async () => {
    const before = await countRequests()
    const wrong = { ...(JSON.parse(validRequest()) as Record<string, unknown>), kind: 'tour', email: 'giulia@', phone: 'call me', message: 'x'.repeat(2001), consent: 'yes' }
    const refused = await storeRequest(post('/api/forms/store-request?lang=de', newPeer(), JSON.stringify(wrong), json))
    expect(refused.status).toBe(400)
    expect(refused.headers.get('cache-control')).toBe('no-store')
    expect(await refused.json()).toEqual({
      error: 'invalid',
      message: de['validation.checkFields'],
      fields: {
        kind: de['form.fieldRequired'],
        email: de['form.invalidEmail'],
        phone: de['form.invalidPhone'],
        message: makeTranslator('de', de)('form.tooLong', { max: 2000 }),
        consent: de['form.consentRequired'],
      },
    })
    const garbage = await storeRequest(post('/api/forms/store-request?lang=de', newPeer(), '[1,2]', json))
    expect(Object.keys(((await garbage.json()) as { fields: Record<string, string> }).fields).sort()).toEqual(['consent', 'email', 'kind', 'name', 'storeId'])
    expect(await countRequests()).toBe(before)

    const en = readBundledMessages('en')
    const subscription = await newsletter(post('/api/newsletter?lang=en', newPeer(), JSON.stringify({ email: 'not-an-address', consent: false }), json))
    expect(subscription.status).toBe(400)
    expect(((await subscription.json()) as { fields: Record<string, string> }).fields).toEqual({ email: en['form.invalidEmail'], consent: en['newsletter.consentRequired'] })
    const plainForm = await newsletter(post('/api/newsletter?lang=en', newPeer(), 'email=not-an-address', { 'content-type': 'application/x-www-form-urlencoded' }))
    expect(plainForm.status).toBe(303)
    expect(new URL(plainForm.headers.get('location') ?? '').pathname).toBe('/en/newsletter/error')
  })

  it('a newsletter form without JavaScript still works: same-origin form post → 303 to the outcome page; past the budget too', async () => {
    const peer = newPeer()
    const body = () => new URLSearchParams({ email: `form-${peer}@example.com`, consent: 'on' }).toString()
    const form = { 'content-type': 'application/x-www-form-urlencoded' }
    const first = await newsletter(post('/api/newsletter?lang=en', peer, body(), form))
    expect(first.status).toBe(303)
    expect(new URL(first.headers.get('location') ?? '').pathname).toBe('/en/newsletter/sent')
    for (let index = 1; index < rateBudgets.newsletter.points; index++) await newsletter(post('/api/newsletter?lang=en', peer, body(), form))
    const limited = await newsletter(post('/api/newsletter?lang=en', peer, body(), form))
    expect(new URL(limited.headers.get('location') ?? '').pathname).toBe('/en/newsletter/error')
    const limitedJson = await newsletter(post('/api/newsletter?lang=en', peer, JSON.stringify({ email: 'x@example.com', consent: true }), json))
    expect(limitedJson.status).toBe(429)
    // Another site's form is refused outright, not sent to the visitor's outcome page.
    expect((await newsletter(post('/api/newsletter?lang=en', newPeer(), body(), { ...form, origin: 'https://evil.example' }))).status).toBe(403)
  })

  it('the market form answers in the visitor language: an unknown market 400, a foreign origin 403, JSON 415', async () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded' }
    const unknown = await market(post('/api/market?lang=it', newPeer(), 'market=mars&back=/it', form))
    expect(unknown.status).toBe(400)
    expect(await unknown.text()).toBe(it_['market.invalid'])
    const foreign = await market(post('/api/market?lang=it', newPeer(), 'market=us&back=/it', { ...form, origin: 'https://evil.example' }))
    expect(foreign.status).toBe(403)
    expect(await foreign.text()).toBe(it_['http.foreignOrigin'])
    expect((await market(post('/api/market?lang=it', newPeer(), '{"market":"us"}', json))).status).toBe(415)
    const chosen = await market(post('/api/market?lang=en', newPeer(), 'market=us&back=/en/products/', form))
    expect(chosen.status).toBe(303)
    expect(chosen.headers.get('set-cookie')).toMatch(/^vesta-market=us;/)
  })
})
