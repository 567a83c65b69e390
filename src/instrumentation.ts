/** Next.js calls this once per server start, before the server handles requests. */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  // `npm start` prepared the database in a process of its own (scripts/prepare.ts).
  if (process.env.DATABASE_PREPARED === '1') return
  const [{ getPayload }, { default: config }, { prepareDatabase }] = await Promise.all([
    import('payload'),
    import('@payload-config'),
    import('./lib/prepareDatabase'),
  ])
  await prepareDatabase(await getPayload({ config }))
}
