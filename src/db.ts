import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { ExtraConfigColumn, index as pgIndex } from '@payloadcms/db-postgres/drizzle/pg-core'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { SQLiteColumn, index as sqliteIndex } from '@payloadcms/db-sqlite/drizzle/sqlite-core'
import { is } from 'drizzle-orm'
import type { DatabaseAdapterObj } from 'payload'
import { isPostgres } from './env'
import { Semaphore } from './lib/semaphore'
import { SerializedSqliteClient } from './lib/sqliteClient'
import { withLocalesParentIndexes } from './lib/db/localesParentIndexes'
import { survivePoolErrors } from './lib/postgresPool'
import { limitOpenTransactions } from './lib/transactionSlots'

const dirname = path.dirname(fileURLToPath(import.meta.url))

/** PostgreSQL connections per app process. */
export const POSTGRES_POOL_SIZE = 10
/** Connections transactions may never all take, kept for statements outside transactions. */
export const POSTGRES_CONNECTIONS_OUTSIDE_TRANSACTIONS = 2
/** The server ends a session left idle inside a transaction this long (its locks go with it). */
export const POSTGRES_IDLE_IN_TRANSACTION_MS = 60_000
/** A request waiting this long for a pool connection fails instead of hanging. */
export const POSTGRES_CONNECTION_WAIT_MS = 30_000
/** The server cancels one statement that runs this long: no request holds a connection for ever. */
export const POSTGRES_STATEMENT_TIMEOUT_MS = 30_000

/**
 * The one place that picks the database: PostgreSQL for a postgres:// URL, else the
 * embedded SQLite file. Schema changes always go through committed migrations (no push).
 * Both keep writes from wedging: docs/decisions/016-editor-auth.md.
 */
export function databaseAdapter(url: string): DatabaseAdapterObj {
  if (isPostgres(url)) {
    const adapter = postgresAdapter({
      pool: {
        connectionString: url,
        max: POSTGRES_POOL_SIZE,
        idle_in_transaction_session_timeout: POSTGRES_IDLE_IN_TRANSACTION_MS,
        statement_timeout: POSTGRES_STATEMENT_TIMEOUT_MS,
        connectionTimeoutMillis: POSTGRES_CONNECTION_WAIT_MS,
      },
      migrationDir: path.resolve(dirname, 'migrations/postgres'),
      push: false,
      afterSchemaInit: [withLocalesParentIndexes((name, column) => (is(column, ExtraConfigColumn) ? pgIndex(name).on(column) : undefined))],
    })
    const slots = new Semaphore(POSTGRES_POOL_SIZE - POSTGRES_CONNECTIONS_OUTSIDE_TRANSACTIONS)
    return { ...adapter, init: (args) => survivePoolErrors(limitOpenTransactions(adapter.init(args), slots)) }
  }
  const adapter = sqliteAdapter({
    client: { url },
    migrationDir: path.resolve(dirname, 'migrations/sqlite'),
    push: false,
    afterSchemaInit: [withLocalesParentIndexes((name, column) => (is(column, SQLiteColumn) ? sqliteIndex(name).on(column) : undefined))],
    // Transactions are off by default for SQLite; without them a failing migration or a
    // failing multi-table write would leave half a change behind.
    transactionOptions: {},
  })
  return {
    ...adapter,
    init: (args) => {
      const sqlite = adapter.init(args)
      // Set before Payload connects, so the adapter uses it instead of opening its own.
      sqlite.client = new SerializedSqliteClient(url, (error) => args.payload.logger.error({ err: error, msg: error.message }))
      return sqlite
    },
  }
}
