import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj } from 'payload'
import { isPostgres } from './env'

const dirname = path.dirname(fileURLToPath(import.meta.url))

/**
 * The one place that picks the database: PostgreSQL for a postgres:// URL, else the
 * embedded SQLite file. Schema changes always go through committed migrations (no push).
 */
export function databaseAdapter(url: string): DatabaseAdapterObj {
  if (isPostgres(url)) {
    return postgresAdapter({
      pool: { connectionString: url, max: 10 },
      migrationDir: path.resolve(dirname, 'migrations/postgres'),
      push: false,
    })
  }
  return sqliteAdapter({
    client: { url },
    migrationDir: path.resolve(dirname, 'migrations/sqlite'),
    push: false,
    // Transactions are off by default for SQLite; without them a failing migration or a
    // failing multi-table write would leave half a change behind.
    transactionOptions: {},
  })
}
