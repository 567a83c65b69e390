import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { readBundledMessages } from '@/i18n/bundled'
import { bootPayload, type Booted } from './boot'
import { get, post, registeredVisitor } from './visitors'

// The route modules are server-only; here they run in the test's own process.
vi.mock('server-only', () => ({}))
// The CMS labels are read through Next.js's data cache, which only a Next.js server has.
vi.mock('@/data/messages', async () => {
  const { readBundledMessages: bundled } = await import('@/i18n/bundled')
  return { getMessages: async (locale: Parameters<typeof bundled>[0]) => bundled(locale) }
})

type Handler = (request: Request) => Promise<Response>
type RouteHandler = (request: Request, route: { params: Promise<{ id: string }> }) => Promise<Response>
type Item = { kind: string; ref: string; x: number; y: number; w: number; h: number; z: number; text: string; colour: string }
type Board = { id: string; title: string; items: Item[] }

let booted: Booted
let add: Handler
let list: Handler
let move: Handler
let createBoard: Handler
let readBoard: RouteHandler
const kind = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'
const en = readBundledMessages('en')
const de = readBundledMessages('de')
const note = (x: number): Item => ({ kind: 'note', ref: '', x, y: 40, w: 200, h: 120, z: 0, text: 'note', colour: '' })

const listed = async (cookie: string) => ((await (await list(get('/api/user/wishlist', cookie))).json()) as { items: { kind: string; id: string }[] }).items.map((item) => `${item.kind}:${item.id}`)
const boardOf = async (cookie: string, id: string) => ((await (await readBoard(get(`/api/user/moodboards/${id}`, cookie), { params: Promise.resolve({ id }) })).json()) as { board: Board }).board
const moveTo = (cookie: string, body: unknown, { lang = 'en', origin }: { lang?: string; origin?: string } = {}) => move(post(`/api/user/wishlist/move-to-board?lang=${lang}`, body, { cookie, ...(origin && { origin }) }))

async function newBoard(cookie: string, title: string, items: Item[] = []): Promise<string> {
  const response = await createBoard(post('/api/user/moodboards/create', { title, items }, { cookie }))
  expect(response.status).toBe(201)
  return ((await response.json()) as { board: { id: string } }).board.id
}

beforeAll(async () => {
  booted = await bootPayload()
  Object.assign(globalThis, { [Symbol.for('atelier-vesta.peerStamp')]: true })
  add = (await import('@/app/api/user/wishlist/add/route')).POST
  list = (await import('@/app/api/user/wishlist/route')).GET
  move = (await import('@/app/api/user/wishlist/move-to-board/route')).POST
  createBoard = (await import('@/app/api/user/moodboards/create/route')).POST
  readBoard = (await import('@/app/api/user/moodboards/[id]/route')).GET
})
afterAll(async () => {
  const { closeVisitorAuth } = await import('@/features/accounts/server/auth')
  await closeVisitorAuth()
  await booted.close()
})

describe(`wishlist → moodboard (${kind})`, () => {
  it('moves an item onto a new board or one of the visitor’s boards, and off the wishlist', async () => {
    const cookie = await registeredVisitor('mover@example.it', booted.mediaDir)
    for (const item of [{ kind: 'product', id: '12', options: { version: '3' } }, { kind: 'mood', id: '4' }, { kind: 'material', id: '7' }]) {
      expect((await add(post('/api/user/wishlist/add', item, { cookie }))).status).toBe(200)
    }
    const created = await moveTo(cookie, { kind: 'product', id: '12', options: { version: '3' }, title: '  Living room  ' })
    expect(created.status).toBe(200)
    expect(created.headers.get('cache-control')).toBe('private, no-store')
    const { board } = (await created.json()) as { board: { id: string; title: string } }
    expect(board.title).toBe('Living room')
    expect((await moveTo(cookie, { kind: 'mood', id: '4', board: board.id })).status).toBe(200)

    const onBoard = await boardOf(cookie, board.id)
    expect(onBoard.items.map((item) => [item.kind, item.ref])).toEqual([
      ['product', '12'],
      ['image', 'mood:4'],
    ])
    // Placed as the editor places a new piece: in front of the rest, inside the canvas.
    expect(onBoard.items[1]?.z).toBeGreaterThan(onBoard.items[0]?.z ?? 0)
    expect(await listed(cookie)).toEqual(['material:7'])
  })

  it('refuses what is not the visitor’s: an item not on their wishlist, another visitor’s board; a foreign site', async () => {
    const alice = await registeredVisitor('alice.mover@example.it', booted.mediaDir)
    const bruno = await registeredVisitor('bruno.mover@example.it', booted.mediaDir)
    const alicesBoard = await newBoard(alice, 'Alice')
    await add(post('/api/user/wishlist/add', { kind: 'material', id: '9' }, { cookie: bruno }))

    const notOnList = await moveTo(bruno, { kind: 'product', id: '99', board: alicesBoard })
    expect(notOnList.status).toBe(404)
    const foreignBoard = await moveTo(bruno, { kind: 'material', id: '9', board: alicesBoard })
    expect(foreignBoard.status).toBe(404)
    expect(((await foreignBoard.json()) as { message: string }).message).toBe(en['moodboard.missing'])
    expect((await boardOf(alice, alicesBoard)).items).toEqual([])
    expect(await listed(bruno)).toEqual(['material:9'])

    expect((await moveTo(bruno, { kind: 'material', id: '9', title: 'Mine' }, { origin: 'https://elsewhere.example' })).status).toBe(403)
    expect((await moveTo('', { kind: 'material', id: '9', title: 'Mine' })).status).toBe(401)
    const blank = await moveTo(bruno, { kind: 'material', id: '9', title: '   ' }, { lang: 'de' })
    expect(blank.status).toBe(400)
    expect(((await blank.json()) as { fields: Record<string, string> }).fields.title).toBe(de['moodboard.titleRequired'])
    expect(await listed(bruno)).toEqual(['material:9'])
  })

  it('keeps the moodboards’ limits: a full board and a full set of boards refuse, with their messages; the item stays', async () => {
    const cookie = await registeredVisitor('limits.mover@example.it', booted.mediaDir)
    const { MOODBOARD_MAX_BOARDS, MOODBOARD_MAX_ITEMS } = await import('@/features/moodboards')
    await add(post('/api/user/wishlist/add', { kind: 'product', id: '5' }, { cookie }))

    const full = await newBoard(cookie, 'Full', Array.from({ length: MOODBOARD_MAX_ITEMS }, (_, index) => note((index % 50) * 20)))
    const refused = await moveTo(cookie, { kind: 'product', id: '5', board: full }, { lang: 'de' })
    expect(refused.status).toBe(409)
    expect(((await refused.json()) as { message: string }).message).toBe((de['moodboard.tooManyItems'] ?? '').replace('{max}', String(MOODBOARD_MAX_ITEMS)))
    expect((await boardOf(cookie, full)).items).toHaveLength(MOODBOARD_MAX_ITEMS)

    for (let count = 1; count < MOODBOARD_MAX_BOARDS; count += 1) await newBoard(cookie, `Board ${String(count)}`)
    const tooMany = await moveTo(cookie, { kind: 'product', id: '5', title: 'One more' })
    expect(tooMany.status).toBe(409)
    expect(((await tooMany.json()) as { message: string }).message).toBe((en['moodboard.full'] ?? '').replace('{max}', String(MOODBOARD_MAX_BOARDS)))
    expect(await listed(cookie)).toEqual(['product:5'])
  })
})
