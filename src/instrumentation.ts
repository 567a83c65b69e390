import type { Instrumentation } from 'next'
import { isDatabaseUnavailable, markDatabaseUnavailable } from './lib/http/databaseUnavailable'

/** Next.js calls this once per server start, before the server handles requests. */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  // Before anything can fail: a page that fails while the database is down answers 503.
  const { answerServiceUnavailableDuringOutages } = await import('./lib/http/serviceUnavailable')
  answerServiceUnavailableDuringOutages()
  // On https (TLS, or a trusted proxy's X-Forwarded-Proto) every cookie is Secure, the session `__Host-`.
  const { installHttpsCookies } = await import('./lib/http/httpsCookies')
  installHttpsCookies()
  // Single sign-on set up by half (issuer without client id, a leeway over 300 s...) stops the start, naming the variable.
  const { oidcSettingsFrom } = await import('./features/accounts')
  oidcSettingsFrom(process.env)
  // Form mail due again and submissions past their retention, looked for once a minute.
  const { startFormSweeps } = await import('./features/forms')
  startFormSweeps()
  // After a load, the garbage goes back once the server is quiet (issue 14's memory goal).
  const { startIdleCollector } = await import('./lib/memory/idleCollector')
  startIdleCollector()
  // `npm start` prepared the database in a process of its own (scripts/prepare.ts).
  if (process.env.DATABASE_PREPARED === '1') return
  const [{ getPayload }, { default: config }, { prepareDatabase }] = await Promise.all([
    import('payload'),
    import('@payload-config'),
    import('./seed/prepareDatabase'),
  ])
  await prepareDatabase(await getPayload({ config }))
}

/** A render or route that failed on the database (also outside the cached readers) marks the outage before the status is written. */
export const onRequestError: Instrumentation.onRequestError = (error) => {
  if (isDatabaseUnavailable(error)) markDatabaseUnavailable()
}
