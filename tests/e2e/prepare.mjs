// Prepares the e2e run's fresh database (migrations and the demo seed) without starting a server:
// `npm test` runs it beside the production build, then starts the e2e server with E2E_PREPARED=1.
import fs from 'node:fs'
import { prepareDatabase } from '../../scripts/lib/prepare.mjs'
import { e2eDirectory, e2eEnvironment } from './environment.mjs'

fs.rmSync(e2eDirectory, { recursive: true, force: true })
fs.mkdirSync(e2eDirectory, { recursive: true })
process.exit(await prepareDatabase(e2eEnvironment(process.env.E2E_PORT ?? '3100'), 'e2e prepare'))
