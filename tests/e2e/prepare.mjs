// Prepares the e2e run's fresh database (migrations and the demo seed) without starting a server:
// `npm test` runs it beside the production build, then starts the e2e server with E2E_PREPARED=1.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { e2eDirectory, e2eEnvironment } from './environment.mjs'

fs.rmSync(e2eDirectory, { recursive: true, force: true })
fs.mkdirSync(e2eDirectory, { recursive: true })
const child = spawn(process.execPath, [path.resolve('node_modules/payload/bin.js'), 'run', 'scripts/prepare.ts'], {
  stdio: 'inherit',
  env: e2eEnvironment(process.env.E2E_PORT ?? '3100'),
})
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
