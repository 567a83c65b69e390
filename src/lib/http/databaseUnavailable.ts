/**
 * The database cannot answer (SQLite file locked, emptied or gone; PostgreSQL stopped or
 * unreachable). Pages and endpoints answer 503 for it, not 500: the site is fine, it is waiting.
 */
export class DatabaseUnavailableError extends Error {
  readonly status = 503
  constructor(cause: unknown) {
    super('The database is unavailable', { cause })
    this.name = 'DatabaseUnavailableError'
  }
}

/** SQLite result codes (libsql's `code`, extended codes start with these) of a file that cannot be read or written now. */
const sqliteCodes = ['SQLITE_BUSY', 'SQLITE_LOCKED', 'SQLITE_CANTOPEN', 'SQLITE_IOERR', 'SQLITE_CORRUPT', 'SQLITE_NOTADB', 'SQLITE_FULL', 'SQLITE_READONLY']
/** Node's network errors on the way to PostgreSQL. */
const socketCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE', 'EAI_AGAIN'])
/**
 * PostgreSQL SQLSTATE classes and codes: connection exceptions (08), shutdown and start-up
 * (57P0x), too many connections, the database gone (3D000: dropped or renamed).
 */
const postgresStates = /^(08\d{3}|57P0[1-4]|53300|3D000)$/
/**
 * What the drivers say when the code is lost on the way (pg's pool, an emptied SQLite file),
 * or when the code is too broad to read alone: a database closed to connections
 * (`ALLOW_CONNECTIONS false`) answers 55000, which also means other, unrelated things.
 */
const messages = /database is locked|Connection terminated|is not currently accepting connections|timeout exceeded when trying to connect|connect ECONNREFUSED|no such table|file is not a database|database disk image is malformed|unable to open database file/i

function codeOf(error: object): string | null {
  return 'code' in error && typeof error.code === 'string' ? error.code : null
}

function isUnavailableCode(code: string): boolean {
  return sqliteCodes.some((prefix) => code.startsWith(prefix)) || socketCodes.has(code) || postgresStates.test(code)
}

/**
 * Whether an error (or one of its causes: Payload and Drizzle wrap the driver's error) means
 * the database is unavailable rather than that the request was wrong. For the endpoints' edge:
 * `if (isDatabaseUnavailable(error)) return 503`.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>()
  let current: unknown = error
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current)
    if (current instanceof DatabaseUnavailableError) return true
    const code = codeOf(current)
    if (code && isUnavailableCode(code)) return true
    if (current instanceof Error && messages.test(current.message)) return true
    current = 'cause' in current ? current.cause : null
  }
  return false
}

/** How long after the last database failure a server error is taken for a database outage. */
export const outageWindowMs = 15_000

// Shared through globalThis: the instrumentation, the proxy and the pages are separate bundles in one process.
const lastFailureKey = Symbol.for('storefront.database.lastFailure')
type OutageState = { [lastFailureKey]?: number }

/** Remembers that the database just failed (readers call this before they throw). */
export function markDatabaseUnavailable(now: number = Date.now()): void {
  ;(globalThis as OutageState)[lastFailureKey] = now
}

/** Whether the database failed within the outage window. */
export function databaseRecentlyUnavailable(now: number = Date.now()): boolean {
  const last = (globalThis as OutageState)[lastFailureKey]
  return last !== undefined && now - last < outageWindowMs
}

/** A reader's error as the pages see it: a database outage becomes `DatabaseUnavailableError` (and is remembered). */
export function asReaderError(error: unknown): unknown {
  if (error instanceof DatabaseUnavailableError) return error
  if (!isDatabaseUnavailable(error)) return error
  markDatabaseUnavailable()
  return new DatabaseUnavailableError(error)
}
