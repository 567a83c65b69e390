import 'server-only'
import { payloadClient } from './payload'

/** At most one reconnection per this interval, however many readers fail at once. */
const reconnectIntervalMs = 1000
let lastReconnect = 0

interface LibsqlClient {
  transaction: (mode: 'read') => Promise<{ close: () => void }>
}

function isLibsqlClient(client: unknown): client is LibsqlClient {
  return typeof client === 'object' && client !== null && 'transaction' in client && typeof client.transaction === 'function'
}

/**
 * After SQLite failed (file emptied, replaced or corrupt), its connection keeps what it read
 * (the page cache, the schema), and would keep failing after the file is back. libsql's client
 * opens a new connection for the next statement whenever a transaction starts, so starting and
 * closing an empty one makes the next read see the file as it is now: the site recovers
 * without a restart. PostgreSQL's pool replaces broken connections by itself.
 */
export async function reconnectAfterFailure(now: number = Date.now()): Promise<void> {
  if (now - lastReconnect < reconnectIntervalMs) return
  lastReconnect = now
  try {
    const payload = await payloadClient()
    if (payload.db.name !== 'sqlite') return
    const client: unknown = (payload.db as { client?: unknown }).client
    if (!isLibsqlClient(client)) return
    const transaction = await client.transaction('read')
    transaction.close()
  } catch (error) {
    console.warn('[database] reconnecting after a failure did not work; the next failure tries again', error)
  }
}
