// Prepares the e2e run's fresh database (migrations and the demo seed) without starting a server:
// `npm test` runs it first (beside the generated files' check), hands the database to the SQLite
// integration suites as their demo template (with the seed's report, `seedReportFile`), and later
// starts the e2e servers on it with E2E_PREPARED=1: the second one (data/e2e-alone) on a copy
// made here, while the database is closed.
import fs from 'node:fs'
import { prepareDatabase } from '../../scripts/lib/prepare.mjs'
import { aloneDirectory, e2eDirectory, e2eEnvironment, seedReportFile } from './environment.mjs'

for (const directory of [e2eDirectory, aloneDirectory]) fs.rmSync(directory, { recursive: true, force: true })
fs.mkdirSync(e2eDirectory, { recursive: true })
const code = await prepareDatabase({ ...e2eEnvironment(process.env.E2E_PORT ?? '3100'), SEED_REPORT_FILE: seedReportFile }, 'e2e prepare')
if (code === 0) fs.cpSync(e2eDirectory, aloneDirectory, { recursive: true })
process.exit(code)
