import { createClient } from '@libsql/client'
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { expect, test, type APIRequestContext } from '@playwright/test'
import { aloneBuildDirectory, aloneDirectory } from './environment.mjs'

/**
 * Issue 15: the database becomes unreachable while the site runs (its SQLite file emptied).
 * Cached pages keep answering 200; a page that needs the database answers 503 with the site's
 * error page, written by the server (readable without JavaScript, no stack trace); when the
 * file is back the site answers again without a restart.
 *
 * The spec starts another server of the same build (port E2E_PORT + 10) on a copy of the second
 * e2e server's database, with that server's copy of the build (the 'alone' project,
 * playwright.config.ts), so that breaking it leaves the other specs' server alone. SQLite only: a
 * PostgreSQL variant (stopping the server) is not written yet.
 */

const port = Number(process.env.E2E_PORT ?? 3100) + 10
const origin = `http://127.0.0.1:${port}`
const dir = path.resolve('data/e2e-database-down')
const database = path.join(dir, 'storefront.db')
/** Visited first, so the page cache holds it before the database goes. */
const cachedPage = '/en'
/** A path no one asked for: answering it needs the database. */
const uncachedPage = `/en/products/never-asked-${Date.now().toString(36)}`

let server: ChildProcess | null = null

/** A consistent copy of the running e2e database (it is in WAL mode: copying the file alone could miss pages). */
async function copyDatabase(): Promise<void> {
  fs.rmSync(dir, { recursive: true, force: true })
  fs.mkdirSync(dir, { recursive: true })
  const source = createClient({ url: `file:${path.join(aloneDirectory, 'storefront.db')}` })
  await source.execute({ sql: 'VACUUM INTO ?', args: [database] })
  source.close()
}

async function waitForServer(request: APIRequestContext): Promise<void> {
  await expect
    .poll(async () => (await request.get(`${origin}/api/globals/site-settings`).catch(() => null))?.status() ?? 0, { timeout: 180_000, intervals: [1000] })
    .toBe(200)
}

/** The database file, its write-ahead log and the log's index: what SQLite reads. */
const files = { database, log: `${database}-wal`, index: `${database}-shm` }

/**
 * Empties the database and its log in place. The log's index is zeroed too, as after a crash:
 * every connection then looks at the files again instead of trusting what it read before.
 */
function emptyDatabase(): { database: Buffer; log: Buffer } {
  const saved = { database: fs.readFileSync(files.database), log: fs.existsSync(files.log) ? fs.readFileSync(files.log) : Buffer.alloc(0) }
  fs.truncateSync(files.database, 0)
  if (fs.existsSync(files.log)) fs.truncateSync(files.log, 0)
  zeroIndex()
  return saved
}

function restoreDatabase(saved: { database: Buffer; log: Buffer }): void {
  fs.writeFileSync(files.database, saved.database)
  if (fs.existsSync(files.log)) fs.writeFileSync(files.log, saved.log)
  zeroIndex()
}

/** The index header (136 bytes): zeroed, SQLite rebuilds the index from the files on the next read. */
function zeroIndex(): void {
  if (!fs.existsSync(files.index)) return
  const handle = fs.openSync(files.index, 'r+')
  fs.writeSync(handle, Buffer.alloc(136), 0, 136, 0)
  fs.closeSync(handle)
}

test.describe.configure({ mode: 'serial' })
test.setTimeout(300_000)

test.beforeAll(async ({ request }) => {
  test.setTimeout(300_000)
  await copyDatabase()
  server = spawn(process.execPath, [path.resolve('node_modules/tsx/dist/cli.mjs'), 'scripts/start.ts', '--no-build', '--no-prepare'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      SITE_URL: origin,
      DATABASE_URL: `file:${database}`,
      MEDIA_DIR: path.join(aloneDirectory, 'media'),
      NEXT_DIST_DIR: aloneBuildDirectory,
      MAIL_OUTBOX_DIR: path.join(dir, 'outbox'),
      PAYLOAD_SECRET: 'e2e-secret-0123456789abcdef0123456789abcdef',
    },
  })
  await waitForServer(request)
})

test.afterAll(() => {
  server?.kill('SIGTERM')
})

test('with the database gone, cached pages answer, other pages and the endpoints answer 503, and the site recovers', async ({ request, browser }) => {
  // The page cache learns the home page.
  expect((await request.get(`${origin}${cachedPage}`)).status()).toBe(200)
  expect((await request.get(`${origin}${cachedPage}`)).headers()['x-nextjs-cache']).toBe('HIT')

  const saved = emptyDatabase()
  try {
    const cached = await request.get(`${origin}${cachedPage}`)
    expect(cached.status()).toBe(200)
    expect(await cached.text()).toContain('Atelier Vesta')

    const uncached = await request.get(`${origin}${uncachedPage}`)
    expect(uncached.status()).toBe(503)
    expect(uncached.headers()['retry-after']).toBe('30')
    const body = await uncached.text()
    expect(body).not.toMatch(/\n\s+at \S+ \(|node_modules|\.js:\d+:\d+/)

    // What a visitor without JavaScript (or a crawler) reads: the site's error page, with its frame.
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    const response = await page.goto(`${origin}${uncachedPage}`)
    expect(response?.status()).toBe(503)
    await expect(page).toHaveTitle('Server error | Atelier Vesta')
    await expect(page.getByRole('main')).toContainText('An error has occurred:')
    await expect(page.getByRole('main')).toContainText('A temporary problem has occurred. Please try again in a few moments.')
    await expect(page.getByRole('main')).toContainText('Error 503')
    await expect(page.getByRole('banner')).toBeVisible()
    await context.close()

    // An endpoint that needs the database says so, in the visitor's language, and stores nothing.
    const storeRequest = await request.post(`${origin}/api/forms/store-request?lang=de`, {
      data: { kind: 'information', storeId: 1, name: 'Anna', email: 'anna@example.com', message: 'Hallo', consent: true },
      headers: { origin, 'x-forwarded-for': '192.0.2.88' },
    })
    expect(storeRequest.status()).toBe(503)
    expect(storeRequest.headers()['retry-after']).toBe('30')
    expect(await storeRequest.json()).toEqual({ error: 'unavailable', message: 'Der Dienst ist vorübergehend nicht verfügbar. Bitte versuchen Sie es gleich noch einmal.' })
  } finally {
    restoreDatabase(saved)
  }

  // Back without a restart: the same path is now read from the database (an unknown product: 404).
  await expect.poll(async () => (await request.get(`${origin}${uncachedPage}`)).status(), { timeout: 30_000, intervals: [500] }).toBe(404)
  expect(await (await request.get(`${origin}${uncachedPage}`)).text()).toContain(`Page Not Found: ${uncachedPage}`)
  expect((await request.get(`${origin}/api/globals/site-settings`)).status()).toBe(200)
})
