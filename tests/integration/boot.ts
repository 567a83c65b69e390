import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import type { Payload } from 'payload'

export interface TestDatabase {
  url: string
  kind: 'sqlite' | 'postgres'
  drop: () => Promise<void>
}

/** A fresh, empty database per suite: a temporary SQLite file, or a new PostgreSQL database when TEST_DATABASE_URL is set. */
export async function freshDatabase(): Promise<TestDatabase> {
  const admin = process.env.TEST_DATABASE_URL
  if (admin) {
    const name = `storefront_test_${crypto.randomBytes(6).toString('hex')}`
    const client = new pg.Client({ connectionString: admin })
    await client.connect()
    await client.query(`CREATE DATABASE ${name}`)
    await client.end()
    const url = new URL(admin)
    url.pathname = `/${name}`
    return {
      url: url.toString(),
      kind: 'postgres',
      drop: async () => {
        const dropper = new pg.Client({ connectionString: admin })
        await dropper.connect()
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
        await dropper.end()
      },
    }
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-test-'))
  return { url: `file:${path.join(dir, 'test.db')}`, kind: 'sqlite', drop: async () => fs.rmSync(dir, { recursive: true, force: true }) }
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
}

/** Boots Payload on a fresh database and applies the committed migrations. */
export async function bootPayload({ connectWith }: BootOptions = {}): Promise<Booted> {
  const db = await freshDatabase()
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
  const { runMigrations } = await import('@/lib/migrate')
  await runMigrations(payload)
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
