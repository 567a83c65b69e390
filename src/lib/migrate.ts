import type { Payload } from 'payload'
import { migrations as postgresMigrations } from '@/migrations/postgres'
import { migrations as sqliteMigrations } from '@/migrations/sqlite'

/**
 * Applies the committed migrations of the database in use. They are passed in rather than
 * read from disk, so this works from compiled code and test runners alike. Payload runs each
 * migration in a transaction: one that fails leaves the database as it was.
 */
export async function runMigrations(payload: Payload): Promise<void> {
  const migrations = payload.db.name === 'postgres' ? postgresMigrations : sqliteMigrations
  await payload.db.migrate({ migrations })
}
