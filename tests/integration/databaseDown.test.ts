import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { readBundledMessages } from '@/i18n/bundled'
import { DatabaseUnavailableError } from '@/lib/http/databaseUnavailable'
import type { rest as restCall } from './apiClient'
import { bootPayload, type Booted } from './boot'
import { createTestStore } from './fixtures/store'
import { startTcpProxy, type TcpProxy } from './fixtures/tcpProxy'

// The route modules are server-only; here they run in the test's own process.
vi.mock('server-only', () => ({}))
// The CMS labels are read through Next.js's data cache, which only a Next.js server has.
vi.mock('@/data/messages', async () => {
  const { readBundledMessages: bundled } = await import('@/i18n/bundled')
  return { getMessages: async (locale: Parameters<typeof bundled>[0]) => bundled(locale) }
})

/**
 * Issue 15 §6 on PostgreSQL (SQLite: tests/e2e/databaseDown.spec.ts). The database goes away
 * while the app runs, in the two ways an operator meets: the server stops (a TCP hop the test
 * controls is cut: open connections die, new ones are refused) and the database refuses
 * connections (`ALLOW_CONNECTIONS false` and its sessions ended). Endpoints then answer 503
 * with a clear message in the visitor's language and write nothing; readers throw
 * `DatabaseUnavailableError` (the page answers 503, a cached page keeps its last good copy);
 * when the database is back, the same process answers again without a restart.
 */
const admin = process.env.TEST_DATABASE_URL
const site = 'http://127.0.0.1:3000'
const de = readBundledMessages('de')
const en = readBundledMessages('en')
const json = { 'content-type': 'application/json' }
type RestCall = typeof restCall

describe.skipIf(!admin)('the database goes away and comes back (PostgreSQL)', () => {
  let booted: Booted
  let proxy: TcpProxy
  let databaseName = ''
  let storeId = 0
  let storeRequest: (request: Request) => Promise<Response>
  let newsletter: (request: Request) => Promise<Response>
  let readingDatabase: <Result>(read: () => Promise<Result>) => Promise<Result>
  let rest: RestCall
  let peers = 0

  const post = (path: string, body: unknown) =>
    new Request(`${site}${path}`, { method: 'POST', body: JSON.stringify(body), headers: { ...json, origin: site, 'x-vesta-peer': `192.0.2.${++peers}` } })
  const askForAppointment = () =>
    storeRequest(post('/api/forms/store-request?lang=de', { kind: 'appointment', storeId, name: 'Giulia Rossi', email: 'giulia@example.com', phonePrefix: '+39', phone: '02 12 345', preferredDate: '2030-01-15', message: 'Sofa', consent: true }))
  const subscribe = () => newsletter(post('/api/newsletter?lang=en', { email: `reader${peers}@example.com`, consent: true }))
  const countRows = async () => {
    const client = new pg.Client({ connectionString: booted.db.url })
    await client.connect()
    const requests = await client.query<{ n: string }>('SELECT count(*) AS n FROM store_requests')
    const subscriptions = await client.query<{ n: string }>('SELECT count(*) AS n FROM newsletter_subscriptions')
    await client.end()
    return { requests: Number(requests.rows[0]?.n), subscriptions: Number(subscriptions.rows[0]?.n) }
  }
  const asAdmin = async (sql: string) => {
    const client = new pg.Client({ connectionString: admin })
    await client.connect()
    await client.query(sql)
    await client.end()
  }

  /** What every part of the app answers while the database is away. */
  async function expectUnavailable(): Promise<void> {
    const refused = await askForAppointment()
    expect(refused.status).toBe(503)
    expect(refused.headers.get('retry-after')).toBe('30')
    expect(refused.headers.get('cache-control')).toBe('no-store')
    expect(await refused.json()).toEqual({ error: 'unavailable', message: de['http.serviceUnavailable'] })

    const subscription = await subscribe()
    expect(subscription.status).toBe(503)
    expect(await subscription.json()).toEqual({ error: 'unavailable', message: en['http.serviceUnavailable'] })

    // Payload's own REST (the admin, the health check): 503 with its error shape, not a 500.
    const settings = await rest('GET', 'globals/site-settings')
    expect(settings.status).toBe(503)
    expect(settings.headers.get('retry-after')).toBe('30')
    expect(await settings.json()).toEqual({ errors: [{ message: en['http.serviceUnavailable'] }] })

    // A page's reader throws (never returns empty): the page answers 503 or keeps its cached copy.
    await expect(readingDatabase(() => booted.payload.find({ collection: 'products', limit: 1 }))).rejects.toBeInstanceOf(DatabaseUnavailableError)
  }

  /** The same process answers again (the pool replaces its dead connections), and writes land. */
  async function expectRecovered(before: { requests: number; subscriptions: number }): Promise<void> {
    await expect.poll(async () => (await rest('GET', 'globals/site-settings')).status, { timeout: 30_000, interval: 250 }).toBe(200)
    expect((await askForAppointment()).status).toBe(201)
    expect((await subscribe()).status).toBe(200)
    const found = await readingDatabase(() => booted.payload.find({ collection: 'stores', limit: 1 }))
    expect(found.docs.map((store) => store.id)).toEqual([storeId])
    expect(await countRows()).toEqual({ requests: before.requests + 1, subscriptions: before.subscriptions + 1 })
  }

  beforeAll(async () => {
    const target = new URL(admin ?? '')
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) })
    booted = await bootPayload({
      connectWith: (db) => {
        const url = new URL(db.url)
        databaseName = url.pathname.slice(1)
        url.host = `127.0.0.1:${proxy.port}`
        return url.toString()
      },
    })
    storeId = await createTestStore(booted.payload, 'Outage Test Store')
    storeRequest = (await import('@/app/api/forms/store-request/route')).POST
    newsletter = (await import('@/app/api/newsletter/route')).POST
    readingDatabase = (await import('@/data/cached')).readingDatabase
    rest = (await import('./apiClient')).rest
  })

  afterAll(async () => {
    await proxy.start().catch(() => undefined)
    if (databaseName) await asAdmin(`ALTER DATABASE ${databaseName} ALLOW_CONNECTIONS true`).catch(() => undefined)
    await booted.close()
    await proxy.stop()
  })

  it('answers while the database is up', async () => {
    expect((await rest('GET', 'globals/site-settings')).status).toBe(200)
    expect((await askForAppointment()).status).toBe(201)
  })

  it('the server stops: endpoints 503 with a clear message, readers throw, nothing written; back without a restart', async () => {
    const before = await countRows()
    await proxy.stop()
    try {
      await expectUnavailable()
    } finally {
      await proxy.start()
    }
    await expectRecovered(before)
  })

  it('the database refuses connections and its sessions are ended: the same, and back when it allows them again', async () => {
    const before = await countRows()
    await asAdmin(`ALTER DATABASE ${databaseName} ALLOW_CONNECTIONS false`)
    await asAdmin(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${databaseName}' AND pid <> pg_backend_pid()`)
    try {
      await expectUnavailable()
    } finally {
      await asAdmin(`ALTER DATABASE ${databaseName} ALLOW_CONNECTIONS true`)
    }
    await expectRecovered(before)
  })
})
