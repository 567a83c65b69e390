import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import type { Payload } from 'payload'
import { inject } from 'vitest'
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

/**
 * A database of its own for a suite: a temporary SQLite file, or a new PostgreSQL database when
 * TEST_DATABASE_URL is set. Empty, or with `migrated`, a copy of the run's migrated template.
 */
export async function freshDatabase({ migrated = false }: { migrated?: boolean } = {}): Promise<TestDatabase> {
  const admin = process.env.TEST_DATABASE_URL
  const run = integrationRun()
  if (admin && run.kind === 'postgres') {
    const name = `${run.databasePrefix}${crypto.randomBytes(6).toString('hex')}`
    const client = new pg.Client({ connectionString: admin })
    await client.connect()
    await client.query(migrated ? `CREATE DATABASE ${name} TEMPLATE ${run.template}` : `CREATE DATABASE ${name}`)
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
  if (migrated) for (const file of fs.readdirSync(run.template)) fs.copyFileSync(path.join(run.template, file), path.join(dir, file))
  return { url: `file:${path.join(dir, TEMPLATE_SQLITE_FILE)}`, kind: 'sqlite', drop: async () => fs.rmSync(dir, { recursive: true, force: true }) }
}

export interface Booted {
  payload: Payload
  db: TestDatabase
  mediaDir: string
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
}

/** Boots Payload on a database of its own with the committed migrations applied. */
export async function bootPayload({ connectWith, migrations = 'from template' }: BootOptions = {}): Promise<Booted> {
  const fromScratch = migrations === 'from scratch'
  const db = await freshDatabase({ migrated: !fromScratch })
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-media-'))
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
    close: async () => {
      const { closeDatabase } = await import('@/lib/closeDatabase')
      await closeDatabase(payload)
      await db.drop()
      fs.rmSync(mediaDir, { recursive: true, force: true })
    },
  }
}
