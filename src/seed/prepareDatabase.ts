import type { Payload } from 'payload'
import type { SeedReport } from '@/seed'
import { env } from '@/env'
import { warnAboutDemoPassword } from '@/collections/Users/demoEditor'
import { runMigrations } from '@/lib/migrate'

/**
 * Applies the committed migrations and loads the demo content when the database is empty; on a
 * database with content it names the accounts still on the public demo password (they cannot
 * sign in unless it is the demo database). `npm start` runs it in a process of its own before
 * the server (scripts/prepare.ts); a server started another way (`next start`) runs it before it
 * takes requests (src/instrumentation.ts), where it finds nothing to do after `npm start`.
 * Resolves with the seed's report when it loaded the demo content.
 */
export async function prepareDatabase(payload: Payload): Promise<SeedReport | undefined> {
  console.log(`[prepare] database: ${payload.db.name}; applying migrations`)
  await runMigrations(payload)
  const { totalDocs } = await payload.count({ collection: 'pages', overrideAccess: true })
  if (totalDocs > 0) {
    await warnAboutDemoPassword(payload)
    return undefined
  }
  console.log('[prepare] empty database: loading the demo content (the pictures are drawn now; about two minutes)')
  const { seedDemo } = await import('@/seed')
  const report = await seedDemo(payload, { imageScale: env().SEED_IMAGE_SCALE })
  console.log(`[prepare] demo content loaded in ${Math.round(report.milliseconds / 1000)} s: ${JSON.stringify(report.created)}`)
  return report
}
