import type { Client } from '@libsql/client'
import { LibsqlDialect } from '@libsql/kysely-libsql'
import pg from 'pg'
import { isPostgres } from '@/env'
import { SerializedSqliteClient } from '@/lib/sqliteClient'

/** The PostgreSQL schema of the visitor tables: Payload's schema push only looks at `public`. */
export const ACCOUNTS_SCHEMA = 'visitor_accounts'

/**
 * The SQLite file of the visitor tables, beside the content database (storefront.db →
 * storefront.accounts.db): out of reach of Payload's schema push, which drops tables it does not
 * know, and never a writer competing for the content file's lock (as the rate-limit counters).
 */
export function sqliteAccountsUrl(databaseUrl: string): string {
  const [file = ''] = databaseUrl.slice('file:'.length).split('?')
  return `file:${file.replace(/\.db$/, '')}.accounts.db`
}

/** A connection to the visitor tables; `close` ends it (tests, scripts). */
export type AccountsDatabase =
  | { kind: 'sqlite'; client: Client; dialect: LibsqlDialect; close: () => Promise<void> }
  | { kind: 'postgres'; pool: pg.Pool; close: () => Promise<void> }

/** Opens the visitor tables' database that `databaseUrl` (the content database's) implies. */
export async function openAccountsDatabase(databaseUrl: string): Promise<AccountsDatabase> {
  if (isPostgres(databaseUrl)) {
    // Every connection of this pool reads and writes the visitor schema only.
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 5, options: `-c search_path=${ACCOUNTS_SCHEMA}` })
    pool.on('error', (error) => console.warn(`[accounts] PostgreSQL connection lost: ${error.message}`))
    return { kind: 'postgres', pool, close: () => pool.end() }
  }
  // Payload's client: one writer per process, transactions and writes taking turns without
  // blocking the event loop (libsql's own client fails a write beside an open transaction).
  const client = new SerializedSqliteClient(sqliteAccountsUrl(databaseUrl), (error) => console.error(`[accounts] ${error.message}`))
  return {
    kind: 'sqlite',
    client,
    dialect: new LibsqlDialect({ client }),
    close: async () => client.close(),
  }
}
