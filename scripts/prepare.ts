/** Migrates the database and, when it is empty (or with --seed), loads the demo content. */
import { closeDatabase } from '../src/lib/closeDatabase'
import { env } from '../src/env'
import { seedDemo } from '../src/seed'
import { isEmpty, loadPayload, migrate } from './lib/payload'

const payload = await loadPayload()
await migrate(payload)
if (process.argv.includes('--seed') || (await isEmpty(payload))) {
  payload.logger.info('Loading the demo content...')
  const report = await seedDemo(payload, { imageScale: env().SEED_IMAGE_SCALE })
  payload.logger.info({ msg: 'Demo content loaded', ...report })
}
await closeDatabase(payload)
process.exit(0)
