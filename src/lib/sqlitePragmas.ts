import type { Payload } from 'payload'

/** WAL lets readers run while one writer writes; the busy timeout waits for a lock instead of failing. */
export async function applySqlitePragmas(payload: Payload): Promise<void> {
  if (payload.db.name !== 'sqlite') return
  const client: unknown = (payload.db as { client?: unknown }).client
  if (!client || typeof client !== 'object' || !('execute' in client) || typeof client.execute !== 'function') return
  await client.execute('PRAGMA journal_mode = WAL')
  await client.execute('PRAGMA busy_timeout = 5000')
  await client.execute('PRAGMA synchronous = NORMAL')
}
