import type { Client, InStatement, ResultSet, Transaction } from '@libsql/client'
import type { Release, Semaphore } from './semaphore'

/** Longest a write transaction may hold the writer; then it is rolled back so other writes go on. */
export const MAX_SQLITE_TRANSACTION_MS = 60_000

export class SqliteTransactionExpiredError extends Error {
  readonly status = 503
  constructor() {
    super(`The database transaction took longer than ${MAX_SQLITE_TRANSACTION_MS / 1000} s and was rolled back`)
    this.name = 'SqliteTransactionExpiredError'
  }
}

/**
 * A write transaction that takes the writer at its first statement, not when Payload opens
 * it: Payload opens one, then writes outside it (the forgot-password reservation) before the
 * transaction's own first statement; taking the writer early would make that write wait for
 * its own request. Commit and rollback always give the writer back; a transaction left open
 * longer than MAX_SQLITE_TRANSACTION_MS is rolled back, and its later statements fail.
 */
export class LazyTransaction implements Transaction {
  #state: 'waiting' | 'open' | 'done' | 'expired' = 'waiting'
  #opening: Promise<void> | undefined
  #release: Release | undefined
  #timer: NodeJS.Timeout | undefined

  constructor(
    private readonly writer: Client,
    private readonly writeLock: Semaphore,
    private readonly onExpired: (error: SqliteTransactionExpiredError) => void,
  ) {}

  get closed(): boolean {
    return this.#state === 'done' || this.#state === 'expired'
  }

  async execute(statement: InStatement): Promise<ResultSet> {
    await this.#open()
    return this.writer.execute(statement)
  }

  async batch(statements: InStatement[]): Promise<ResultSet[]> {
    const results: ResultSet[] = []
    for (const statement of statements) results.push(await this.execute(statement))
    return results
  }

  async executeMultiple(): Promise<void> {
    // libsql's executeMultiple rolls back any open transaction when it ends; nothing calls it inside one.
    throw new Error('executeMultiple is not available inside a transaction')
  }

  async commit(): Promise<void> {
    if (this.#state === 'expired') throw new SqliteTransactionExpiredError()
    await this.#end('COMMIT')
  }

  async rollback(): Promise<void> {
    await this.#end('ROLLBACK')
  }

  close(): void {
    void this.#end('ROLLBACK')
  }

  /** Payload may run statements of one transaction in parallel: they share one opening. */
  #open(): Promise<void> {
    if (this.#state === 'open') return Promise.resolve()
    if (this.#state === 'expired') return Promise.reject(new SqliteTransactionExpiredError())
    if (this.#state === 'done') return Promise.reject(new Error('The transaction has already ended'))
    this.#opening ??= this.#begin().finally(() => {
      this.#opening = undefined
    })
    return this.#opening
  }

  async #begin(): Promise<void> {
    const release = await this.writeLock.acquire()
    try {
      await this.writer.execute('BEGIN IMMEDIATE')
    } catch (error) {
      release()
      throw error
    }
    this.#release = release
    this.#state = 'open'
    this.#timer = setTimeout(() => void this.#expire(), MAX_SQLITE_TRANSACTION_MS)
    this.#timer.unref()
  }

  async #end(statement: 'COMMIT' | 'ROLLBACK'): Promise<void> {
    // Never end while the writer is still being taken: it would be taken and kept.
    if (this.#opening) await this.#opening.catch(() => undefined)
    if (this.#state !== 'open') {
      if (this.#state === 'waiting') this.#state = 'done'
      return
    }
    try {
      await this.writer.execute(statement)
    } catch (error) {
      // A failed COMMIT leaves the transaction open: roll it back before the writer is given back.
      if (statement === 'COMMIT') await this.writer.execute('ROLLBACK').catch(() => undefined)
      throw error
    } finally {
      this.#finish('done')
    }
  }

  async #expire(): Promise<void> {
    if (this.#state !== 'open') return
    await this.writer.execute('ROLLBACK').catch(() => undefined)
    this.#finish('expired')
    this.onExpired(new SqliteTransactionExpiredError())
  }

  #finish(state: 'done' | 'expired'): void {
    clearTimeout(this.#timer)
    this.#state = state
    this.#release?.()
    this.#release = undefined
  }
}
