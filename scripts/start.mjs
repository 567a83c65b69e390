// `npm start`: builds when there is no build of this commit, migrates, loads the demo content on
// an empty database, then serves the production build on PORT (default 3000). Options:
// `--no-build` (serve the build there is), `--no-prepare` (a database already prepared).
//
// Plain JavaScript: this process stays as the server's parent (signals, exit code) while the
// server runs, so it loads no TypeScript loader and no application code. The environment check,
// the build and the database preparation run in a child with the loader
// (scripts/lib/prepareToServeChild.ts), which hands the server's settings back and exits
// (docs/decisions/022-server-memory.md).
import { spawn } from 'node:child_process'
import path from 'node:path'
import { serve } from './lib/serve.mjs'

/** Runs the preparation; resolves with its exit code and what it wrote on file descriptor 3. */
function prepare() {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.resolve('scripts/lib/prepareToServeChild.ts'), ...process.argv.slice(2)], {
      stdio: ['inherit', 'inherit', 'inherit', 'pipe'],
    })
    const relay = (signal) => child.kill(signal)
    for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, relay)
    let output = ''
    child.stdio[3]?.setEncoding('utf8').on('data', (chunk) => (output += chunk))
    child.on('error', () => resolve({ code: 1, output }))
    child.on('close', (code, signal) => {
      for (const each of ['SIGINT', 'SIGTERM']) process.off(each, relay)
      resolve({ code: code ?? (signal ? 1 : 0), output })
    })
  })
}

const { code, output } = await prepare()
if (code !== 0) process.exit(code)
const settings = JSON.parse(output)
await serve({ port: settings.port, heapMb: settings.heapMb, env: { ...process.env, ...settings.env } })
