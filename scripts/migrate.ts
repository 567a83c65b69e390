import { closeDatabase } from '../src/lib/closeDatabase'
import { loadPayload, migrate } from './lib/payload'

const payload = await loadPayload()
await migrate(payload)
await closeDatabase(payload)
process.exit(0)
