import type { AccountsDatabase } from './database'
import { ACCOUNTS_SCHEMA } from './database'
import { postgresMigrations } from './migrations/postgres'
import { sqliteMigrations } from './migrations/sqlite'

/** Where applied migrations are recorded, in the visitor tables' own database or schema. */
const MIGRATIONS_TABLE = 'visitor_migrations'
/** The advisory lock under which one instance at a time migrates the visitor schema (see counterStore's). */
export const ACCOUNTS_MIGRATE_LOCK = 7_401_513

/**
 * Applies the committed visitor-table migrations not yet recorded, in order, each recorded in
 * the same transaction as its statements. Two instances starting together take turns:
 * PostgreSQL under a transaction-scoped advisory lock, SQLite under `BEGIN IMMEDIATE` (the
 * second waits for the first's write lock, then finds everything recorded). Returns the names applied.
 */
export async function migrateAccounts(database: AccountsDatabase): Promise<string[]> {
  const applied: string[] = []
  if (database.kind === 'postgres') {
    const client = await database.pool.connect()
    try {
      await client.query('BEGIN')
      await client.query('SELECT pg_advisory_xact_lock($1)', [ACCOUNTS_MIGRATE_LOCK])
      await client.query(`CREATE SCHEMA IF NOT EXISTS "${ACCOUNTS_SCHEMA}"`)
      await client.query(`CREATE TABLE IF NOT EXISTS "${ACCOUNTS_SCHEMA}"."${MIGRATIONS_TABLE}" (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`)
      const done = new Set((await client.query<{ name: string }>(`SELECT name FROM "${ACCOUNTS_SCHEMA}"."${MIGRATIONS_TABLE}"`)).rows.map((row) => row.name))
      for (const migration of postgresMigrations) {
        if (done.has(migration.name)) continue
        for (const statement of migration.statements) await client.query(statement)
        await client.query(`INSERT INTO "${ACCOUNTS_SCHEMA}"."${MIGRATIONS_TABLE}" (name) VALUES ($1)`, [migration.name])
        applied.push(migration.name)
      }
      await client.query('COMMIT')
    } catch (error) {
      await client.query('ROLLBACK')
      throw error
    } finally {
      client.release()
    }
    return applied
  }
  const transaction = await database.client.transaction('write')
  try {
    await transaction.execute(`CREATE TABLE IF NOT EXISTS "${MIGRATIONS_TABLE}" (name text PRIMARY KEY, applied_at text NOT NULL DEFAULT CURRENT_TIMESTAMP)`)
    const done = new Set((await transaction.execute(`SELECT name FROM "${MIGRATIONS_TABLE}"`)).rows.map((row) => (typeof row.name === 'string' ? row.name : '')))
    for (const migration of sqliteMigrations) {
      if (done.has(migration.name)) continue
      for (const statement of migration.statements) await transaction.execute(statement)
      await transaction.execute({ sql: `INSERT INTO "${MIGRATIONS_TABLE}" (name) VALUES (?)`, args: [migration.name] })
      applied.push(migration.name)
    }
    await transaction.commit()
  } finally {
    transaction.close()
  }
  return applied
}
