import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { readBundledMessages } from '@/i18n/bundled'
import { bootPayload, type Booted } from './boot'
import { proven } from './proofOfWork'

// The route modules are server-only; here they run in the test's own process.
vi.mock('server-only', () => ({}))
// The CMS labels are read through Next.js's data cache, which only a Next.js server has.
vi.mock('@/data/messages', async () => {
  const { readBundledMessages: bundled } = await import('@/i18n/bundled')
  return { getMessages: async (locale: Parameters<typeof bundled>[0]) => bundled(locale) }
})

type Handler = (request: Request) => Promise<Response>
let booted: Booted
let register: Handler
let signIn: Handler
let verify: Handler
const site = 'http://localhost:3000'
const en = readBundledMessages('en')
const kind = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'
const password = 'a long and quiet passphrase'

let peers = 0
/** A visitor of its own (a fresh socket address), so one test's count never reaches another's. */
const newPeer = () => `203.0.113.${++peers % 250}`
const post = (route: string, body: unknown, { origin = site, cookie = '' } = {}) =>
  new Request(`${site}${route}`, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json', 'x-vesta-peer': newPeer(), origin, ...(cookie && { cookie }) } })
const get = (route: string, cookie = '') => new Request(`${site}${route}`, { headers: { 'x-vesta-peer': newPeer(), ...(cookie && { cookie }) } })
const cookieOf = (response: Response) => response.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ')

/** A registered, verified and signed-in visitor's cookie. */
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

type RouteHandler = (request: Request, route: { params: Promise<{ id: string }> }) => Promise<Response>
type Board = { id: string; title: string; shared: boolean; itemCount: number; items: Item[] }
type Item = { kind: string; ref: string; x: number; y: number; w: number; h: number; z: number; text: string; colour: string }
let list: Handler
let create: Handler
type Action = 'get' | 'rename' | 'items' | 'share' | 'duplicate' | 'delete' | 'restore' | 'copy'
const handlers: Partial<Record<Action, RouteHandler>> = {}
const on = (name: Action): RouteHandler => handlers[name] ?? (() => Promise.reject(new Error(`${name} not loaded`)))
const route = (id: string) => ({ params: Promise.resolve({ id }) })
const note = (text: string, x = 0): Item => ({ kind: 'note', ref: '', x, y: 40, w: 200, h: 120, z: 0, text, colour: '' })

async function newBoard(cookie: string, title: string, items: Item[] = []): Promise<Board> {
  const response = await create(post('/api/user/moodboards/create', { title, items }, { cookie }))
  expect(response.status).toBe(201)
  return ((await response.json()) as { board: Board }).board
}
const boardOf = async (cookie: string, id: string) => on('get')(get(`/api/user/moodboards/${id}`, cookie), route(id))
const act = (name: Action, id: string, body: unknown, cookie: string, origin = site) => on(name)(post(`/api/user/moodboards/${id}/${name}?lang=en`, body, { cookie, origin }), route(id))

beforeAll(async () => {
  booted = await bootPayload()
  Object.assign(globalThis, { [Symbol.for('atelier-vesta.peerStamp')]: true })
  register = proven((await import('@/app/api/user/register/route')).POST)
  signIn = (await import('@/app/api/user/login/route')).POST
  verify = (await import('@/app/api/user/auth/[...all]/route')).GET
  list = (await import('@/app/api/user/moodboards/route')).GET
  create = (await import('@/app/api/user/moodboards/create/route')).POST
  handlers.get = (await import('@/app/api/user/moodboards/[id]/route')).GET
  handlers.rename = (await import('@/app/api/user/moodboards/[id]/rename/route')).POST
  handlers.items = (await import('@/app/api/user/moodboards/[id]/items/route')).POST
  handlers.share = (await import('@/app/api/user/moodboards/[id]/share/route')).POST
  handlers.duplicate = (await import('@/app/api/user/moodboards/[id]/duplicate/route')).POST
  handlers.delete = (await import('@/app/api/user/moodboards/[id]/delete/route')).POST
  handlers.restore = (await import('@/app/api/user/moodboards/[id]/restore/route')).POST
  handlers.copy = (await import('@/app/api/user/moodboards/[id]/copy/route')).POST
})
afterAll(async () => {
  const { closeVisitorAuth } = await import('@/features/accounts/server/auth')
  await closeVisitorAuth()
  await booted.close()
})

describe(`moodboards (${kind})`, () => {
  it('creates, renames, saves a layout, duplicates, deletes with undo; the list is private and never cached', async () => {
    const cookie = await visitor('boards@example.it')
    const board = await newBoard(cookie, 'Living room')
    expect(board.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(board.shared).toBe(false)
    expect((await act('rename', board.id, { title: '  Salotto  ' }, cookie)).status).toBe(200)
    const layout = [note('Oak', 0), { kind: 'swatch', ref: '', x: 400, y: 200, w: 120, h: 120, z: 2, text: 'Terracotta', colour: '#b5651d' }, { kind: 'product', ref: '12', x: 600, y: 20, w: 240, h: 240, z: 1, text: '', colour: '' }]
    const saved = await act('items', board.id, { items: layout }, cookie)
    expect(saved.status).toBe(200)
    expect(((await saved.json()) as { itemCount: number }).itemCount).toBe(3)
    const read = await boardOf(cookie, board.id)
    expect(read.headers.get('cache-control')).toBe('private, no-store')
    expect(((await read.json()) as { board: Board }).board).toMatchObject({ title: 'Salotto', items: layout })

    const copy = await act('duplicate', board.id, {}, cookie)
    expect(copy.status).toBe(201)
    const copied = ((await copy.json()) as { board: Board }).board
    expect(copied).toMatchObject({ title: 'Salotto (copy)', itemCount: 3 })
    const listed = async () => ((await (await list(get('/api/user/moodboards', cookie))).json()) as { boards: Board[] }).boards
    expect((await listed()).map((each) => [each.title, each.itemCount])).toEqual([['Salotto (copy)', 3], ['Salotto', 3]])

    expect((await act('delete', board.id, {}, cookie)).status).toBe(200)
    expect((await listed()).map((each) => each.title)).toEqual(['Salotto (copy)'])
    expect((await boardOf(cookie, board.id)).status).toBe(404)
    expect((await act('restore', board.id, {}, cookie)).status).toBe(200)
    expect((await listed()).map((each) => each.title).sort()).toEqual(['Salotto', 'Salotto (copy)'])
    expect((await act('restore', board.id, {}, cookie)).status).toBe(404)
  })

  it('visitor A never reads or changes B’s boards; writes need a session and this site’s origin', async () => {
    const alice = await visitor('alice.boards@example.it')
    const bob = await visitor('bob.boards@example.it')
    const board = await newBoard(alice, 'Private', [note('Only mine')])
    expect((await boardOf(bob, board.id)).status).toBe(404)
    for (const [name, body] of [['rename', { title: 'Mine now' }], ['items', { items: [] }], ['share', { shared: true }], ['duplicate', {}], ['delete', {}], ['copy', {}]] as const) {
      const answer = await act(name, board.id, body, bob)
      expect(answer.status, name).toBe(404)
      expect(((await answer.json()) as { message: string }).message).toBe(en['moodboard.missing'])
    }
    expect(((await (await list(get('/api/user/moodboards', bob))).json()) as { boards: Board[] }).boards).toEqual([])
    const untouched = ((await (await boardOf(alice, board.id)).json()) as { board: Board }).board
    expect(untouched).toMatchObject({ title: 'Private', shared: false, items: [note('Only mine')] })

    expect((await act('items', board.id, { items: [] }, alice, 'https://evil.example')).status).toBe(403)
    const anonymous = await act('items', board.id, { items: [] }, '')
    expect(anonymous.status).toBe(401)
    expect(((await anonymous.json()) as { message: string }).message).toBe(en['moodboard.signInRequired'])
    expect((await boardOf('', board.id)).status).toBe(401)
    expect(await (await list(get('/api/user/moodboards'))).json()).toMatchObject({ signedIn: false, boards: [] })
    expect((await boardOf(alice, 'not-a-uuid')).status).toBe(404)
  })

  it('a shared board can be copied by another visitor, never changed; stop sharing hides it', async () => {
    const alice = await visitor('alice.share@example.it')
    const bob = await visitor('bob.share@example.it')
    const board = await newBoard(alice, 'For the client', [note('Linen curtains')])
    expect((await act('copy', board.id, {}, bob)).status).toBe(404)
    expect((await act('share', board.id, { shared: true }, alice)).status).toBe(200)
    const { getSharedBoard } = await import('@/features/moodboards/server/store')
    const { visitorDatabase } = await import('@/features/accounts/server/auth')
    const database = await visitorDatabase()
    expect(await getSharedBoard(database, board.id)).toEqual({ id: board.id, title: 'For the client', ownerFirstName: 'Giulia', items: [note('Linen curtains')] })
    // The link lets Bob read and copy, never write.
    expect((await act('items', board.id, { items: [] }, bob)).status).toBe(404)
    expect((await act('share', board.id, { shared: false }, bob)).status).toBe(404)
    const copy = await act('copy', board.id, {}, bob)
    expect(copy.status).toBe(201)
    expect(((await copy.json()) as { board: Board }).board).toMatchObject({ title: 'For the client (copy)', shared: false, itemCount: 1 })
    expect((await act('share', board.id, { shared: false }, alice)).status).toBe(200)
    expect(await getSharedBoard(database, board.id)).toBeNull()
    expect((await act('copy', board.id, {}, bob)).status).toBe(404)
  })

  it('50 parallel saves of one board all succeed and the last layout is whole; 50 parallel creates make 50 boards', async () => {
    const cookie = await visitor('parallel.boards@example.it')
    const board = await newBoard(cookie, 'Busy')
    const saves = await Promise.all(Array.from({ length: 50 }, (_, round) => act('items', board.id, { items: Array.from({ length: 5 }, (__, index) => note(`round ${round} item ${index}`, index * 20)) }, cookie)))
    expect(saves.map((response) => response.status)).toEqual(Array(50).fill(200))
    const { items } = ((await (await boardOf(cookie, board.id)).json()) as { board: Board }).board
    expect(items).toHaveLength(5)
    expect(new Set(items.map((item) => /^round (\d+)/.exec(item.text)?.[1])).size).toBe(1)
    const creates = await Promise.all(Array.from({ length: 50 }, (_, index) => create(post('/api/user/moodboards/create', { title: `Board ${index}` }, { cookie }))))
    expect(creates.map((response) => response.status)).toEqual(Array(50).fill(201))
    expect(((await (await list(get('/api/user/moodboards', cookie))).json()) as { boards: Board[] }).boards).toHaveLength(51)
  })

  it('the 101st board, the 201st item and a note past 2,000 characters are refused with clear messages', async () => {
    const cookie = await visitor('limits.boards@example.it')
    const parallel = await Promise.all(Array.from({ length: 105 }, (_, index) => create(post('/api/user/moodboards/create?lang=en', { title: `Board ${index}` }, { cookie }))))
    const statuses = parallel.map((response) => response.status)
    expect(statuses.filter((status) => status === 201)).toHaveLength(100)
    expect(statuses.filter((status) => status === 409)).toHaveLength(5)
    const refused = parallel.find((response) => response.status === 409)
    expect(((await refused?.json()) as { message: string }).message).toBe('You already have 100 moodboards, the most one account keeps. Delete one to create a new one.')

    const [first] = ((await (await list(get('/api/user/moodboards', cookie))).json()) as { boards: Board[] }).boards
    const id = first?.id ?? ''
    const tooMany = await act('items', id, { items: Array.from({ length: 201 }, (_, index) => note(String(index))) }, cookie)
    expect(tooMany.status).toBe(400)
    expect(((await tooMany.json()) as { fields: Record<string, string> }).fields.items).toBe('A moodboard holds 200 items at most. Remove some to add new ones.')
    expect((await act('items', id, { items: Array.from({ length: 200 }, (_, index) => note('说'.repeat(index === 0 ? 2000 : 10))) }, cookie)).status).toBe(200)
    const long = await act('items', id, { items: [note('x'.repeat(2001))] }, cookie)
    expect(long.status).toBe(400)
    expect(((await long.json()) as { fields: Record<string, string> }).fields.items).toBe('A note can be 2000 characters long at most.')
    const noTitle = await create(post('/api/user/moodboards/create?lang=en', { title: '   ' }, { cookie }))
    expect(((await noTitle.json()) as { fields: Record<string, string> }).fields.title).toBe(en['moodboard.titleRequired'])
    // Deleting one makes room again.
    expect((await act('delete', id, {}, cookie)).status).toBe(200)
    expect((await create(post('/api/user/moodboards/create', { title: 'One more' }, { cookie }))).status).toBe(201)
    expect((await act('restore', id, {}, cookie)).status).toBe(409)
  })

  it('deleting the account deletes its boards and their items', async () => {
    const cookie = await visitor('leaving.boards@example.it')
    await newBoard(cookie, 'Gone soon', [note('a'), note('b')])
    const { visitorDatabase } = await import('@/features/accounts/server/auth')
    const database = await visitorDatabase()
    const count = async (table: string) => {
      const sql = `select count(*) as n from "${table}"`
      if (database.kind === 'postgres') return Number((await database.pool.query<{ n: string }>(sql)).rows[0]?.n)
      return Number((await database.client.execute(sql)).rows[0]?.n)
    }
    const [boards, items] = [await count('moodboard'), await count('moodboard_item')]
    if (database.kind === 'postgres') await database.pool.query('delete from "user" where email = $1', ['leaving.boards@example.it'])
    else await database.client.execute({ sql: 'delete from "user" where email = ?', args: ['leaving.boards@example.it'] })
    expect(await count('moodboard')).toBe(boards - 1)
    expect(await count('moodboard_item')).toBe(items - 2)
  })
})
