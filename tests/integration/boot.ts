import { spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import type { Payload } from 'payload'
import { inject } from 'vitest'
import { z } from 'zod'
import type { SeedReport } from '@/seed'
import { TEMPLATE_SQLITE_FILE, type IntegrationRun } from './template'

export interface TestDatabase {
  url: string
  kind: 'sqlite' | 'postgres'
  drop: () => Promise<void>
}

/** What the run's global setup made (tests/integration/template.ts); checked against the dialect this suite runs on. */
function integrationRun(): IntegrationRun {
  const run = inject('integrationRun')
  const dialect = process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite'
  if (run.kind !== dialect) throw new Error(`the integration run was set up for ${run.kind}, this suite runs on ${dialect}`)
  return run
}

/** The migrated template, or the demo template (the migrated one with the demo content seeded). */
type Source = 'empty' | 'template' | 'demo'

/** The PostgreSQL database name of the run's demo template. */
const demoDatabase = (databasePrefix: string) => `${databasePrefix}demo`
/** In the run's demo folder: its database files (SQLite), its pictures, and the seed's report, written last. */
const demoFiles = (run: IntegrationRun) => ({
  sqlite: path.join(run.demo, 'database'),
  media: path.join(run.demo, 'media'),
  report: path.join(run.demo, 'report.json'),
  started: path.join(run.demo, 'started'),
  failed: path.join(run.demo, 'failed'),
})

async function copyDatabase(run: IntegrationRun, admin: string | undefined, source: Source): Promise<TestDatabase> {
  if (admin && run.kind === 'postgres') {
    const name = `${run.databasePrefix}${crypto.randomBytes(6).toString('hex')}`
    const template = source === 'demo' ? demoDatabase(run.databasePrefix) : run.template
    const client = new pg.Client({ connectionString: admin })
    await client.connect()
    await client.query(source === 'empty' ? `CREATE DATABASE ${name}` : `CREATE DATABASE ${name} TEMPLATE ${template}`)
    await client.end()
    const url = new URL(admin)
    url.pathname = `/${name}`
    // Dropping a PostgreSQL database waits for a checkpoint (seconds each): the run's teardown
    // drops every database of the run at once instead, where one checkpoint serves them all.
    return { url: url.toString(), kind: 'postgres', drop: async () => undefined }
  }
  if (run.kind !== 'sqlite') throw new Error('unreachable: integrationRun() checked the dialect')
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-test-'))
  // The template's files, closed (so the copies are consistent): the content database and the visitor tables' beside it.
  const from = source === 'demo' ? demoFiles(run).sqlite : run.template
  if (source !== 'empty') for (const file of fs.readdirSync(from)) fs.copyFileSync(path.join(from, file), path.join(dir, file))
  return { url: `file:${path.join(dir, TEMPLATE_SQLITE_FILE)}`, kind: 'sqlite', drop: async () => fs.rmSync(dir, { recursive: true, force: true }) }
}

/**
 * A database of its own for a suite: a temporary SQLite file, or a new PostgreSQL database when
 * TEST_DATABASE_URL is set. Empty, or with `migrated`, a copy of the run's migrated template.
 */
export async function freshDatabase({ migrated = false }: { migrated?: boolean } = {}): Promise<TestDatabase> {
  return copyDatabase(integrationRun(), process.env.TEST_DATABASE_URL, migrated ? 'template' : 'empty')
}

/**
 * Seeds the run's demo template: a copy of the migrated template, the demo content written into
 * it by tests/integration/fixtures/seedTemplate.ts in a process of its own (started as the
 * run's migration is, see template.ts), then closed for copies. Resolves with the seed's report.
 */
async function seedDemoTemplate(run: IntegrationRun, admin: string | undefined): Promise<SeedReport> {
  const files = demoFiles(run)
  let url: string
  if (admin && run.kind === 'postgres') {
    const name = demoDatabase(run.databasePrefix)
    await adminQuery(admin, `CREATE DATABASE ${name} TEMPLATE ${run.template}`)
    const address = new URL(admin)
    address.pathname = `/${name}`
    url = address.toString()
  } else {
    if (run.kind !== 'sqlite') throw new Error('unreachable: integrationRun() checked the dialect')
    fs.mkdirSync(files.sqlite)
    for (const file of fs.readdirSync(run.template)) fs.copyFileSync(path.join(run.template, file), path.join(files.sqlite, file))
    url = `file:${path.join(files.sqlite, TEMPLATE_SQLITE_FILE)}`
  }
  fs.mkdirSync(files.media)
  const child = spawn(process.execPath, ['--conditions', 'development', '--import', 'tsx', path.resolve('tests/integration/fixtures/seedTemplate.ts')], {
    env: {
      ...process.env,
      DATABASE_URL: url,
      MEDIA_DIR: files.media,
      MAIL_OUTBOX_DIR: path.join(run.demo, 'outbox'),
      PAYLOAD_SECRET: 'integration-test-secret-0123456789abcdef',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  // A suite that times out ends its worker: the seed goes with it rather than writing on.
  const stop = () => child.kill('SIGKILL')
  process.once('exit', stop)
  let out = ''
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString()
  })
  const code = await new Promise<number | null>((resolve) => {
    child.on('error', () => resolve(null))
    child.on('exit', (exitCode) => resolve(exitCode))
  }).finally(() => process.off('exit', stop))
  const line = out.split('\n').find((text) => text.startsWith('seeded '))
  if (code !== 0 || !line) throw new Error(`seeding the demo template failed (exit code ${String(code)})`)
  const report = seedReport.parse(JSON.parse(line.slice('seeded '.length)))
  if (admin && run.kind === 'postgres') {
    // A copy needs the template without sessions: let no new one in, end any left.
    const name = demoDatabase(run.databasePrefix)
    await adminQuery(admin, `ALTER DATABASE ${name} ALLOW_CONNECTIONS false`)
    await adminQuery(admin, 'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [name])
  }
  fs.writeFileSync(files.report, JSON.stringify(report))
  return report
}

const seedReport = z.object({ created: z.record(z.string(), z.number()), milliseconds: z.number() })

/**
 * A database already prepared with the demo content (migrations and seed, closed) that the suites
 * may take as their demo template instead of seeding it again: the folder `npm test`'s e2e
 * preparation fills (tests/e2e/prepare.mjs), named by TEST_SQLITE_DEMO_DIR. It holds the SQLite
 * database files (`storefront.db` and its sidecars), `media/` and the seed's report
 * (`seed-report.json`). The SQLite suites copy its files; the PostgreSQL suites copy its rows into
 * a migrated database (fixtures/copyToPostgres.ts).
 */
export const PREPARED_DEMO = { databasePrefix: 'storefront.', media: 'media', report: 'seed-report.json' } as const

/** The SQLite files of a prepared demo folder: the content and the visitor tables (src/features/accounts). */
const PREPARED_FILES = { content: 'storefront.db', visitors: 'storefront.accounts.db' } as const

/** The PostgreSQL schema of the visitor tables, and the migration bookkeeping tables a copy leaves alone. */
const POSTGRES_COPY = { visitorSchema: 'visitor_accounts', skip: ['payload_migrations', 'visitor_migrations'] } as const

/** The prepared demo folder of TEST_SQLITE_DEMO_DIR, when set and complete (its seed's report written last). */
function preparedDemo(): string | undefined {
  const dir = process.env.TEST_SQLITE_DEMO_DIR
  if (!dir || !fs.existsSync(path.join(dir, PREPARED_DEMO.report))) return undefined
  return dir
}

/** Makes the run's demo template a copy of a prepared demo folder (see PREPARED_DEMO); its seed's report. */
async function copyPreparedDemo(run: IntegrationRun, admin: string | undefined, from: string): Promise<SeedReport> {
  const files = demoFiles(run)
  if (admin && run.kind === 'postgres') {
    const name = demoDatabase(run.databasePrefix)
    await adminQuery(admin, `CREATE DATABASE ${name} TEMPLATE ${run.template}`)
    const address = new URL(admin)
    address.pathname = `/${name}`
    const { copySqliteToPostgres } = await import('./fixtures/copyToPostgres')
    await copySqliteToPostgres({ sqliteFile: path.join(from, PREPARED_FILES.content), postgresUrl: address.toString(), schema: 'public', skip: POSTGRES_COPY.skip })
    await copySqliteToPostgres({ sqliteFile: path.join(from, PREPARED_FILES.visitors), postgresUrl: address.toString(), schema: POSTGRES_COPY.visitorSchema, skip: POSTGRES_COPY.skip })
    await adminQuery(admin, `ALTER DATABASE ${name} ALLOW_CONNECTIONS false`)
  } else {
    fs.mkdirSync(files.sqlite)
    // storefront.db, storefront.accounts.db and their logs become the template's test.db, test.accounts.db…
    const templateName = TEMPLATE_SQLITE_FILE.replace(/db$/, '')
    for (const file of fs.readdirSync(from)) {
      if (file.startsWith(PREPARED_DEMO.databasePrefix)) fs.copyFileSync(path.join(from, file), path.join(files.sqlite, templateName + file.slice(PREPARED_DEMO.databasePrefix.length)))
    }
  }
  fs.cpSync(path.join(from, PREPARED_DEMO.media), files.media, { recursive: true })
  const report = seedReport.parse(JSON.parse(fs.readFileSync(path.join(from, PREPARED_DEMO.report), 'utf8')))
  fs.writeFileSync(files.report, JSON.stringify(report))
  return report
}

/** How often a suite waiting for the demo template another suite is making looks whether it is done. */
export const DEMO_WAIT_POLL_MS = 250

/** Reads the demo template's report once the suite making it wrote it; throws if that suite failed. */
async function waitForDemo(files: ReturnType<typeof demoFiles>): Promise<SeedReport> {
  for (;;) {
    if (fs.existsSync(files.report)) return seedReport.parse(JSON.parse(fs.readFileSync(files.report, 'utf8')))
    if (fs.existsSync(files.failed)) throw new Error(`the demo template of this run failed in another suite: ${fs.readFileSync(files.failed, 'utf8')}`)
    await new Promise((resolve) => setTimeout(resolve, DEMO_WAIT_POLL_MS))
  }
}

/** Takes the job of making the demo template: true for the one suite whose `mkdir` made the mark. */
function claimDemo(files: ReturnType<typeof demoFiles>): boolean {
  try {
    fs.mkdirSync(files.started)
    return true
  } catch {
    return false
  }
}

/**
 * The run's demo template, made by the first suite that asks for it: seeded, or with
 * TEST_SQLITE_DEMO_DIR copied from the database prepared there. The integration project runs
 * suites side by side (vitest.config.ts): one suite makes it, the others wait for its report,
 * which is written last. Resolves with the seed's report.
 */
async function demoTemplate(run: IntegrationRun, admin: string | undefined): Promise<SeedReport> {
  const files = demoFiles(run)
  if (fs.existsSync(files.report)) return seedReport.parse(JSON.parse(fs.readFileSync(files.report, 'utf8')))
  if (!claimDemo(files)) return waitForDemo(files)
  try {
    const prepared = preparedDemo()
    return prepared ? await copyPreparedDemo(run, admin, prepared) : await seedDemoTemplate(run, admin)
  } catch (error) {
    fs.writeFileSync(files.failed, error instanceof Error ? error.message : String(error))
    throw error
  }
}

async function adminQuery(admin: string, statement: string, values: unknown[] = []): Promise<void> {
  const client = new pg.Client({ connectionString: admin })
  await client.connect()
  try {
    await client.query(statement, values)
  } finally {
    await client.end()
  }
}

export interface Booted {
  payload: Payload
  db: TestDatabase
  mediaDir: string
  /** With `content: 'demo'`: the report of the run's one demo seed, the one this suite's database is a copy of. */
  seeded?: SeedReport
  close: () => Promise<void>
}

export interface BootOptions {
  /** The URL the app connects with, given the fresh database's own (a suite that puts a proxy in between). */
  connectWith?: (db: TestDatabase) => string
  /**
   * 'from scratch': an empty database, every committed migration applied here (the migrations'
   * own suite). By default a copy of the run's template, where the run applied them once.
   */
  migrations?: 'from scratch' | 'from template'
  /**
   * 'demo': the demo content too (every collection filled, pictures at a small scale), a copy of
   * the run's demo template, seeded once per run by the first suite that asks for it. 'none' by default.
   */
  content?: 'none' | 'demo'
}

/** Boots Payload on a database of its own with the committed migrations applied. */
export async function bootPayload({ connectWith, migrations = 'from template', content = 'none' }: BootOptions = {}): Promise<Booted> {
  const fromScratch = migrations === 'from scratch'
  if (fromScratch && content === 'demo') throw new Error('the demo content comes with the migrated template: ask for one or the other')
  const run = integrationRun()
  const admin = process.env.TEST_DATABASE_URL
  const seeded = content === 'demo' ? await demoTemplate(run, admin) : undefined
  const db = await copyDatabase(run, admin, fromScratch ? 'empty' : seeded ? 'demo' : 'template')
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-media-'))
  if (seeded) fs.cpSync(demoFiles(run).media, mediaDir, { recursive: true })
  Object.assign(process.env, {
    DATABASE_URL: connectWith ? connectWith(db) : db.url,
    MEDIA_DIR: mediaDir,
    MAIL_OUTBOX_DIR: path.join(mediaDir, 'outbox'),
    PAYLOAD_SECRET: 'integration-test-secret-0123456789abcdef',
    LOG_LEVEL: 'warn',
  })
  const { default: config } = await import('@/payload.config')
  const { getPayload } = await import('payload')
  const payload = await getPayload({ config })
  if (fromScratch) {
    const { runMigrations } = await import('@/lib/migrate')
    await runMigrations(payload)
  }
  return {
    payload,
    db,
    mediaDir,
    seeded,
    close: async () => {
      const { closeDatabase } = await import('@/lib/closeDatabase')
      await closeDatabase(payload)
      await db.drop()
      fs.rmSync(mediaDir, { recursive: true, force: true })
    },
  }
}
