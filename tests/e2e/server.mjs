// Starts the production build for the e2e run on a fresh database of its own, or, with
// E2E_PREPARED=1, on the one tests/e2e/prepare.mjs has just prepared.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { e2eDirectory, e2eEnvironment } from './environment.mjs'

const prepared = process.env.E2E_PREPARED === '1' && fs.existsSync(path.join(e2eDirectory, 'storefront.db'))
if (!prepared) {
  fs.rmSync(e2eDirectory, { recursive: true, force: true })
  fs.mkdirSync(e2eDirectory, { recursive: true })
}
// Pages and data cached at run time belong to the database they were read from (a benchmark's
// scale database, an earlier run): a fresh database starts with empty caches.
const distDir = path.resolve(process.env.NEXT_DIST_DIR ?? '.next')
for (const cache of ['cache/fetch-cache', 'server/route-cache']) fs.rmSync(path.join(distDir, cache), { recursive: true, force: true })
const port = process.env.E2E_PORT ?? '3100'
const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts', '--no-build', ...(prepared ? ['--no-prepare'] : [])], {
  stdio: 'inherit',
  env: e2eEnvironment(port),
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
child.on('exit', (code) => process.exit(code ?? 0))
