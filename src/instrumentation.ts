/** Next.js calls this once per server start, before the server handles requests. */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  const { prepareDatabase } = await import('./lib/prepareDatabase')
  await prepareDatabase()
}
