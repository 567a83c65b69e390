import { createClient } from '@libsql/client'
import { Redis } from 'ioredis'
import pg from 'pg'
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible'
import type { RateBudget } from '@/domain/limits'
import { createSqliteCounterTable, deleteExpiredSqliteCounters, RateLimiterLibsql, retryWhileBusy } from './libsqlLimiter'

export type CounterStoreKind = 'memory' | 'sqlite' | 'postgres' | 'redis'

/** Where every app instance keeps its rate-limit counts; one per process. */
export interface CounterStore {
  kind: CounterStoreKind
  limiter: (name: string, budget: RateBudget) => RateLimiterAbstract
  close: () => Promise<void>
}

export interface CounterStoreSettings {
  store: 'memory' | 'database' | 'redis'
  databaseUrl: string
  redisUrl?: string
}

/** Rows that ran out an hour ago go, every five minutes (a timer that never keeps the process alive). */
const sweepEveryMs = 5 * 60_000
const keepExpiredMs = 60 * 60_000
const postgresSchema = 'rate_limit'
const postgresTable = 'counters'
/** The advisory lock key under which an instance creates the counters' schema and table. */
const COUNTER_STORE_CREATE_LOCK = 7_401_512

function sweeper(sweep: (before: number) => Promise<void>): () => void {
  const timer = setInterval(() => {
    sweep(Date.now() - keepExpiredMs).catch((error: unknown) => console.warn('[rate-limit] sweep failed', error))
  }, sweepEveryMs)
  timer.unref()
  return () => clearInterval(timer)
}

/**
 * The SQLite counters live in a file beside the content database (storefront.db →
 * storefront.rate-limits.db): shared by every instance that shares the content file, out of
 * reach of Payload's schema push, and never a writer competing for the content file's lock.
 */
export function sqliteCounterUrl(databaseUrl: string): string {
  const [path = ''] = databaseUrl.slice('file:'.length).split('?')
  return `file:${path.replace(/\.db$/, '')}.rate-limits.db`
}

async function openSqlite(databaseUrl: string): Promise<CounterStore> {
  const client = createClient({ url: sqliteCounterUrl(databaseUrl) })
  try {
    await retryWhileBusy(() => createSqliteCounterTable(client))
  } catch (error) {
    client.close()
    throw error
  }
  const stop = sweeper((before) => deleteExpiredSqliteCounters(client, before))
  return {
    kind: 'sqlite',
    limiter: (keyPrefix, { points, durationSeconds }) => new RateLimiterLibsql({ client, keyPrefix, points, duration: durationSeconds }),
    close: async () => {
      stop()
      client.close()
    },
  }
}

/** PostgreSQL: the app's own database, in a schema of its own that Payload's migrations never touch. */
async function openPostgres(databaseUrl: string): Promise<CounterStore> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 })
  // An idle connection cut by a database restart must not take the process down.
  pool.on('error', (error) => console.warn('[rate-limit] postgres connection lost:', error.message))
  const table = `"${postgresSchema}"."${postgresTable}"`
  // Instances starting together raced inside CREATE ... IF NOT EXISTS (PostgreSQL then answers
  // 'type "counters" already exists', and that instance counted in memory): one at a time,
  // under a transaction-scoped advisory lock.
  const client = await pool.connect()
  try {
    await client.query('BEGIN')
    await client.query('SELECT pg_advisory_xact_lock($1)', [COUNTER_STORE_CREATE_LOCK])
    await client.query(`CREATE SCHEMA IF NOT EXISTS "${postgresSchema}"`)
    await client.query(`CREATE TABLE IF NOT EXISTS ${table} (key varchar(255) PRIMARY KEY, points integer NOT NULL DEFAULT 0, expire bigint)`)
    await client.query('COMMIT')
  } catch (error) {
    await client.query('ROLLBACK')
    throw error
  } finally {
    client.release()
  }
  const stop = sweeper(async (before) => {
    await pool.query(`DELETE FROM ${table} WHERE expire < $1`, [before])
  })
  return {
    kind: 'postgres',
    limiter: (keyPrefix, { points, durationSeconds }) =>
      new RateLimiterPostgres({ storeClient: pool, storeType: 'pool', schemaName: postgresSchema, tableName: postgresTable, tableCreated: true, clearExpiredByTimeout: false, keyPrefix, points, duration: durationSeconds }),
    close: async () => {
      stop()
      await pool.end()
    },
  }
}

async function openRedis(redisUrl: string): Promise<CounterStore> {
  // No offline queue: with Redis away a request fails at once and the per-process fallback counts it.
  const client = new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2_000 })
  await new Promise<void>((resolve, reject) => {
    client.once('ready', () => resolve())
    client.once('error', reject)
  })
  client.on('error', (error: unknown) => console.warn('[rate-limit] redis', error instanceof Error ? error.message : error))
  return {
    kind: 'redis',
    limiter: (keyPrefix, { points, durationSeconds }) => new RateLimiterRedis({ storeClient: client, keyPrefix: `rate-limit:${keyPrefix}`, points, duration: durationSeconds, rejectIfRedisNotReady: true }),
    close: async () => {
      await client.quit()
    },
  }
}

function openMemory(): CounterStore {
  return { kind: 'memory', limiter: (keyPrefix, { points, durationSeconds }) => new RateLimiterMemory({ keyPrefix, points, duration: durationSeconds }), close: async () => {} }
}

export async function openCounterStore(settings: CounterStoreSettings): Promise<CounterStore> {
  if (settings.store === 'memory') return openMemory()
  if (settings.store === 'redis') {
    if (!settings.redisUrl) throw new Error('the redis rate-limit store needs REDIS_URL')
    return openRedis(settings.redisUrl)
  }
  return settings.databaseUrl.startsWith('file:') ? openSqlite(settings.databaseUrl) : openPostgres(settings.databaseUrl)
}
