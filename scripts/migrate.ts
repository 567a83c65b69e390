import { mustFinish } from './lib/mustFinish'
import { closeDatabase } from '../src/lib/closeDatabase'
import { loadPayload, migrate } from './lib/payload'

const finished = mustFinish('migrate')
const payload = await loadPayload()
await migrate(payload)
await closeDatabase(payload)
finished()
process.exit(0)
