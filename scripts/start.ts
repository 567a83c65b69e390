/**
 * `npm start`: builds when there is no build of this commit, migrates, loads the demo
 * content on an empty database (in a process of its own), then serves the production build on PORT (default 3000).
 */
import path from 'node:path'
import { spawn } from 'node:child_process'
import { pathToFileURL } from 'node:url'
import { env, InvalidEnvironmentError } from '../src/env'
import { buildIfNeeded } from './lib/build'
import { ensureLocalSecret } from './lib/localSecret'
import { prepareDatabase } from './lib/prepare.mjs'

/**
 * The server's young generation: V8's semi-spaces of at most this many MB (default 16 each, three
 * of them). Pages render in short bursts of garbage; small semi-spaces cost a few more quick
 * scavenges and keep about 40 MB less resident (docs/decisions/022-server-memory.md).
 */
const SEMI_SPACE_MB = 4

// Next types NODE_ENV as always set; a script started by hand may have none.
if (!('NODE_ENV' in process.env)) Object.assign(process.env, { NODE_ENV: 'production' })
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
// Migrations and the demo seed, in a process of their own (scripts/lib/prepare.mjs).
// `--no-prepare`: a database another start already prepared (a test's copy) is served as it is.
if (!process.argv.includes('--no-prepare')) {
  const code = await prepareDatabase(process.env, 'start')
  if (code !== 0) process.exit(code)
}

const { PORT, SERVER_HEAP_MB } = env()
// Every request gets its socket's peer address stamped before Next.js sees it: the only
// client address a visitor cannot forge (src/domain/http/clientAddress.ts).
const stampPeer = `--import=${pathToFileURL(path.resolve('scripts/lib/stampPeer.mjs')).href}`
const server = spawn(process.execPath, [path.resolve('node_modules/next/dist/bin/next'), 'start', '-p', String(PORT)], {
  stdio: 'inherit',
  // The heap limits first: the same flags in the operator's own NODE_OPTIONS come later and win.
  env: { ...process.env, DATABASE_PREPARED: '1', NODE_OPTIONS: [`--max-old-space-size=${SERVER_HEAP_MB}`, `--max-semi-space-size=${SEMI_SPACE_MB}`, process.env.NODE_OPTIONS, stampPeer].filter(Boolean).join(' ') },
})
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
