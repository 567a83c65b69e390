/** Migrates the database and, when it is empty (or with --seed), loads the demo content. */
import { mustFinish } from './lib/mustFinish'
import { env } from '../src/env'
import { closeDatabase } from '../src/lib/closeDatabase'
import { seedDemo } from '../src/seed'
import { isEmpty, loadPayload, migrate } from './lib/payload'

const finished = mustFinish('prepare')
const payload = await loadPayload()
console.log(`[prepare] database: ${payload.db.name}; applying migrations`)
await migrate(payload)
if (process.argv.includes('--seed') || (await isEmpty(payload))) {
  console.log('[prepare] empty database: loading the demo content (the pictures are drawn now; about two minutes)')
  const report = await seedDemo(payload, { imageScale: env().SEED_IMAGE_SCALE })
  console.log(`[prepare] demo content loaded in ${Math.round(report.milliseconds / 1000)} s: ${JSON.stringify(report.created)}`)
}
await closeDatabase(payload)
finished()
process.exit(0)
