import type { AccountsDatabase } from './database'

/*
 * One statement against the visitor tables whatever the dialect, for the slices that keep their
 * rows beside the accounts (moodboards, download history). No `server-only` mark: the accounts'
 * door, which re-exports it, stays loadable by plain Node scripts.
 */

/** One statement's answer, whatever the dialect. */
export interface QueryResult {
  rows: Record<string, unknown>[]
  count: number
}
/** Runs one statement written with PostgreSQL's `$1` parameters (rewritten for SQLite). */
export type Query = (sql: string, args?: readonly (string | number | null)[]) => Promise<QueryResult>

export const forSqlite = (sql: string) => sql.replace(/\$(\d+)/g, '?$1')

/** A read (or a single write) outside any transaction. */
export function reader(database: AccountsDatabase): Query {
  if (database.kind === 'postgres') {
    return async (sql, args = []) => {
      const result = await database.pool.query<Record<string, unknown>>(sql, [...args])
      return { rows: result.rows, count: result.rowCount ?? 0 }
    }
  }
  return async (sql, args = []) => {
    const result = await database.client.execute({ sql: forSqlite(sql), args: [...args] })
    return { rows: result.rows.map((row) => ({ ...row })), count: result.rowsAffected }
  }
}

export const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'bigint' ? String(value) : '')
export const int = (value: unknown): number => (typeof value === 'number' ? value : typeof value === 'bigint' ? Number(value) : Number(text(value)) || 0)
export const asDate = (value: unknown): string => (value instanceof Date ? value.toISOString() : text(value))
