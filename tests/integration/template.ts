/**
 * The integration run's global setup: the committed migrations applied once, into a template
 * database every suite then starts from a copy of (bootPayload in tests/integration/boot.ts).
 * Running every migration again in each suite cost seconds per suite; a copy costs a fraction
 * of that. tests/integration/migrations.test.ts still migrates an empty database itself.
 */
import { spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import type { TestProject } from 'vitest/node'

/**
 * What the suites get from this setup: the migrated template (a PostgreSQL database, or a folder
 * of SQLite files) and, on PostgreSQL, the prefix of the run's database names, all dropped at the end.
 * `demo`: an empty folder where the first suite that needs the demo content seeds it once for the
 * whole run (tests/integration/boot.ts, `content: 'demo'`); the others copy it, as the template.
 */
export type IntegrationRun = ({ kind: 'postgres'; template: string; databasePrefix: string } | { kind: 'sqlite'; template: string }) & { demo: string }

declare module 'vitest' {
  export interface ProvidedContext {
    integrationRun: IntegrationRun
  }
}

/** The database file in a SQLite template folder; its sidecars (the visitor tables' file) sit beside it. */
export const TEMPLATE_SQLITE_FILE = 'test.db'

/** How many times the template's migration may be tried (a process of its own, as the e2e preparation). */
export const TEMPLATE_ATTEMPTS = 3

/** Databases dropped at once at the end of the run: the drops share the checkpoint each of them waits for. */
export const PARALLEL_DROPS = 8

async function adminQuery(admin: string, statement: string, values: unknown[] = []): Promise<string[]> {
  const client = new pg.Client({ connectionString: admin })
  await client.connect()
  try {
    const result = await client.query<Record<string, unknown>>(statement, values)
    return result.rows.map((row) => String(Object.values(row)[0]))
  } finally {
    await client.end()
  }
}

/** Drops every database whose name starts with `prefix` (this run's: the suites leave theirs to this). */
async function dropRunDatabases(admin: string, prefix: string): Promise<void> {
  const names = await adminQuery(admin, 'SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [prefix])
  const queue = [...names]
  const worker = async () => {
    for (let name = queue.shift(); name !== undefined; name = queue.shift()) await adminQuery(admin, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  }
  await Promise.all(Array.from({ length: PARALLEL_DROPS }, worker))
}

/**
 * Applies the committed migrations to `url` in a child process, started as vitest starts its
 * workers (`--conditions development`): without that condition lexical's Node entry points
 * wait on each other's top-level await and Node ends the process with nothing done.
 */
function migrateOnce(url: string, mediaDir: string): Promise<boolean> {
  const child = spawn(process.execPath, ['--conditions', 'development', '--import', 'tsx', path.resolve('tests/integration/fixtures/migrateTemplate.ts')], {
    env: {
      ...process.env,
      DATABASE_URL: url,
      MEDIA_DIR: mediaDir,
      MAIL_OUTBOX_DIR: path.join(mediaDir, 'outbox'),
      PAYLOAD_SECRET: 'integration-test-secret-0123456789abcdef',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  let out = ''
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString()
  })
  return new Promise((resolve) => {
    child.on('error', () => resolve(false))
    child.on('exit', (code) => resolve(code === 0 && out.includes('migrated')))
  })
}

async function migrate(url: string): Promise<void> {
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-template-media-'))
  try {
    for (let attempt = 1; !(await migrateOnce(url, mediaDir)); attempt++) {
      if (attempt >= TEMPLATE_ATTEMPTS) throw new Error(`migrating the integration template failed ${TEMPLATE_ATTEMPTS} times`)
    }
  } finally {
    fs.rmSync(mediaDir, { recursive: true, force: true })
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const admin = process.env.TEST_DATABASE_URL
  const demo = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-demo-'))
  const removeDemo = () => fs.rmSync(demo, { recursive: true, force: true })
  if (admin) {
    // Named like the suites' databases always were (storefront_test_…), with this run's mark.
    const databasePrefix = `storefront_test_${crypto.randomBytes(6).toString('hex')}_`
    const database = `${databasePrefix}template`
    await adminQuery(admin, `CREATE DATABASE ${database}`)
    const drop = async () => {
      removeDemo()
      await dropRunDatabases(admin, databasePrefix)
    }
    try {
      const url = new URL(admin)
      url.pathname = `/${database}`
      await migrate(url.toString())
      // A copy needs the template without sessions: let no new one in, end any left.
      await adminQuery(admin, `ALTER DATABASE ${database} ALLOW_CONNECTIONS false`)
      await adminQuery(admin, 'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [database])
    } catch (error) {
      await drop()
      throw error
    }
    project.provide('integrationRun', { kind: 'postgres', template: database, databasePrefix, demo })
    return drop
  }
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-template-'))
  const remove = async () => {
    removeDemo()
    fs.rmSync(directory, { recursive: true, force: true })
  }
  try {
    await migrate(`file:${path.join(directory, TEMPLATE_SQLITE_FILE)}`)
  } catch (error) {
    await remove()
    throw error
  }
  project.provide('integrationRun', { kind: 'sqlite', template: directory, demo })
  return remove
}
