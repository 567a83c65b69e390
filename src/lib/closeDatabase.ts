import type { Payload } from 'payload'

/** Payload's destroy() leaves the connection pool open; close it so the database can go. */
export async function closeDatabase(payload: Payload): Promise<void> {
  const adapter = payload.db as unknown as { pool?: { end: () => Promise<void>; ended?: boolean }; client?: { close?: () => void } }
  await payload.destroy()
  // pool.end() waits for every client to be released; a client Payload still holds would make
  // it wait forever, so give it a moment and move on (the process or the test ends anyway).
  if (adapter.pool && !adapter.pool.ended) {
    await Promise.race([adapter.pool.end(), new Promise((resolve) => setTimeout(resolve, 3000).unref())])
  }
  adapter.client?.close?.()
}
