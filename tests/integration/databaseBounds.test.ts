import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { POSTGRES_IDLE_IN_TRANSACTION_MS, POSTGRES_STATEMENT_TIMEOUT_MS } from '@/db'
import { bootPayload, type Booted } from './boot'

let booted: Booted
beforeAll(async () => {
  booted = await bootPayload()
})
afterAll(async () => {
  await booted.close()
})

interface Queryable {
  query: (text: string) => Promise<{ rows: Record<string, string>[] }>
}
function poolOf(db: object): Queryable | undefined {
  if (!('pool' in db)) return undefined
  const pool: unknown = db.pool
  return typeof pool === 'object' && pool !== null && 'query' in pool && typeof pool.query === 'function' ? (pool as Queryable) : undefined
}

describe.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL time bounds', () => {
  it('every pooled connection carries the statement and idle-in-transaction time-outs', async () => {
    const pool = poolOf(booted.payload.db)
    expect(pool).toBeDefined()
    if (!pool) return
    const setting = async (name: string) => (await pool.query(`SELECT setting FROM pg_settings WHERE name = '${name}'`)).rows[0]?.setting
    expect(Number(await setting('statement_timeout'))).toBe(POSTGRES_STATEMENT_TIMEOUT_MS)
    expect(Number(await setting('idle_in_transaction_session_timeout'))).toBe(POSTGRES_IDLE_IN_TRANSACTION_MS)
  })
})
