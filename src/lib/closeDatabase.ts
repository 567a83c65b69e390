import type { Payload } from 'payload'

interface PoolClient {
  release?: () => void
}

interface Pool {
  end: () => Promise<void>
  ended?: boolean
  /** pg's own bookkeeping: every client the pool opened, and the idle ones among them. */
  _clients?: PoolClient[]
  _idle?: { client: PoolClient }[]
}

/**
 * Payload's PostgreSQL adapter takes one client from the pool when it connects, to check the
 * connection, and never gives it back: pool.end() would wait for it for ever. Give back every
 * client still checked out (Payload is destroyed: nothing uses them any more) so that end() closes them.
 */
function releaseCheckedOut(pool: Pool): void {
  if (!Array.isArray(pool._clients) || !Array.isArray(pool._idle)) return
  const idle = new Set(pool._idle.map((entry) => entry.client))
  for (const client of [...pool._clients]) {
    if (idle.has(client)) continue
    try {
      client.release?.()
    } catch {
      // Given back meanwhile: end() closes it.
    }
  }
}

/** Payload's destroy() leaves the connection pool open; close it so the database can go. */
export async function closeDatabase(payload: Payload): Promise<void> {
  const adapter = payload.db as unknown as { pool?: Pool; client?: { close?: () => void } }
  await payload.destroy()
  if (adapter.pool && !adapter.pool.ended) {
    releaseCheckedOut(adapter.pool)
    // pool.end() waits for every client to be released; one held by something else would make
    // it wait for ever, so give it a moment and move on (the process or the test ends anyway).
    await Promise.race([adapter.pool.end(), new Promise((resolve) => setTimeout(resolve, 3000).unref())])
  }
  adapter.client?.close?.()
}
