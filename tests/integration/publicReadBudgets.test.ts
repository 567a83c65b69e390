import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { defaultConfiguration, formatConfiguration } from '@/domain/configurator/address'
import type * as Limits from '@/domain/limits'
import { readBundledMessages } from '@/i18n/bundled'
import { bootPayload, type Booted } from './boot'
import { site } from './visitors'

// The route modules are server-only; here they run in the test's own process.
vi.mock('server-only', () => ({}))
// The configurator's reader goes through Next.js's data cache, which only a Next.js server has.
vi.mock('next/cache', () => ({ unstable_cache: <Reader>(reader: Reader) => reader }))
vi.mock('@/data/messages', async () => {
  const { readBundledMessages: bundled } = await import('@/i18n/bundled')
  return { getMessages: async (locale: Parameters<typeof bundled>[0]) => bundled(locale) }
})
// Small budgets, so that the test spends them in a few requests: the rule is the same at any size.
vi.mock('@/domain/limits', async (importOriginal) => {
  const actual = await importOriginal<typeof Limits>()
  return {
    ...actual,
    rateBudgets: {
      ...actual.rateBudgets,
      mapData: { points: 3, durationSeconds: 3600 },
      configuratorPreviewRender: { points: 2, durationSeconds: 3600 },
    },
  }
})

type Handler<Context> = (request: Request, context: Context) => Promise<Response>
type CityContext = { params: Promise<{ z: string; x: string; y: string }> }

let booted: Booted
let cities: Handler<CityContext>
let preview: (request: Request) => Promise<Response>

const from = (peer: string, route: string) => new Request(`${site}${route}`, { headers: { 'x-vesta-peer': peer } })
const tile = (z: number, x: number, y: number): CityContext => ({ params: Promise.resolve({ z: String(z), x: String(x), y: String(y) }) })

beforeAll(async () => {
  booted = await bootPayload({ content: 'demo' })
  Object.assign(globalThis, { [Symbol.for('atelier-vesta.peerStamp')]: true })
  cities = (await import('@/app/api/geo/cities/[z]/[x]/[y]/route')).GET
  preview = (await import('@/app/api/configurator/preview/route')).GET
})

afterAll(async () => {
  await booted.close()
})

describe('the store map data budget (mapData)', () => {
  it('serves an address its budget of label tiles, then 429 with Retry-After and the message in its language; another address is served', async () => {
    for (const x of [16, 17, 18]) expect((await cities(from('198.51.100.21', `/api/geo/cities/5/${x}/11?lang=de`), tile(5, x, 11))).status).toBe(200)
    const refused = await cities(from('198.51.100.21', '/api/geo/cities/5/16/11?lang=de'), tile(5, 16, 11))
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(refused.headers.get('cache-control')).toBe('no-store')
    expect(await refused.json()).toEqual({ errors: [{ message: readBundledMessages('de')['http.tooManyRequests'] }] })
    expect((await cities(from('198.51.100.22', '/api/geo/cities/5/16/11?lang=de'), tile(5, 16, 11))).status).toBe(200)
  })
})

describe('configuration pictures drawn on request (configuratorPreviewRender)', () => {
  it('counts only pictures not drawn yet: past the budget a new one is 429, one already drawn is still served', async () => {
    const found = await booted.payload.find({ collection: 'products', where: { 'configurator.configurable': { equals: true } }, limit: 1, depth: 0, overrideAccess: true })
    const product = found.docs[0]
    if (!product) throw new Error('the demo content has no configurable product')
    const { getConfiguratorById } = await import('@/features/configurator/server/readers')
    const configurator = await getConfiguratorById('it', product.id)
    if (!configurator) throw new Error('the configurable product has no configurator')
    const { model } = configurator
    const first = defaultConfiguration(model)
    const [part] = model.parts
    if (!part) throw new Error('the configurable product has no part')
    const values = part.materials.slice(0, 3).map((material) => formatConfiguration(model, { ...first, materials: { ...first.materials, [part.code]: material } }))
    expect(values.length).toBeGreaterThanOrEqual(3)
    const [one = '', two = '', three = ''] = values
    const picture = (value: string) => preview(from('198.51.100.31', `/api/configurator/preview?p=${product.id}&c=${encodeURIComponent(value)}`))

    const drawn = await picture(one)
    expect(drawn.status).toBe(200)
    expect(drawn.headers.get('content-type')).toBe('image/jpeg')
    expect(drawn.headers.get('x-preview-cache')).toBe('miss')
    expect((await picture(one)).headers.get('x-preview-cache')).toBe('hit')
    expect((await picture(two)).status).toBe(200)
    const refused = await picture(three)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await refused.json()).toEqual({ error: 'rate_limited' })
    const again = await picture(one)
    expect(again.status).toBe(200)
    expect(again.headers.get('x-preview-cache')).toBe('hit')
    // Another address still has its own budget.
    expect((await preview(from('198.51.100.32', `/api/configurator/preview?p=${product.id}&c=${encodeURIComponent(three)}`))).status).toBe(200)
  })

  it('draws a phone’s width at the full picture’s proportions, kept apart from the full one, and refuses any other width', async () => {
    const found = await booted.payload.find({ collection: 'products', where: { 'configurator.configurable': { equals: true } }, limit: 1, depth: 0, overrideAccess: true })
    const product = found.docs[0]
    if (!product) throw new Error('the demo content has no configurable product')
    const address = `/api/configurator/preview?p=${product.id}&c=`
    const picture = (query: string) => preview(from('198.51.100.41', `${address}${query}`))

    const full = await picture('')
    expect(full.status).toBe(200)
    const phone = await picture('&w=828')
    expect(phone.status).toBe(200)
    // Drawn for its own width (not the full picture's bytes from the memory kept by configuration).
    expect(phone.headers.get('x-preview-cache')).toBe('miss')
    const [fullBytes, phoneBytes] = [Buffer.from(await full.arrayBuffer()), Buffer.from(await phone.arrayBuffer())]
    expect(await sharp(fullBytes).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 })
    expect(await sharp(phoneBytes).metadata()).toMatchObject({ format: 'jpeg', width: 828, height: 435 })
    expect(phoneBytes.length).toBeLessThan(fullBytes.length * 0.75)
    expect((await picture('&w=828')).headers.get('x-preview-cache')).toBe('hit')

    for (const width of ['4000', '827', '']) {
      const refused = await picture(`&w=${width}`)
      expect(refused.status, width).toBe(400)
      expect(await refused.json()).toEqual({ error: 'invalid_width' })
    }
  })
})
