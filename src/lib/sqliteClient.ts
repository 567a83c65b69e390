import fs from 'node:fs'
import path from 'node:path'
import { createClient, type Client, type InStatement, type ResultSet, type Transaction } from '@libsql/client'
import { Semaphore } from './semaphore'
import { sqliteConnectionPragmas } from './sqlitePragmas'
import { LazyTransaction, type SqliteTransactionExpiredError } from './sqliteTransaction'

/** Plain reads go to the reader connection; anything else (writes, pragmas, DDL) is serialized. */
const isPlainRead = (statement: InStatement): boolean =>
  /^\s*select\b/i.test(typeof statement === 'string' ? statement : statement.sql)

/**
 * The libsql client Payload's SQLite adapter uses, with one writer per process. libsql's own
 * client gives each transaction the current connection and opens a new one, without the
 * busy timeout, for everything else; a write there while a transaction is open fails at once
 * with 'database is locked' (Payload writes outside the request's transaction on purpose in
 * forgot-password and failed sign-ins). A busy timeout would not help: libsql calls are
 * synchronous, so waiting blocks the event loop and the transaction holding the lock with it.
 * Here every write and every transaction takes turns on one writer connection (waiting
 * asynchronously); reads outside transactions use a second connection and see committed data.
 */
export class SerializedSqliteClient implements Client {
  readonly protocol = 'file'
  closed = false
  readonly #writer: Client
  readonly #reader: Client
  readonly #writeLock = new Semaphore(1)
  readonly #ready: Promise<void>

  constructor(url: string, private readonly onExpired: (error: SqliteTransactionExpiredError) => void) {
    // A fresh checkout has no data folder yet; SQLite makes the file, not its folder.
    const file = url.startsWith('file:') ? url.slice('file:'.length) : undefined
    if (file && file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true })
    const writer = createClient({ url })
    const reader = createClient({ url })
    this.#writer = writer
    this.#reader = reader
    this.#ready = (async () => {
      for (const pragma of sqliteConnectionPragmas) await writer.execute(pragma)
      for (const pragma of sqliteConnectionPragmas) await reader.execute(pragma)
    })()
  }

  async execute(statement: InStatement): Promise<ResultSet> {
    await this.#ready
    if (isPlainRead(statement)) return this.#reader.execute(statement)
    return this.#writeLock.run(() => this.#writer.execute(statement))
  }

  async batch(statements: InStatement[], mode?: 'write' | 'read' | 'deferred'): Promise<ResultSet[]> {
    await this.#ready
    return this.#writeLock.run(() => this.#writer.batch(statements, mode))
  }

  async migrate(statements: InStatement[]): Promise<ResultSet[]> {
    await this.#ready
    return this.#writeLock.run(() => this.#writer.migrate(statements))
  }

  async executeMultiple(sql: string): Promise<void> {
    await this.#ready
    return this.#writeLock.run(() => this.#writer.executeMultiple(sql))
  }

  /** Starts nothing yet: the writer is taken at the transaction's first statement (see LazyTransaction). */
  async transaction(): Promise<Transaction> {
    await this.#ready
    return new LazyTransaction(this.#writer, this.#writeLock, this.onExpired)
  }

  async sync(): Promise<undefined> {
    return undefined
  }

  close(): void {
    this.closed = true
    this.#writer.close()
    this.#reader.close()
  }
}
