/**
 * `npm start`: builds when there is no build of this commit, migrates, loads the demo
 * content on an empty database (in a process of its own), then serves the production build on PORT (default 3000).
 */
import path from 'node:path'
import { spawn } from 'node:child_process'
import { env, InvalidEnvironmentError } from '../src/env'
import { buildIfNeeded } from './lib/build'
import { ensureLocalSecret } from './lib/localSecret'
import { run } from './lib/run'

Object.assign(process.env, { NODE_ENV: process.env.NODE_ENV ?? 'production' })
process.env.NEXT_TELEMETRY_DISABLED = '1'
ensureLocalSecret()
try {
  env()
} catch (error) {
  if (error instanceof InvalidEnvironmentError) {
    console.error(error.message)
    process.exit(1)
  }
  throw error
}

if (!process.argv.includes('--no-build')) await buildIfNeeded()
// Migrations and the demo seed run in a process of their own, which gives the seed's memory back
// before the server starts.
await run(process.execPath, [path.resolve('node_modules/payload/bin.js'), 'run', 'scripts/prepare.ts'])

const { PORT } = env()
const server = spawn(process.execPath, [path.resolve('node_modules/next/dist/bin/next'), 'start', '-p', String(PORT)], {
  stdio: 'inherit',
  env: { ...process.env, DATABASE_PREPARED: '1' },
})
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
