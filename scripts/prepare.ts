/**
 * Run by `npm start` before the server: applies the committed migrations and loads the demo
 * content when the database is empty. In its own process, so that the memory the seed takes
 * (it draws every picture) is given back before the server starts; the server then finds the
 * database ready (src/instrumentation.ts only checks).
 * With SEED_REPORT_FILE set, the seed's report (when it ran) is written there as JSON: the test
 * run's SQLite integration suites take the e2e database as their demo template (scripts/test.ts).
 */
import fs from 'node:fs'
import { mustFinish } from './lib/mustFinish'
import { closeDatabase } from '../src/lib/closeDatabase'
import { prepareDatabase } from '../src/seed/prepareDatabase'
import { loadPayload } from './lib/payload'

const finished = mustFinish('prepare')
const payload = await loadPayload()
const report = await prepareDatabase(payload)
const reportFile = process.env.SEED_REPORT_FILE
if (report && reportFile) fs.writeFileSync(reportFile, JSON.stringify(report))
await closeDatabase(payload)
finished()
process.exit(0)
