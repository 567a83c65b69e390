import type { Payload } from 'payload'

/** Payload's destroy() leaves the connection pool open; close it so the database can go. */
export async function closeDatabase(payload: Payload): Promise<void> {
  const adapter = payload.db as unknown as { pool?: { end: () => Promise<void>; ended?: boolean }; client?: { close?: () => void } }
  await payload.destroy()
  if (adapter.pool && !adapter.pool.ended) await adapter.pool.end()
  adapter.client?.close?.()
}
