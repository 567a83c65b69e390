import { describe, expect, it } from 'vitest'
import { asReaderError, DatabaseUnavailableError, databaseRecentlyUnavailable, isDatabaseUnavailable, markDatabaseUnavailable, outageWindowMs } from './databaseUnavailable'

function coded(message: string, code: string): Error {
  return Object.assign(new Error(message), { code })
}

describe('isDatabaseUnavailable', () => {
  it('recognises SQLite and PostgreSQL outages, also wrapped as a cause', () => {
    expect(isDatabaseUnavailable(coded('SQLITE_BUSY: database is locked', 'SQLITE_BUSY'))).toBe(true)
    expect(isDatabaseUnavailable(coded('database disk image is malformed', 'SQLITE_CORRUPT'))).toBe(true)
    expect(isDatabaseUnavailable(new Error('Failed query: select ...', { cause: coded('no such table: pages', 'SQLITE_ERROR') }))).toBe(true)
    expect(isDatabaseUnavailable(coded('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe(true)
    expect(isDatabaseUnavailable(coded('terminating connection due to administrator command', '57P01'))).toBe(true)
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true)
    // A database closed to connections (ALLOW_CONNECTIONS false), a dropped one, the server in recovery.
    expect(isDatabaseUnavailable(coded('database "storefront" is not currently accepting connections', '55000'))).toBe(true)
    expect(isDatabaseUnavailable(coded('database "storefront" does not exist', '3D000'))).toBe(true)
    expect(isDatabaseUnavailable(coded('the database system is in recovery mode', '57P03'))).toBe(true)
    expect(isDatabaseUnavailable(coded('terminating connection due to dropped database', '57P04'))).toBe(true)
    expect(isDatabaseUnavailable(new DatabaseUnavailableError(null))).toBe(true)
  })

  it('leaves the request’s own mistakes and other errors alone', () => {
    expect(isDatabaseUnavailable(coded('UNIQUE constraint failed: users.email', 'SQLITE_CONSTRAINT'))).toBe(false)
    expect(isDatabaseUnavailable(coded('invalid input syntax for type integer', '22P02'))).toBe(false)
    expect(isDatabaseUnavailable(coded('cannot drop the currently open database', '55000'))).toBe(false)
    expect(isDatabaseUnavailable(new Error('You are not allowed to perform this action.'))).toBe(false)
    expect(isDatabaseUnavailable('database is locked')).toBe(false)
    expect(isDatabaseUnavailable(null)).toBe(false)
  })

  it('survives a cause that points back at itself', () => {
    const error = new Error('loop')
    Object.assign(error, { cause: error })
    expect(isDatabaseUnavailable(error)).toBe(false)
  })
})

describe('outage', () => {
  it('turns a reader’s database failure into a 503 error and remembers it for a while', () => {
    const failure = asReaderError(coded('SQLITE_BUSY: database is locked', 'SQLITE_BUSY'))
    expect(failure).toBeInstanceOf(DatabaseUnavailableError)
    expect(failure instanceof DatabaseUnavailableError && failure.status).toBe(503)
    expect(databaseRecentlyUnavailable()).toBe(true)
    const other = new Error('boom')
    expect(asReaderError(other)).toBe(other)
  })

  it('forgets the outage after the window', () => {
    markDatabaseUnavailable(1_000)
    expect(databaseRecentlyUnavailable(1_000 + outageWindowMs - 1)).toBe(true)
    expect(databaseRecentlyUnavailable(1_000 + outageWindowMs)).toBe(false)
  })
})
