import fs from 'node:fs'
import path from 'node:path'
import { getPayload, type Payload } from 'payload'
import { env } from '../../src/env'
import { runMigrations } from '../../src/lib/migrate'

/** Payload outside Next.js, for scripts: migrations, seeding, benchmarks. */
export async function loadPayload(): Promise<Payload> {
  const { DATABASE_URL } = env()
  if (DATABASE_URL.startsWith('file:')) {
    fs.mkdirSync(path.dirname(path.resolve(DATABASE_URL.slice('file:'.length))), { recursive: true })
  }
  const { default: config } = await import('../../src/payload.config')
  return getPayload({ config })
}

export const migrate = runMigrations
