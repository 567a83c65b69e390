import 'server-only'
import { asDate, forSqlite, int, reader, text, type AccountsDatabase, type Query, type QueryResult } from '@/features/accounts'

export { asDate, int, reader, text, type Query, type QueryResult }

/** The advisory lock class under which one visitor's board writes take turns on PostgreSQL (see the wishlist's 7_401_514). */
const MOODBOARD_LOCK_CLASS = 7_401_515

/**
 * Runs `work` in one write transaction in which the owner's writes take turns: SQLite's one
 * writer per process, PostgreSQL's per-owner transaction-scoped advisory lock (one lock per
 * transaction, taken first, so two never wait on each other: no deadlock). Rolled back on error.
 */
export async function writeAsOwner<T>(database: AccountsDatabase, userId: string, work: (query: Query) => Promise<T>): Promise<T> {
  if (database.kind === 'postgres') {
    const client = await database.pool.connect()
    try {
      await client.query('BEGIN')
      await client.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [MOODBOARD_LOCK_CLASS, userId])
      const result = await work(async (sql, args = []) => {
        const answer = await client.query<Record<string, unknown>>(sql, [...args])
        return { rows: answer.rows, count: answer.rowCount ?? 0 }
      })
      await client.query('COMMIT')
      return result
    } catch (error) {
      await client.query('ROLLBACK')
      throw error
    } finally {
      client.release()
    }
  }
  const transaction = await database.client.transaction('write')
  try {
    const result = await work(async (sql, args = []) => {
      const answer = await transaction.execute({ sql: forSqlite(sql), args: [...args] })
      return { rows: answer.rows.map((row) => ({ ...row })), count: answer.rowsAffected }
    })
    await transaction.commit()
    return result
  } finally {
    transaction.close()
  }
}
