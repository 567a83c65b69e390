import type { Instrumentation } from 'next'
import { isDatabaseUnavailable, markDatabaseUnavailable } from './lib/http/databaseUnavailable'

/** Next.js calls this once per server start, before the server handles requests. */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  // Before anything can fail: a page that fails while the database is down answers 503.
  const { answerServiceUnavailableDuringOutages } = await import('./lib/http/serviceUnavailable')
  answerServiceUnavailableDuringOutages()
  const { prepareDatabase } = await import('./lib/prepareDatabase')
  await prepareDatabase()
}

/** A render or route that failed on the database (also outside the cached readers) marks the outage before the status is written. */
export const onRequestError: Instrumentation.onRequestError = (error) => {
  if (isDatabaseUnavailable(error)) markDatabaseUnavailable()
}
