import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { readBundledMessages } from '@/i18n/bundled'
import { newSeedContext } from '@/seed/context'
import { seedForms } from '@/seed/forms'
import { proofOfWorkHeaders } from './proofOfWork'
import { bootPayload, type Booted } from './boot'

// The route modules are server-only; here they run in the test's own process.
vi.mock('server-only', () => ({}))
// The CMS labels and the hidden items go through Next.js's data cache, which only a Next.js server has.
vi.mock('@/data/messages', async () => {
  const { readBundledMessages: bundled } = await import('@/i18n/bundled')
  return { getMessages: async (locale: Parameters<typeof bundled>[0]) => bundled(locale) }
})
vi.mock('@/data/hidden', () => ({ hiddenKey: (collection: string, id: number | string) => `${collection}:${id}`, getHiddenSet: async () => new Set<string>() }))

let booted: Booted
let formId: number
let submit: (request: Request) => Promise<Response>
let lookup: (request: Request) => Promise<Response>
const ru = readBundledMessages('ru')
const site = 'http://127.0.0.1:3000'
let peers = 0
const peer = () => `198.51.100.${++peers}`

beforeAll(async () => {
  booted = await bootPayload()
  Object.assign(globalThis, { [Symbol.for('atelier-vesta.peerStamp')]: true })
  const { payload } = booted
  const ctx = newSeedContext(payload, 0.02)
  await seedForms(ctx)
  const id = ctx.ids.forms.get('product-contact')
  if (id === undefined) throw new Error('the product contact form was not seeded')
  formId = id
  const category = await payload.create({ collection: 'categories', data: { name: 'Divani', slug: 'divani', identifier: 'sofas-armchairs' } })
  const media = await payload.create({
    collection: 'media',
    data: { alt: 'Prova' },
    file: { data: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'), mimetype: 'image/png', name: 'pixel.png', size: 68 },
  })
  const product = (name: string, code: string, status: 'published' | 'draft') => ({
    name,
    slug: code.toLowerCase(),
    code,
    category: category.id,
    type: 'sofa' as const,
    gallery: [media.id],
    _status: status,
    versions: [{ type: 'sofa' as const, code: 'V1', name: 'Tre posti', dimensions: { length: 220, height: 80, depth: 95 }, prices: [{ market: 'eu' as const, currency: 'EUR' as const, amount: 4900 }] }],
  })
  const arno = await payload.create({ collection: 'products', locale: 'it', data: product('Divano Arno', 'AV-T-001', 'published') })
  await payload.update({ collection: 'products', id: arno.id, locale: 'ru', data: { name: 'Диван Арно', _status: 'published', versions: (arno.versions ?? []).map((version) => ({ ...version, name: 'Трёхместный' })) } })
  await payload.create({ collection: 'products', locale: 'it', data: product('Divano Segreto', 'AV-T-002', 'draft'), draft: true })
  submit = (await import('@/app/api/forms/submit/route')).POST
  lookup = (await import('@/app/api/forms/products/route')).GET
})
afterAll(async () => {
  await booted.close()
})

const suggest = async (query: string) => {
  const response = await lookup(new Request(`${site}/api/forms/products?lang=ru&${query}`, { headers: { 'x-vesta-peer': peer() } }))
  expect(response.status).toBe(200)
  expect(response.headers.get('cache-control')).toBe('no-store')
  return ((await response.json()) as { items: { code: string; name: string }[] }).items
}
const post = async (values: Record<string, unknown>, lang = 'ru') =>
  submit(new Request(`${site}/api/forms/submit?lang=${lang}&form=${formId}`, { method: 'POST', body: JSON.stringify(values), headers: { 'x-vesta-peer': peer(), origin: site, 'content-type': 'application/json', ...(await proofOfWorkHeaders()) } }))
const good = { name: 'Марта Ферранди', email: 'marta@example.com', country: 'IT', preference: 'store', message: 'Можно увидеть его в Милане?', privacy: true }

describe(`'Contact about a product': the product field (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('suggests published products of the page’s language by name or code, never a draft', async () => {
    expect(await suggest('q=Арн')).toEqual([{ code: 'AV-T-001', name: 'Диван Арно' }])
    expect(await suggest('q=av-t')).toEqual([{ code: 'AV-T-001', name: 'Диван Арно' }])
    expect(await suggest('q=Segreto')).toEqual([])
    expect(await suggest('q=a')).toEqual([])
  })

  it('finds the product a link preselects by its code, and nothing for a draft or an unknown code', async () => {
    expect(await suggest('code=AV-T-001')).toEqual([{ code: 'AV-T-001', name: 'Диван Арно' }])
    expect(await suggest('code=AV-T-002')).toEqual([])
    expect(await suggest('code=<script>')).toEqual([])
  })

  it('keeps the chosen product as its name and code in the visitor’s language', async () => {
    const response = await post({ ...good, product: 'Диван Арно (AV-T-001)' })
    expect(response.status).toBe(201)
    const { id } = (await response.json()) as { id: number }
    const stored = await booted.payload.findByID({ collection: 'form-submissions', id, depth: 0, overrideAccess: true })
    expect(stored.values).toMatchObject({ product: 'Диван Арно (AV-T-001)', preference: 'store' })
    // A code alone (typed, or a link's) and an exact name (a post without JavaScript) name it too.
    for (const typed of ['AV-T-001', 'Диван Арно']) expect((await post({ ...good, product: typed })).status).toBe(201)
  })

  it('refuses a product that does not exist or is not published, with the message beside the field, in the visitor’s language', async () => {
    for (const typed of ['Диван (AV-T-999)', 'AV-T-002', 'Что-нибудь красивое']) {
      const response = await post({ ...good, product: typed })
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({ error: 'invalid', fields: { product: ru['form.unknownProduct'] } })
    }
    const missing = await post({ ...good, product: '' })
    expect(await missing.json()).toMatchObject({ fields: { product: ru['form.fieldRequired'] } })
  })
})
