import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { pdfText } from '../fixtures/pdfText'
import { compositionValue, type Composition } from '@/domain/mixer/composition'
import { bootPayload, type Booted } from './boot'
import { get, post, registeredVisitor } from './visitors'

// The route modules are server-only; here they run in the test's own process.
vi.mock('server-only', () => ({}))
// The readers' cache and the CMS labels are Next.js's data cache, which only a Next.js server has.
vi.mock('next/cache', () => ({ unstable_cache: <Reader>(reader: Reader) => reader }))
vi.mock('@/data/messages', async () => {
  const { readBundledMessages: bundled } = await import('@/i18n/bundled')
  return { getMessages: async (locale: Parameters<typeof bundled>[0]) => bundled(locale) }
})

type Handler = (request: Request) => Promise<Response>
type RouteHandler = (request: Request, route: { params: Promise<{ id: string }> }) => Promise<Response>
type Piece = { ref: string; name: string; detail: string; image: string | null; href: string }
let booted: Booted
let picture: Handler
let pieces: Handler
let createBoard: Handler
let boardPdf: RouteHandler
const kind = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'

/** A composition of the demo's first scene: its first slot dressed, two samples on the board; its value, its scene and the codes. */
let composition: Composition
let value = ''
let sceneName = ''
let slotOrder: string[] = []
let dressedCode = ''

beforeAll(async () => {
  booted = await bootPayload({ content: 'demo' })
  Object.assign(globalThis, { [Symbol.for('atelier-vesta.peerStamp')]: true })
  picture = (await import('@/app/api/mixer/picture/route')).GET
  pieces = (await import('@/app/api/moodboards/pieces/route')).GET
  createBoard = (await import('@/app/api/user/moodboards/create/route')).POST
  boardPdf = (await import('@/app/api/user/moodboards/[id]/pdf/route')).GET
  const { getMixerSamples, getMixerScenes } = await import('@/features/mixer/server/readers')
  const [scene] = await getMixerScenes('en')
  const { samples } = await getMixerSamples('en')
  const slot = scene?.slots[0]
  const dressed = samples.find((sample) => slot?.accepts.includes(sample.categoryId))
  if (!scene || !slot || !dressed) throw new Error('the demo has a mixer scene whose first slot takes a sample')
  const board = samples.filter((sample) => sample.token !== dressed.token).slice(0, 2)
  composition = { scene: scene.code, slots: { [slot.code]: dressed.token }, board: board.map((sample) => sample.token) }
  slotOrder = scene.slots.map((candidate) => candidate.code)
  value = compositionValue(composition, slotOrder)
  sceneName = scene.name
  dressedCode = dressed.code
}, 600_000)
afterAll(async () => {
  const { closeVisitorAuth } = await import('@/features/accounts/server/auth')
  await closeVisitorAuth()
  await booted.close()
})

describe(`a mixer composition's picture and its moodboard piece (${kind})`, () => {
  it('draws the scene with its dressed slot and the board below, once; a tampered value as its nearest valid one; a malformed one is a 400', async () => {
    const first = await picture(get(`/api/mixer/picture?v=${encodeURIComponent(value)}`))
    expect(first.status).toBe(200)
    expect(first.headers.get('content-type')).toBe('image/jpeg')
    expect(first.headers.get('cache-control')).toBe('public, max-age=86400')
    expect(first.headers.get('x-picture-cache')).toBe('miss')
    const { width, height, format } = await sharp(Buffer.from(await first.arrayBuffer())).metadata()
    expect([format, width]).toEqual(['jpeg', 1200])
    // The scene's height plus the band of the board's two samples.
    expect(height).toBeGreaterThan(600)
    const again = await picture(get(`/api/mixer/picture?v=${encodeURIComponent(value)}`))
    expect(again.headers.get('x-picture-cache')).toBe('hit')

    const tampered = await picture(get(`/api/mixer/picture?v=${encodeURIComponent(`${composition.scene}_nowhere.nothing-1_`)}`))
    expect(tampered.status).toBe(200)
    for (const bad of ['Bad Value', '', 'a'.repeat(700), '<svg>']) expect((await picture(get(`/api/mixer/picture?v=${encodeURIComponent(bad)}`))).status, bad).toBe(400)
  })

  it('shows on a board as its scene with the dressed sample’s code, the drawing and the way back to the mixer; the board’s PDF prints it', async () => {
    const ref = `composition:${value}`
    const answer = await pieces(get(`/api/moodboards/pieces?lang=en&refs=${ref}`))
    expect(answer.status).toBe(200)
    const { pieces: found } = (await answer.json()) as { pieces: Piece[] }
    const slots = slotOrder.flatMap((slot) => (composition.slots[slot] ? [`${slot}.${composition.slots[slot]}`] : [])).join('~')
    expect(found).toEqual([
      { ref, name: sceneName, detail: dressedCode, image: `/api/mixer/picture?v=${encodeURIComponent(value)}`, href: `/en/materials-mixer?scene=${composition.scene}&slots=${slots}&board=${composition.board.join('~')}` },
    ])

    const cookie = await registeredVisitor('mixer-board@example.it', booted.mediaDir)
    const item = { kind: 'composition', ref: value, x: 40, y: 40, w: 360, h: 280, z: 0, text: '', colour: '' }
    const created = await createBoard(post('/api/user/moodboards/create', { title: 'Terrazza', items: [item] }, { cookie }))
    expect(created.status).toBe(201)
    const { board } = (await created.json()) as { board: { id: string } }
    const pdf = await boardPdf(get(`/api/user/moodboards/${board.id}/pdf?lang=en`, cookie), { params: Promise.resolve({ id: board.id }) })
    expect(pdf.status).toBe(200)
    const bytes = new Uint8Array(await pdf.arrayBuffer())
    const { text } = await pdfText(bytes)
    expect(text).toContain(sceneName)
    expect(text).toContain('Materials composition')
    const { PDFDocument, PDFName, PDFRawStream } = await import('pdf-lib')
    const images = (await PDFDocument.load(bytes)).context.enumerateIndirectObjects().filter(([, object]) => object instanceof PDFRawStream && object.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'))
    // The drawing on the canvas and in the key.
    expect(images).toHaveLength(2)

    // A composition item whose value is malformed is refused with the board.
    const refused = await createBoard(post('/api/user/moodboards/create', { title: 'Prova', items: [{ ...item, ref: 'Not A Value' }] }, { cookie }))
    expect(refused.status).toBe(400)
  })
})
