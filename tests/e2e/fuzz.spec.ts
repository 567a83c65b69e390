import path from 'node:path'
import { createClient, type Client } from '@libsql/client'
import { expect, test, type APIRequestContext } from '@playwright/test'
import { aloneDirectory } from './environment.mjs'
import { FuzzGenerator, seededRandom, type FuzzRequest, type KnownData } from './fuzzInputs'

/**
 * Hostile input over the public endpoints (issue 15, item 5): generated paths, query strings
 * and bodies for the catalogue, search, locator, market, newsletter, store-request, download
 * and image endpoints. No answer may be a server error, and no refused request may leave a
 * row behind. Seeded: `FUZZ_SEED=… FUZZ_COUNT=…` replays a run.
 */
const seed = Number(process.env.FUZZ_SEED ?? 20261125)
const count = Number(process.env.FUZZ_COUNT ?? 10_000)
/** A few requests at a time: enough to overlap work on two cores without starving the server. */
const concurrency = 6

interface Outcome {
  request: FuzzRequest
  status: number
  location: string
  body: string
}

/** The database of the server this spec runs against: the second e2e server's (the 'alone' project, playwright.config.ts). */
const database = () => createClient({ url: `file:${path.join(aloneDirectory, 'storefront.db')}` })

async function column<T>(db: Client, sql: string, map: (value: unknown) => T | null): Promise<T[]> {
  const { rows } = await db.execute(sql)
  return rows.flatMap((row) => {
    const value = map(row[0])
    return value === null ? [] : [value]
  })
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null)
const number = (value: unknown) => (typeof value === 'number' || typeof value === 'bigint' ? Number(value) : null)

async function knownData(db: Client): Promise<KnownData> {
  return {
    productSlugs: await column(db, "SELECT slug FROM products_locales WHERE _locale = 'en' AND slug IS NOT NULL LIMIT 50", text),
    categorySlugs: await column(db, "SELECT slug FROM categories_locales WHERE _locale = 'en' AND slug IS NOT NULL LIMIT 20", text),
    storeIds: await column(db, "SELECT id FROM stores WHERE _status = 'published' LIMIT 20", number),
    mediaFiles: await column(db, "SELECT filename FROM media WHERE mime_type LIKE 'image/%' AND mime_type <> 'image/svg+xml' LIMIT 3", text),
    downloadFiles: await column(db, 'SELECT filename FROM downloads LIMIT 5', text),
  }
}

const maxId = async (db: Client, table: string) => (await column(db, `SELECT COALESCE(MAX(id), 0) FROM ${table}`, number))[0] ?? 0
const emailsAfter = (db: Client, table: string, id: number) => column(db, `SELECT email FROM ${table} WHERE id > ${id}`, text)

/**
 * The fuzz speaks as a visitor of its own: the e2e server believes X-Forwarded-For from the
 * loopback (TRUSTED_PROXIES), and the right-most address is the client. So the fuzz spends its
 * own rate budgets, not those of the specs that run after it from the same machine, whatever
 * address a generated request claims further left.
 */
const FUZZ_VISITOR = '192.0.2.77'
const asFuzzVisitor = (headers: Record<string, string> = {}) => {
  const claimed = headers['x-forwarded-for']
  return { ...headers, 'x-forwarded-for': claimed ? `${claimed}, ${FUZZ_VISITOR}` : FUZZ_VISITOR }
}

async function send(api: APIRequestContext, origin: string, request: FuzzRequest, retried = false): Promise<Outcome> {
  try {
    // Absolute: a generated path starting with '//' must stay on this host, not name another.
    const response = await api.fetch(`${origin}${request.url}`, { method: request.method, headers: asFuzzVisitor(request.headers), data: request.body, maxRedirects: 0, timeout: 60_000 })
    const status = response.status()
    const body = status >= 500 ? (await response.text()).slice(0, 200) : ''
    return { request, status, location: response.headers().location ?? '', body }
  } catch (error) {
    // A kept-alive connection the server closed as it was reused resets once without any
    // fault of the request: asked again on a new one. No answer twice counts as a failure.
    if (!retried) return send(api, origin, request, true)
    return { request, status: 599, location: '', body: error instanceof Error ? error.message.slice(0, 200) : String(error) }
  }
}

/** Whether the endpoint said it took the request (then a row may be written for its e-mail). */
function accepted({ request, status, location }: Outcome): boolean {
  if (request.kind === 'store request') return status === 201
  if (request.kind === 'newsletter') return status === 200 || (status === 303 && location.endsWith('/newsletter/sent'))
  return false
}

const normalised = (email: string) => email.trim().toLowerCase()

test('fuzz: generated hostile requests get no server error and write nothing when refused', async ({ request, baseURL }) => {
  test.setTimeout(20 * 60_000)
  const db = database()
  const before = { newsletter: await maxId(db, 'newsletter_subscriptions'), requests: await maxId(db, 'store_requests') }
  const generator = new FuzzGenerator(seededRandom(seed), await knownData(db))
  const requests = Array.from({ length: count }, () => generator.next())

  const outcomes: Outcome[] = []
  let nextIndex = 0
  let shown = 0
  const started = Date.now()
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let index = nextIndex++; index < requests.length; index = nextIndex++) {
        const item = requests[index]
        if (!item) continue
        const outcome = await send(request, baseURL ?? '', item)
        outcomes.push(outcome)
        // Printed as found: a long run that is stopped still shows what failed.
        if (outcome.status >= 500 && ++shown <= 20) console.log(`[fuzz] FAIL ${outcome.status} ${item.method} ${item.url.slice(0, 200)} ${item.headers?.['content-type'] ?? ''} ${outcome.body}`)
        if (outcomes.length % 1000 === 0) console.log(`[fuzz] ${outcomes.length} requests, ${(Date.now() - started) / 1000} s`)
      }
    }),
  )
  const seconds = (Date.now() - started) / 1000

  const byKind = new Map<string, Map<number, number>>()
  for (const { request: item, status } of outcomes) {
    const statuses = byKind.get(item.kind) ?? new Map<number, number>()
    statuses.set(status, (statuses.get(status) ?? 0) + 1)
    byKind.set(item.kind, statuses)
  }
  const failures = outcomes.filter(({ status }) => status >= 500)
  const acceptedEmails = new Set(outcomes.filter(accepted).flatMap(({ request: item }) => (item.email === undefined ? [] : [normalised(item.email)])))
  const newRows = {
    newsletter: await emailsAfter(db, 'newsletter_subscriptions', before.newsletter),
    requests: await emailsAfter(db, 'store_requests', before.requests),
  }
  db.close()
  const unexplained = [...newRows.newsletter, ...newRows.requests].filter((email) => !acceptedEmails.has(normalised(email)))

  console.log(`[fuzz] seed ${seed}: ${outcomes.length} requests in ${seconds.toFixed(0)} s (${(outcomes.length / seconds).toFixed(0)}/s), ${failures.length} with status >= 500`)
  for (const [kind, statuses] of byKind) console.log(`[fuzz]   ${kind}: ${[...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`).join(' ')}`)
  console.log(`[fuzz] rows written: ${newRows.newsletter.length} subscriptions, ${newRows.requests.length} store requests; ${acceptedEmails.size} accepted e-mails; ${unexplained.length} rows from refused requests`)

  expect(outcomes).toHaveLength(count)
  expect(failures.map(({ request: item, status }) => `${status} ${item.method} ${item.url.slice(0, 160)}`).slice(0, 20)).toEqual([])
  expect(unexplained).toEqual([])
})

test("the issue's hostile requests: prototype keys list normally, bad escapes are a 400", async ({ request }) => {
  for (const query of ['?constructor=1', '?hasOwnProperty=1', '?toString=1&toString=2', '?__proto__[x]=1&designer=none']) {
    const response = await request.get(`/en/products/${query}`)
    expect(response.status(), query).toBe(200)
    expect(await response.text()).toContain('<h1')
  }
  for (const path of ['/en%ff', '/it/abc/%ff', '/en/products/%E0%A4%A']) {
    const response = await request.get(path, { maxRedirects: 0 })
    expect(response.status(), path).toBe(400)
  }
})

test('the image endpoint serves the widths and formats the site uses and refuses the rest', async ({ request }) => {
  const db = database()
  const [file] = await column(db, "SELECT filename FROM media WHERE mime_type LIKE 'image/%' AND mime_type <> 'image/svg+xml' LIMIT 1", text)
  db.close()
  expect(file).toBeTruthy()
  for (const query of ['w=4000&fm=avif', 'w=641&fm=webp', 'w=640&fm=png', 'w=640&q=80', 'w=640&blur=10', 'w=640&rot=90', 'fm=webp']) {
    const response = await request.get(`/api/images/${file}?${query}`)
    expect(response.status(), query).toBe(400)
    expect(((await response.json()) as { error: string }).error).toBe('invalid_parameters')
  }
  const first = await request.get(`/api/images/${file}?w=256&fm=webp`)
  expect(first.status()).toBe(200)
  expect(first.headers()['content-type']).toBe('image/webp')
  const again = await request.get(`/api/images/${file}?w=256&fm=webp`)
  expect(again.headers()['x-image-cache']).toBe('hit')
})
