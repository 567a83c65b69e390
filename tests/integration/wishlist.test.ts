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
let list: Handler
let add: Handler
let remove: Handler
let merge: Handler
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
type Listed = { signedIn: boolean; items: { kind: string; id: string; options: Record<string, string> }[] }
const listOf = async (cookie: string) => (await (await list(get('/api/user/wishlist', cookie))).json()) as Listed

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

beforeAll(async () => {
  booted = await bootPayload()
  Object.assign(globalThis, { [Symbol.for('atelier-vesta.peerStamp')]: true })
  register = proven((await import('@/app/api/user/register/route')).POST)
  signIn = (await import('@/app/api/user/login/route')).POST
  verify = (await import('@/app/api/user/auth/[...all]/route')).GET
  list = (await import('@/app/api/user/wishlist/route')).GET
  add = (await import('@/app/api/user/wishlist/add/route')).POST
  remove = (await import('@/app/api/user/wishlist/remove/route')).POST
  merge = (await import('@/app/api/user/wishlist/merge/route')).POST
})
afterAll(async () => {
  const { closeVisitorAuth } = await import('@/features/accounts/server/auth')
  await closeVisitorAuth()
  await booted.close()
})

describe(`wishlist (${kind})`, () => {
  it('50 parallel adds of different items make 50 rows, of one item 1 row, all answered 200', async () => {
    const cookie = await visitor('parallel@example.it')
    const different = await Promise.all(Array.from({ length: 50 }, (_, index) => add(post('/api/user/wishlist/add', { kind: 'product', id: String(index + 1) }, { cookie }))))
    expect(different.map((response) => response.status)).toEqual(Array(50).fill(200))
    const same = await Promise.all(Array.from({ length: 50 }, () => add(post('/api/user/wishlist/add', { kind: 'material', id: '7', options: {} }, { cookie }))))
    expect(same.map((response) => response.status)).toEqual(Array(50).fill(200))
    const answers = (await Promise.all(same.map((response) => response.json()))) as { added: boolean }[]
    expect(answers.filter((answer) => answer.added)).toHaveLength(1)
    const { items } = await listOf(cookie)
    expect(items).toHaveLength(51)
    expect(items.filter((item) => item.kind === 'material').map(({ kind, id, options }) => ({ kind, id, options }))).toEqual([{ kind: 'material', id: '7', options: {} }])
    expect(new Set(items.filter((item) => item.kind === 'product').map((item) => item.id)).size).toBe(50)
  })

  it('keeps a product once per chosen version and material; the list is private and never cached', async () => {
    const cookie = await visitor('versions@example.it')
    await add(post('/api/user/wishlist/add', { kind: 'product', id: 3, options: { version: 'v1', material: '9' } }, { cookie }))
    await add(post('/api/user/wishlist/add', { kind: 'product', id: '3', options: { material: '9', version: 'v1' } }, { cookie }))
    await add(post('/api/user/wishlist/add', { kind: 'product', id: '3', options: { version: 'v2' } }, { cookie }))
    const response = await list(get('/api/user/wishlist', cookie))
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const { items } = (await response.json()) as Listed
    expect(items.map((item) => item.options)).toEqual([{ version: 'v2' }, { version: 'v1', material: '9' }])
  })

  it('the 501st item is refused with a clear message; a merge hands back what did not fit', async () => {
    const cookie = await visitor('full@example.it')
    for (let batch = 0; batch < 5; batch++) {
      const items = Array.from({ length: 100 }, (_, index) => ({ kind: 'product', id: String(batch * 100 + index + 1) }))
      const merged = await merge(post('/api/user/wishlist/merge', { items }, { cookie }))
      expect(await merged.json()).toEqual({ added: 100, kept: 0, refused: [] })
    }
    const refused = await add(post('/api/user/wishlist/add?lang=en', { kind: 'material', id: '501' }, { cookie }))
    expect(refused.status).toBe(409)
    expect(((await refused.json()) as { message: string }).message).toBe('Your wishlist is full: it holds 500 items at most. Remove some to save new ones.')
    // Saving an item already there still works; a merge keeps what fits and returns the rest.
    expect((await add(post('/api/user/wishlist/add', { kind: 'product', id: '1' }, { cookie }))).status).toBe(200)
    const merged = await merge(post('/api/user/wishlist/merge?lang=en', { items: [{ kind: 'product', id: '2' }, { kind: 'mood', id: '4' }] }, { cookie }))
    expect(await merged.json()).toEqual({ added: 0, kept: 1, refused: [{ kind: 'mood', id: '4', options: {} }], message: en['wishlist.full']?.replace('{max}', '500') })
    expect((await listOf(cookie)).items).toHaveLength(500)
  })

  it('visitor A never reads or changes B’s items; writes need a session and this site’s origin', async () => {
    const alice = await visitor('alice@example.it')
    const bob = await visitor('bob@example.it')
    await add(post('/api/user/wishlist/add', { kind: 'project', id: '5' }, { cookie: alice }))
    expect((await listOf(bob)).items).toEqual([])
    const bobRemoves = await remove(post('/api/user/wishlist/remove', { kind: 'project', id: '5' }, { cookie: bob }))
    expect(await bobRemoves.json()).toEqual({ removed: false })
    expect((await listOf(alice)).items.map((item) => item.id)).toEqual(['5'])

    const foreign = await remove(post('/api/user/wishlist/remove', { kind: 'project', id: '5' }, { cookie: alice, origin: 'https://evil.example' }))
    expect(foreign.status).toBe(403)
    const anonymous = await add(post('/api/user/wishlist/add?lang=en', { kind: 'project', id: '6' }))
    expect(anonymous.status).toBe(401)
    expect(((await anonymous.json()) as { message: string }).message).toBe(en['wishlist.signInRequired'])
    expect(await listOf('')).toEqual({ signedIn: false, items: [], limit: 500 })
    const invalid = await add(post('/api/user/wishlist/add', { kind: 'project', id: '<script>' }, { cookie: alice }))
    expect(invalid.status).toBe(400)

    expect(await (await remove(post('/api/user/wishlist/remove', { kind: 'project', id: '5' }, { cookie: alice }))).json()).toEqual({ removed: true })
    expect((await listOf(alice)).items).toEqual([])
  })

  it('deleting the account deletes its wishlist', async () => {
    const cookie = await visitor('leaving@example.it')
    await add(post('/api/user/wishlist/add', { kind: 'product', id: '1' }, { cookie }))
    const { visitorDatabase } = await import('@/features/accounts/server/auth')
    const database = await visitorDatabase()
    /** Rows of the whole table, or of one owner's (by e-mail): the table itself, not the endpoint. */
    const count = async (email?: string) => {
      const where = email ? ' where "userId" in (select id from "user" where email = $1)' : ''
      const sql = `select count(*) as n from "wishlist_item"${where}`
      const args = email ? [email] : []
      if (database.kind === 'postgres') return Number((await database.pool.query<{ n: string }>(sql, args)).rows[0]?.n)
      return Number((await database.client.execute({ sql: sql.replace('$1', '?'), args })).rows[0]?.n)
    }
    expect(await count('leaving@example.it')).toBe(1)
    const before = await count()
    if (database.kind === 'postgres') await database.pool.query('delete from "user" where email = $1', ['leaving@example.it'])
    else await database.client.execute({ sql: 'delete from "user" where email = ?', args: ['leaving@example.it'] })
    expect(await count('leaving@example.it')).toBe(0)
    expect(await count()).toBe(before - 1)
  })
})
