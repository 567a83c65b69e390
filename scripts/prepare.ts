/**
 * Run by `npm start` before the server: applies the committed migrations and loads the demo
 * content when the database is empty. In its own process, so that the memory the seed takes
 * (it draws every picture) is given back before the server starts; the server then finds the
 * database ready (src/instrumentation.ts only checks).
 */
import { mustFinish } from './lib/mustFinish'
import { closeDatabase } from '../src/lib/closeDatabase'
import { prepareDatabase } from '../src/seed/prepareDatabase'
import { loadPayload } from './lib/payload'

const finished = mustFinish('prepare')
const payload = await loadPayload()
await prepareDatabase(payload)
await closeDatabase(payload)
finished()
process.exit(0)
