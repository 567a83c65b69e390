import { formatNames, type CollectionSlug, type Field, type GlobalSlug, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import type { Config } from '@/payload-types'
import type * as ApiClient from './apiClient'
import { bootPayload, type Booted } from './boot'

/**
 * What an anonymous visitor may do with every collection and global (issue 15, docs/decisions/015-api-hardening.md),
 * at two layers: Payload's own access rules (Local API without a user, Payload's GraphQL handler),
 * and the HTTP routes the app exports, where the guard refuses everything but files, the public
 * settings and sign-in. Typed on the generated types: a new collection fails to compile until it has a row.
 */
type Read = 'all' | 'published' | 'none'
const anonymousRead: Record<keyof Config['collections'], Read> = {
  pages: 'published', products: 'published', materials: 'published', moods: 'published', projects: 'published',
  stories: 'published', downloads: 'published', stores: 'published',
  categories: 'all', families: 'all', designers: 'all', 'material-categories': 'all', 'download-categories': 'all', 'mixer-scenes': 'all',
  media: 'all', redirects: 'all',
  'store-requests': 'none', 'newsletter-subscriptions': 'none', users: 'none', forms: 'none', 'form-submissions': 'none', 'trade-applications': 'none', 'trade-price-lists': 'none', 'trade-requests': 'none', 'trade-offers': 'none',
  'trade-bulletins': 'none', 'trade-notice-marks': 'none', 'trade-catalogue-changes': 'none',
  'trade-quickship': 'none', 'trade-availability': 'none', 'trade-downloads': 'none',
  'payload-kv': 'none', 'payload-locked-documents': 'none', 'payload-preferences': 'none', 'payload-migrations': 'none',
}
/** Globals: Payload lets anyone read them (the pages show them); over HTTP only the settings answer, for health checks. */
const anonymousHttpGlobal: Record<keyof Config['globals'], 200 | 403> = {
  'site-settings': 200, 'main-menu': 403, footer: 403, labels: 403, 'search-synonyms': 403,
}
/** Data no visitor-facing answer may contain. */
const secrets = { editor: 'matrix-editor@example.test', requester: 'matrix-requester@example.test', subscriber: 'matrix-subscriber@example.test', applicant: 'matrix-applicant@example.test', tradeRequester: 'matrix-trade-requester@example.test' }
/** Collections without REST endpoints: their operations do not exist (404); the list and documents still answer 403. */
const withoutEndpoints = new Set<string>(['payload-migrations'])
const privateCollections = new Set<string>(['users', 'store-requests', 'newsletter-subscriptions', 'form-submissions', 'trade-applications', 'trade-price-lists', 'trade-requests', 'trade-offers', 'trade-bulletins', 'trade-notice-marks', 'trade-catalogue-changes', 'trade-quickship', 'trade-availability', 'trade-downloads'])

let booted: Booted
let api: typeof ApiClient
let token = ''
const unpublished = new Map<string, number>()
const collections = Object.keys(anonymousRead) as CollectionSlug[]
const globals = Object.keys(anonymousHttpGlobal) as GlobalSlug[]
const payload = (): Payload => booted.payload
const total = async (collection: CollectionSlug) => (await payload().count({ collection, overrideAccess: true })).totalDocs
const firstId = async (collection: CollectionSlug) => (await payload().find({ collection, limit: 1, depth: 0, overrideAccess: true })).docs[0]?.id ?? 1
/** The status a refusal carries (Payload's errors have one); anything else counts as a 500. */
const statusOfError = (error: unknown) => (typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number' ? error.status : 500)
const statusOf = async (run: () => Promise<unknown>) => run().then(() => 200, statusOfError)

beforeAll(async () => {
  // The whole demo catalogue: a copy of the run's demo template (seeded once per run, see boot.ts).
  booted = await bootPayload({ content: 'demo' })
  api = await import('./apiClient')
  const context = { disableRevalidate: true }
  const editor = await payload().create({ collection: 'users', data: { email: secrets.editor, password: 'matrix-password-2026', role: 'editor' }, overrideAccess: true })
  token = (await payload().login({ collection: 'users', data: { email: secrets.editor, password: 'matrix-password-2026' } })).token ?? ''
  const store = await firstId('stores')
  await payload().create({
    collection: 'store-requests', overrideAccess: true, context,
    data: { kind: 'appointment', store, status: 'new', name: 'Matrix', email: secrets.requester, locale: 'en', consent: true },
  })
  await payload().create({
    collection: 'newsletter-subscriptions', overrideAccess: true, context,
    data: { email: secrets.subscriber, locale: 'en', status: 'confirmed', consentAt: new Date().toISOString(), unsubscribeToken: 'matrix-unsubscribe-token-000000000' },
  })
  await payload().create({
    collection: 'trade-applications', overrideAccess: true, context,
    data: { visitor: 'matrix-visitor', status: 'pending', name: 'Matrix', email: secrets.applicant, locale: 'en', profession: 'architect', company: 'Matrix Studio', vatNumber: 'IT01234567890', country: 'IT', appliedAt: new Date().toISOString() },
  })
  await payload().create({
    collection: 'trade-requests', overrideAccess: true, context,
    data: { visitor: 'matrix-visitor', status: 'submitted', kind: 'quote', market: 'eu', lines: [{ version: 'matrix-1', quantity: 1 }], name: 'Matrix', email: secrets.tradeRequester, locale: 'en', submittedAt: new Date().toISOString() },
  })
  // One document per draft-enabled collection taken back to draft, edited by the editor: it must stay invisible.
  for (const collection of collections.filter((slug) => anonymousRead[slug] === 'published')) {
    const { docs } = await payload().find({ collection, sort: '-id', limit: 1, depth: 0, overrideAccess: true })
    const id = Number(docs[0]?.id)
    await payload().update({ collection, id, data: { _status: 'draft' }, overrideAccess: true, context, user: editor })
    unpublished.set(collection, id)
  }
  // The whole demo catalogue is the point (every collection filled, relationships two levels deep); seeding it on two shared cores can pass the suite's default hook time.
}, 1_500_000)
afterAll(async () => {
  await booted.close()
})

describe(`access matrix for anonymous visitors (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  it.each(collections)('Payload access, %s: reads as the table says, writes refused', async (collection) => {
    const read = anonymousRead[collection]
    const found = await statusOf(() => payload().find({ collection, pagination: false, depth: 0, overrideAccess: false }))
    expect(found, 'read').toBe(read === 'none' ? 403 : 200)
    if (read === 'all') expect((await payload().count({ collection, overrideAccess: false })).totalDocs).toBe(await total(collection))
    const draft = unpublished.get(collection)
    if (read === 'published' && draft !== undefined) {
      const visible = await payload().find({ collection, pagination: false, depth: 0, overrideAccess: false })
      expect(visible.docs.map((doc) => doc.id)).not.toContain(draft)
      expect(visible.docs.every((doc) => '_status' in doc && doc._status === 'published')).toBe(true)
      expect(await statusOf(() => payload().findByID({ collection, id: draft, overrideAccess: false })), 'draft by id').toBe(404)
      expect(await statusOf(() => payload().findVersions({ collection, overrideAccess: false })), 'versions').toBe(403)
    }
    const before = await total(collection)
    const id = await firstId(collection)
    expect(await statusOf(() => payload().create({ collection, data: {}, overrideAccess: false })), 'create').toBe(403)
    expect(await statusOf(() => payload().update({ collection, id, data: {}, overrideAccess: false })), 'update').toBe(403)
    expect(await statusOf(() => payload().delete({ collection, id, overrideAccess: false })), 'delete').toBe(403)
    expect(await total(collection)).toBe(before)
  })

  it.each(globals)('Payload access, global %s: readable, not writable', async (slug) => {
    expect(await statusOf(() => payload().findGlobal({ slug, depth: 0, overrideAccess: false }))).toBe(200)
    expect(await statusOf(() => payload().updateGlobal({ slug, data: {}, overrideAccess: false }))).toBe(403)
  })

  it.each(collections)('REST over HTTP, %s: every read and write refused with 403, nothing written', async (collection) => {
    const id = await firstId(collection)
    const before = await total(collection)
    for (const [method, path] of [['GET', ''], ['GET', `/${id}`], ['GET', '/count'], ['GET', '/versions'], ['POST', ''], ['PATCH', `/${id}`], ['DELETE', `/${id}`]] as const) {
      const response = await api.rest(method, `${collection}${path}?depth=0`, method === 'GET' ? {} : { body: {} })
      const operation = path === '/count' || path === '/versions'
      if (withoutEndpoints.has(collection) && operation) {
        expect(response.status, `${method} ${path}`).toBe(404)
        continue
      }
      expect(response.status, `${method} ${path}`).toBe(403)
      expect(await response.json()).toEqual({ errors: [{ message: 'You are not allowed to perform this action.' }] })
    }
    expect(await total(collection)).toBe(before)
  })

  it.each(globals)('REST over HTTP, global %s: read as the table says, never written', async (slug) => {
    expect((await api.rest('GET', `globals/${slug}?depth=10&draft=true`)).status).toBe(anonymousHttpGlobal[slug])
    expect((await api.rest('POST', `globals/${slug}`, { body: { siteName: 'Hacked' } })).status).toBe(403)
  })

  it('GraphQL over HTTP answers 403 to anyone without an editor session', async () => {
    const answer = await api.graphql('{ Products(limit: 1) { docs { id } } }')
    expect(answer.status).toBe(403)
    expect(answer.errors).toEqual([{ message: 'You are not allowed to perform this action.' }])
  })

  it.each(collections)('Payload GraphQL, %s: reads as the table says, mutations write nothing', async (collection) => {
    if (payload().collections[collection].config.graphQL === false) return // not in the schema at all
    const names = graphqlNames(collection)
    const read = anonymousRead[collection]
    const listed = await api.graphql(`{ ${names.pluralName}(limit: 100) { totalDocs } }`, { guarded: false })
    if (read === 'none') expect(listed.errors.length, 'read').toBeGreaterThan(0)
    else expect(listed.data?.[names.pluralName]).toEqual({ totalDocs: (await payload().count({ collection, overrideAccess: false })).totalDocs })
    const before = await total(collection)
    const id = await firstId(collection)
    for (const mutation of [`create${names.singularName}(data: {})`, `update${names.singularName}(id: ${id}, data: {})`, `delete${names.singularName}(id: ${id})`]) {
      const answer = await api.graphql(`mutation { ${mutation} { id } }`, { guarded: false })
      expect(answer.errors.length, mutation).toBeGreaterThan(0)
    }
    expect(await total(collection)).toBe(before)
  })
})

/** Payload's GraphQL names for a collection without custom names (as @payloadcms/graphql derives them). */
function graphqlNames(slug: string): { singularName: string; pluralName: string } {
  const { singular, plural } = formatNames(slug)
  return { singularName: singular, pluralName: singular === plural ? `all${singular}` : plural }
}

/** Every relationship or upload field, with whether it has its own read rule. */
function relationFields(fields: readonly Field[], out: { to: string[]; guarded: boolean }[] = []) {
  for (const field of fields) {
    if ((field.type === 'relationship' || field.type === 'upload') && 'relationTo' in field)
      out.push({ to: [field.relationTo].flat(), guarded: Boolean(field.access?.read) })
    if ('fields' in field) relationFields(field.fields, out)
    if (field.type === 'tabs') for (const tab of field.tabs) relationFields(tab.fields, out)
    if (field.type === 'blocks') for (const block of field.blocks) if (typeof block === 'object') relationFields(block.fields, out)
  }
  return out
}

describe('no visitor-facing answer leaks editors, store requests or subscribers', () => {
  it('no readable collection or global points at users, store requests or subscriptions without its own read rule', () => {
    const owners = [
      ...payload().config.collections.filter((c) => anonymousRead[c.slug] !== 'none'),
      ...payload().config.globals,
    ]
    const leaks = owners.flatMap((owner) => relationFields(owner.fields).filter((f) => !f.guarded && f.to.some((to) => privateCollections.has(to))).map(() => owner.slug))
    expect(leaks).toEqual([])
  })

  it('everything an anonymous visitor can read, populated two levels deep, holds none of their addresses', async () => {
    const answers: unknown[] = []
    for (const collection of collections.filter((slug) => anonymousRead[slug] !== 'none'))
      answers.push((await payload().find({ collection, pagination: false, depth: 2, overrideAccess: false })).docs)
    for (const slug of globals) answers.push(await payload().findGlobal({ slug, depth: 2, overrideAccess: false }))
    const text = JSON.stringify(answers)
    expect(text.length).toBeGreaterThan(10_000)
    for (const address of Object.values(secrets)) expect(text).not.toContain(address)
  })
})

describe('caps on every REST and GraphQL request, editors included', () => {
  const editor = () => ({ token })

  it('an id that cannot exist is 404 with Payload\'s message, for visitors and editors alike', async () => {
    for (const options of [{}, editor()]) {
      const response = await api.rest('GET', 'products/abc', options)
      expect(response.status).toBe(404)
      expect(await response.json()).toEqual({ errors: [{ message: 'The requested resource was not found.' }] })
    }
    expect((await api.rest('GET', 'products/versions/abc', editor())).status).toBe(404)
  })

  it('depth=10 answers exactly what depth=2 does; limit 500, 0 or "all" gives pages of at most 100', async () => {
    const read = async (query: string) => (await api.rest('GET', `stories?${query}`, editor())).json() as Promise<{ docs: unknown[]; limit: number }>
    expect(await read('limit=3&depth=10')).toEqual(await read('limit=3&depth=2'))
    for (const limit of ['500', '0', 'all']) expect((await read(`limit=${limit}&depth=0`)).limit).toBe(100)
    const unpaged = (await (await api.rest('GET', 'materials?pagination=false&depth=0', editor())).json()) as { docs: unknown[]; totalDocs: number }
    expect(unpaged.docs.length).toBeLessThanOrEqual(100)
    expect(unpaged.totalDocs).toBe(await total('materials'))
  })

  it('the admin\'s long queries (POST with a method override and a form body) are capped too; a visitor\'s are refused', async () => {
    const override = { 'x-payload-http-method-override': 'GET', 'content-type': 'application/x-www-form-urlencoded' }
    const asEditor = await api.rest('POST', 'materials', { ...editor(), headers: override, body: 'limit=500&depth=0' })
    expect(asEditor.status).toBe(200)
    expect(((await asEditor.json()) as { limit: number }).limit).toBe(100)
    expect((await api.rest('POST', 'materials', { headers: override, body: 'limit=1&depth=0' })).status).toBe(403)
  })

  it('visitors get uploaded files, the public settings and the sign-in; draft=true changes nothing for them', async () => {
    const { docs } = await payload().find({ collection: 'media', limit: 1, depth: 0, overrideAccess: true })
    const file = await api.rest('GET', `media/file/${encodeURIComponent(docs[0]?.filename ?? '')}`)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toMatch(/^image\//)
    const settings = await api.rest('GET', 'globals/site-settings?draft=true&depth=10')
    expect(settings.status).toBe(200)
    expect(await settings.json()).toMatchObject({ siteName: 'Atelier Vesta' })
    const login = await api.rest('POST', 'users/login', { body: { email: secrets.editor, password: 'matrix-password-2026' } })
    expect(login.status).toBe(200)
  })

  it('GraphQL for editors: a plain query answers; 50 aliases, nesting past 8 and limit 1000 are refused before running', async () => {
    const plain = await api.graphql('{ Products(limit: 2) { docs { id } } }', editor())
    expect(plain.errors).toEqual([])
    expect(z.object({ Products: z.object({ docs: z.array(z.object({ id: z.number() })) }) }).parse(plain.data).Products.docs).toHaveLength(2)
    const aliases = Array.from({ length: 50 }, (_, n) => `a${n}: Products { docs { id name } }`).join(' ')
    const wide = await api.graphql(`{ ${aliases} }`, editor())
    expect(wide.data).toBeNull()
    expect(wide.errors.map((error) => error.message)).toContain('The query asks for 50 top-level fields; at most 5 are allowed.')
    const deep = await api.graphql('{ Stories { docs { products { related { category { image { sizes { thumbnail { url } } } } } } } } }', editor())
    expect(deep.errors.map((error) => error.message)).toContain('The query is nested 9 levels deep; at most 8 are allowed.')
    const many = await api.graphql('{ Products(limit: 1000) { docs { id } } }', editor())
    expect(many.errors.map((error) => error.message)).toContain('A limit must be between 1 and 100.')
  })
})
