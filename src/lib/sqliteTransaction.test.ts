import type { Client, InStatement, ResultSet } from '@libsql/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Semaphore } from './semaphore'
import { LazyTransaction, MAX_SQLITE_TRANSACTION_MS, SqliteTransactionExpiredError } from './sqliteTransaction'

const emptyResult: ResultSet = { columns: [], columnTypes: [], rows: [], rowsAffected: 0, lastInsertRowid: undefined, toJSON: () => ({}) }

/** A writer that records the statements it is given. */
function fakeWriter(): { writer: Client; statements: string[] } {
  const statements: string[] = []
  const execute = async (statement: InStatement) => {
    statements.push(typeof statement === 'string' ? statement : statement.sql)
    return emptyResult
  }
  const unused = () => Promise.reject(new Error('not used'))
  const writer: Client = {
    execute, batch: unused, migrate: unused,
    // eslint-disable-next-line @typescript-eslint/no-deprecated -- a test double must implement the whole Client interface
    transaction: unused,
    executeMultiple: unused,
    sync: () => Promise.resolve(undefined), close: () => undefined, closed: false, protocol: 'file',
  }
  return { writer, statements }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('LazyTransaction', () => {
  it('takes the writer at its first statement, not when it is opened', async () => {
    const { writer, statements } = fakeWriter()
    const lock = new Semaphore(1)
    const transaction = new LazyTransaction(writer, lock, () => undefined)
    expect(lock.free).toBe(1)
    await Promise.all([transaction.execute('UPDATE a SET b = 1'), transaction.execute('SELECT 1')])
    expect(lock.free).toBe(0)
    await transaction.commit()
    expect(statements).toEqual(['BEGIN IMMEDIATE', 'UPDATE a SET b = 1', 'SELECT 1', 'COMMIT'])
    expect(lock.free).toBe(1)
    expect(transaction.closed).toBe(true)
  })

  it('a transaction that never ran a statement ends without touching the database', async () => {
    const { writer, statements } = fakeWriter()
    const transaction = new LazyTransaction(writer, new Semaphore(1), () => undefined)
    await transaction.rollback()
    expect(statements).toEqual([])
  })

  it('a second transaction waits for the first to end', async () => {
    const { writer, statements } = fakeWriter()
    const lock = new Semaphore(1)
    const first = new LazyTransaction(writer, lock, () => undefined)
    const second = new LazyTransaction(writer, lock, () => undefined)
    await first.execute('INSERT 1')
    const secondWrite = second.execute('INSERT 2')
    await first.rollback()
    await secondWrite
    await second.commit()
    expect(statements).toEqual(['BEGIN IMMEDIATE', 'INSERT 1', 'ROLLBACK', 'BEGIN IMMEDIATE', 'INSERT 2', 'COMMIT'])
  })

  it('one left open too long is rolled back, gives the writer back and fails afterwards', async () => {
    vi.useFakeTimers()
    const { writer, statements } = fakeWriter()
    const lock = new Semaphore(1)
    const expired: Error[] = []
    const transaction = new LazyTransaction(writer, lock, (error) => expired.push(error))
    await transaction.execute('INSERT 1')
    await vi.advanceTimersByTimeAsync(MAX_SQLITE_TRANSACTION_MS)
    expect(statements).toEqual(['BEGIN IMMEDIATE', 'INSERT 1', 'ROLLBACK'])
    expect(lock.free).toBe(1)
    expect(expired).toHaveLength(1)
    await expect(transaction.execute('INSERT 2')).rejects.toBeInstanceOf(SqliteTransactionExpiredError)
    await expect(transaction.commit()).rejects.toMatchObject({ status: 503 })
  })
})
