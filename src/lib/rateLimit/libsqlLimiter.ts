import type { Client } from '@libsql/client'
import { RateLimiterRes } from 'rate-limiter-flexible'
import RateLimiterStoreAbstract from 'rate-limiter-flexible/lib/RateLimiterStoreAbstract.js'

export const sqliteCounterTable = 'rate_limit_counters'

/** The counters' table; `IF NOT EXISTS` because every instance runs it on start. */
export async function createSqliteCounterTable(client: Client): Promise<void> {
  // The wait first: two instances opening the store at once both switch the journal mode, and
  // without a busy timeout the second gets SQLITE_BUSY at once (and counts in memory for a while).
  await client.execute('PRAGMA busy_timeout = 5000')
  await client.execute('PRAGMA journal_mode = WAL')
  await client.execute(`CREATE TABLE IF NOT EXISTS ${sqliteCounterTable} (key TEXT PRIMARY KEY, points INTEGER NOT NULL DEFAULT 0, expire INTEGER)`)
}

/** How many times opening the SQLite store is tried when the file is busy, before the store counts as unavailable. */
export const SQLITE_OPEN_ATTEMPTS = 5
/** The pause before the next try, times the tries so far. */
const SQLITE_OPEN_PAUSE_MS = 200

/** Whether SQLite answered 'database is locked' (SQLITE_BUSY and its extended codes). */
export function isSqliteBusy(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  const code = 'code' in error ? String(error.code) : ''
  return code.startsWith('SQLITE_BUSY') || /database is locked/i.test(error.message)
}

/**
 * Runs `work` again while SQLite answers busy, `attempts` times at most, pausing a little longer
 * each time; any other error, or the last busy answer, is thrown. App instances that open the
 * store together on one file once met SQLITE_BUSY despite the busy timeout (a fresh-clone CI run
 * under load: one instance counted its sign-in turns in memory and two sessions were lost).
 */
export async function retryWhileBusy<T>(work: () => Promise<T>, attempts = SQLITE_OPEN_ATTEMPTS, pauseMs = SQLITE_OPEN_PAUSE_MS): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work()
    } catch (error) {
      if (attempt >= attempts || !isSqliteBusy(error)) throw error
      await new Promise((resolve) => setTimeout(resolve, pauseMs * attempt))
    }
  }
}

export async function deleteExpiredSqliteCounters(client: Client, before: number): Promise<void> {
  await client.execute({ sql: `DELETE FROM ${sqliteCounterTable} WHERE expire < ?`, args: [before] })
}

interface CounterRow {
  points: number
  expire: number | null
}

function counterRow(rows: readonly Record<string, unknown>[]): CounterRow | null {
  const [row] = rows
  if (!row) return null
  return { points: Number(row.points), expire: row.expire === null ? null : Number(row.expire) }
}

/**
 * rate-limiter-flexible's store contract over the libsql client the SQLite adapter already
 * brings (the library's own SQLite store speaks only sqlite3 and better-sqlite3). One atomic
 * upsert per request: SQLite serialises writers, so instances on one file share exact counts.
 */
export class RateLimiterLibsql extends RateLimiterStoreAbstract {
  private readonly client: Client

  constructor(options: { client: Client; keyPrefix: string; points: number; duration: number }) {
    super({ storeClient: options.client, keyPrefix: options.keyPrefix, points: options.points, duration: options.duration })
    this.client = options.client
  }

  protected async _upsert(key: string, points: number, msDuration: number, forceExpire = false): Promise<CounterRow | null> {
    const now = Date.now()
    const expire = msDuration > 0 ? now + msDuration : null
    // The right-hand sides of SET all see the old row, so both CASEs test the same expiry.
    const result = await this.client.execute({
      sql: `INSERT INTO ${sqliteCounterTable} (key, points, expire) VALUES (?1, ?2, ?3)
            ON CONFLICT(key) DO UPDATE SET
              points = CASE WHEN ?5 = 1 OR expire <= ?4 THEN ?2 ELSE points + ?2 END,
              expire = CASE WHEN ?5 = 1 OR expire <= ?4 THEN ?3 ELSE expire END
            RETURNING points, expire`,
      args: [key, points, expire, now, forceExpire ? 1 : 0],
    })
    return counterRow(result.rows)
  }

  protected async _get(key: string): Promise<CounterRow | null> {
    const result = await this.client.execute({
      sql: `SELECT points, expire FROM ${sqliteCounterTable} WHERE key = ? AND (expire > ? OR expire IS NULL)`,
      args: [key, Date.now()],
    })
    return counterRow(result.rows)
  }

  protected async _delete(key: string): Promise<boolean> {
    const result = await this.client.execute({ sql: `DELETE FROM ${sqliteCounterTable} WHERE key = ?`, args: [key] })
    return result.rowsAffected > 0
  }

  protected _getRateLimiterRes(_key: string, changedPoints: number, row: CounterRow | null): RateLimiterRes {
    const consumed = row?.points ?? 0
    const msBeforeNext = row?.expire == null ? -1 : Math.max(row.expire - Date.now(), 0)
    return new RateLimiterRes(Math.max(this.points - consumed, 0), msBeforeNext, consumed, consumed === changedPoints)
  }
}
