/** `npm run seed`: migrates, then adds whatever demo content is missing (idempotent). */
import { mustFinish } from './lib/mustFinish'
import { closeDatabase } from '../src/lib/closeDatabase'
import { env } from '../src/env'
import { seedDemo } from '../src/seed'
import { loadPayload, migrate } from './lib/payload'

const finished = mustFinish('seed')
const payload = await loadPayload()
await migrate(payload)
const report = await seedDemo(payload, { imageScale: env().SEED_IMAGE_SCALE })
payload.logger.info({ msg: 'Seed finished', ...report })
await closeDatabase(payload)
finished()
process.exit(0)
