import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { pdfText } from '../fixtures/pdfText'
import { bootPayload, type Booted } from './boot'
import { proven } from './proofOfWork'
import { pixel } from './fixtures/pixel'
import { site } from './visitors'

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
let moveToBoard: Handler
let pieces: Handler
let readBoard: RouteHandler
let saveItems: RouteHandler
let boardPdf: RouteHandler
let register: Handler
let signIn: Handler
let verify: Handler
let add: Handler
let details: Handler
let wishlistPdf: Handler
let specSheet: Handler
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
/** The configuration the tests ask for: three-seat, linen upholstery, goose down. */
const value = 'spc-3_upholstery.tess-91_feather'

beforeAll(async () => {
  booted = await bootPayload()
  Object.assign(globalThis, { [Symbol.for('atelier-vesta.peerStamp')]: true })
  register = proven((await import('@/app/api/user/register/route')).POST)
  signIn = (await import('@/app/api/user/login/route')).POST
  verify = (await import('@/app/api/user/auth/[...all]/route')).GET
  add = (await import('@/app/api/user/wishlist/add/route')).POST
  details = (await import('@/app/api/user/wishlist/details/route')).GET
  wishlistPdf = (await import('@/app/api/user/wishlist/pdf/route')).GET
  specSheet = (await import('@/app/api/configurator/spec-sheet/route')).GET
  moveToBoard = (await import('@/app/api/user/wishlist/move-to-board/route')).POST
  pieces = (await import('@/app/api/moodboards/pieces/route')).GET
  readBoard = (await import('@/app/api/user/moodboards/[id]/route')).GET
  saveItems = (await import('@/app/api/user/moodboards/[id]/items/route')).POST
  boardPdf = (await import('@/app/api/user/moodboards/[id]/pdf/route')).GET
  const { payload } = booted
  const media = await payload.create({ collection: 'media', locale: 'it', data: { alt: 'divano' }, file: pixel() })
  const category = await payload.create({ collection: 'categories', data: { name: 'Divani', slug: 'divani-scheda', identifier: 'sofas-armchairs' } })
  const fabrics = await payload.create({ collection: 'material-categories', data: { code: 'TESS', kind: 'fabric', name: 'Tessuti', slug: 'tessuti-scheda' } })
  const material = (code: string, name: string, slug: string) =>
    payload.create({ collection: 'materials', data: { name, slug, code, category: fabrics.id, colour: 'white', durability: 'average-resistant', swatch: media.id, _status: 'published' } })
  await material('TESS 90', 'Bouclé', 'boucle-scheda')
  await material('TESS 91', 'Lino', 'lino-scheda')
  const version = (code: string, name: string, length: number, eu: number) => ({
    type: 'sofa' as const,
    code,
    name,
    dimensions: { length, height: 80, depth: 95, seatHeight: 43 },
    prices: [{ market: 'eu' as const, currency: 'EUR' as const, amount: eu }],
    packages: [{ count: 2, length: 120, height: 80, depth: 100, weight: 48, volume: 0.96 }],
  })
  const sofa = await payload.create({
    collection: 'products',
    locale: 'it',
    data: {
      name: 'Divano Scheda',
      slug: 'divano-scheda',
      code: 'SPC',
      category: category.id,
      type: 'sofa',
      gallery: [media.id],
      versions: [version('SPC-2', 'Due posti', 200, 4000), version('SPC-3', 'Tre posti', 240, 4200)],
      configurator: {
        configurable: true,
        parts: [{ code: 'upholstery', name: 'Rivestimento', materialCategories: [fabrics.id], materials: [], surcharges: [] }],
        options: [{ code: 'feather', name: "Imbottitura in piuma d'oca", delta: { eu: 450 }, onlyVersions: [], excludes: [] }],
      },
      publishedAt: '2026-03-01T00:00:00.000Z',
      _status: 'published',
    },
  })
  sofaId = sofa.id
})
afterAll(async () => {
  const { closeVisitorAuth } = await import('@/features/accounts/server/auth')
  await closeVisitorAuth()
  await booted.close()
})

const setHidePrices = (hidePrices: boolean) => booted.payload.updateGlobal({ slug: 'site-settings', data: { hidePrices } })

describe(`a configuration's spec sheet and its wishlist row (${kind})`, () => {
  it('prints the product, layout, dimensions, each part’s material with its code, the options, packages, the price and the address', async () => {
    const response = await specSheet(get(`/api/configurator/spec-sheet?p=${String(sofaId)}&c=${value}&lang=it`))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="spc-spc-3.pdf"')
    const { text, pages } = await pdfText(new Uint8Array(await response.arrayBuffer()))
    expect(pages).toBe(1)
    for (const expected of ['Divano Scheda', 'Scheda tecnica', 'Tre posti', 'SPC · SPC-3', value, 'Rivestimento', 'Lino (TESS 91)', "Imbottitura in piuma d'oca", '240 × 95 × 80 cm', '2 colli', 'Prezzo consigliato al pubblico', '4650', 'Questa configurazione online', '/it/']) {
      expect(text.replace(/(\d)[.\u00a0\u202f ](\d{3})/g, '$1$2')).toContain(expected)
    }
  })

  it('prints no price when the site hides prices, and a tampered configuration as its nearest valid one', async () => {
    await setHidePrices(true)
    try {
      const response = await specSheet(get(`/api/configurator/spec-sheet?p=${String(sofaId)}&c=nope_upholstery.gone&lang=en`))
      expect(response.status).toBe(200)
      const { text } = await pdfText(new Uint8Array(await response.arrayBuffer()))
      expect(text).toContain('Spec sheet')
      expect(text).toContain('Due posti')
      expect(text).toContain('Bouclé (TESS 90)')
      expect(text).not.toContain('Suggested retail price')
      expect(text).not.toContain('€')
    } finally {
      await setHidePrices(false)
    }
  })

  it('answers an unknown product with 404 and counts on its own budget (429 past it)', async () => {
    expect((await specSheet(get('/api/configurator/spec-sheet?p=999999&lang=en'))).status).toBe(404)
    const headers = { 'x-vesta-peer': '203.0.113.77' }
    const statuses: number[] = []
    // Unknown products answer fast (a busy machine could otherwise let the window roll on) and count all the same.
    for (let index = 0; index < 11; index++) statuses.push((await specSheet(new Request(`${site}/api/configurator/spec-sheet?p=${String(index === 10 ? sofaId : 999999)}&lang=en`, { headers }))).status)
    expect(statuses.slice(0, 10).every((status) => status === 404)).toBe(true)
    expect(statuses[10]).toBe(429)
  })

  it('shows a saved configuration on the wishlist with its choices, price and address, and prints them in the wishlist PDF', async () => {
    const cookie = await visitor('spec@example.it')
    expect((await add(post('/api/user/wishlist/add', { kind: 'product', id: String(sofaId), options: { config: value } }, cookie))).status).toBe(200)
    const response = await details(get('/api/user/wishlist/details?lang=en', { cookie }))
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toContain('no-store')
    const body = (await response.json()) as { groups: { entries: { name: string; href: string; price: string | null; choices: { label: string; value: string }[] }[] }[] }
    const entry = body.groups[0]?.entries[0]
    expect(entry?.href).toBe(`/en/products/divano-scheda/configure?c=${value}`)
    expect(entry?.price).toBe('€4,650')
    expect(entry?.choices).toEqual([
      { label: 'Layout', value: 'Tre posti' },
      { label: 'Rivestimento', value: 'Lino (TESS 91)' },
      { label: 'Options', value: "Imbottitura in piuma d'oca" },
    ])
    await setHidePrices(true)
    try {
      const hidden = (await (await details(get('/api/user/wishlist/details?lang=en', { cookie }))).json()) as typeof body
      expect(hidden.groups[0]?.entries[0]?.price).toBeNull()
    } finally {
      await setHidePrices(false)
    }
    const pdf = await wishlistPdf(get('/api/user/wishlist/pdf?lang=en', { cookie }))
    expect(pdf.status).toBe(200)
    const { text } = await pdfText(new Uint8Array(await pdf.arrayBuffer()))
    expect(text).toContain('Lino (TESS 91)')
    expect(text).toContain('Layout: Tre posti')
  })
})

/** How many pictures a PDF embeds. */
async function embeddedImages(bytes: Uint8Array): Promise<number> {
  const { PDFDocument, PDFName, PDFRawStream } = await import('pdf-lib')
  const document = await PDFDocument.load(bytes)
  return document.context.enumerateIndirectObjects().filter(([, object]) => object instanceof PDFRawStream && object.dict.get(PDFName.of('Subtype')) === PDFName.of('Image')).length
}

describe(`a configuration on a moodboard (${kind})`, () => {
  type Piece = { ref: string; name: string; detail: string; image: string | null; href: string }
  const piecesOf = async (refs: string[], lang = 'en') => ((await (await pieces(get(`/api/moodboards/pieces?lang=${lang}&refs=${refs.join(',')}`))).json()) as { pieces: Piece[] }).pieces
  const route = (id: string) => ({ params: Promise.resolve({ id }) })

  it('moves from the wishlist as that configuration, shows as the product and its layout with the drawing, and links back to its address', async () => {
    const cookie = await visitor('board-config@example.it')
    expect((await add(post('/api/user/wishlist/add', { kind: 'product', id: String(sofaId), options: { config: value } }, cookie))).status).toBe(200)
    const moved = await moveToBoard(post('/api/user/wishlist/move-to-board?lang=en', { kind: 'product', id: String(sofaId), options: { config: value }, title: 'Soggiorno' }, cookie))
    expect(moved.status).toBe(200)
    const { board } = (await moved.json()) as { board: { id: string } }
    const read = (await (await readBoard(get(`/api/user/moodboards/${board.id}`, { cookie }), route(board.id))).json()) as { board: { items: { kind: string; ref: string }[] } }
    expect(read.board.items.map(({ kind: itemKind, ref }) => ({ kind: itemKind, ref }))).toEqual([{ kind: 'configuration', ref: `${String(sofaId)}:${value}` }])

    const ref = `configuration:${String(sofaId)}:${value}`
    expect(await piecesOf([ref])).toEqual([
      {
        ref,
        name: 'Divano Scheda · Tre posti',
        detail: 'SPC-3',
        image: `/api/configurator/preview?p=${String(sofaId)}&c=${value}`,
        href: `/en/products/divano-scheda/configure?c=${value}`,
      },
    ])
    // A tampered address shows as its nearest valid configuration; an unknown product is simply absent.
    const [tampered] = await piecesOf([`configuration:${String(sofaId)}:spc-9_upholstery.tess-99`])
    expect(tampered?.href).toBe(`/en/products/divano-scheda/configure?c=spc-2_upholstery.tess-90`)
    expect(await piecesOf(['configuration:999999:spc-3'])).toEqual([])

    // The board's PDF names it and prints the configurator's drawing (on the canvas and in the key).
    const pdf = await boardPdf(get(`/api/user/moodboards/${board.id}/pdf?lang=en`, { cookie }), route(board.id))
    expect(pdf.status).toBe(200)
    const bytes = new Uint8Array(await pdf.arrayBuffer())
    const { text } = await pdfText(bytes)
    expect(text).toContain('Divano Scheda · Tre posti')
    expect(text).toContain('Configuration')
    expect(await embeddedImages(bytes)).toBe(2)
  })

  it('refuses a configuration piece whose ref is not a product id and an address value', async () => {
    const cookie = await visitor('board-config-bad@example.it')
    const moved = await moveToBoard(post('/api/user/wishlist/move-to-board?lang=en', { kind: 'product', id: String(sofaId), options: { config: value }, title: 'Prova' }, cookie))
    expect(moved.status).toBe(404)
    const created = (await (await (await import('@/app/api/user/moodboards/create/route')).POST(post('/api/user/moodboards/create', { title: 'Prova' }, cookie))).json()) as { board: { id: string } }
    const item = { kind: 'configuration', ref: `${String(sofaId)}:${value}`, x: 0, y: 0, w: 360, h: 240, z: 0, text: '', colour: '' }
    const save = (ref: string) => saveItems(post(`/api/user/moodboards/${created.board.id}/items`, { items: [{ ...item, ref }] }, cookie), route(created.board.id))
    for (const ref of ['12', `${String(sofaId)}:Tre Posti`, `x:${value}`, `${String(sofaId)}:${'a'.repeat(401)}`]) expect((await save(ref)).status, ref).toBe(400)
    expect((await save(item.ref)).status).toBe(200)
  })
})

