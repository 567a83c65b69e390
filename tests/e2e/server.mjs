// Starts the production build for the e2e run on a fresh database of its own, or, with
// E2E_PREPARED=1, on the one tests/e2e/prepare.mjs has just prepared. With E2E_SERVER=alone,
// the second server (playwright.config.ts), on data/e2e-alone.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { recordUsage } from './serverUsage.mjs'
import { aloneBuildDirectory, aloneDirectory, buildDirectory, e2eDirectory, e2eEnvironment } from './environment.mjs'

const alone = process.env.E2E_SERVER === 'alone'
const directory = alone ? aloneDirectory : e2eDirectory
const prepared = process.env.E2E_PREPARED === '1' && fs.existsSync(path.join(directory, 'storefront.db'))
if (!prepared) {
  fs.rmSync(directory, { recursive: true, force: true })
  fs.mkdirSync(directory, { recursive: true })
}
// Pages and data cached at run time belong to the database they were read from (a benchmark's
// scale database, an earlier run): a fresh database starts with empty caches.
const distDir = alone ? aloneBuildDirectory : buildDirectory
if (alone) {
  fs.rmSync(path.resolve(distDir), { recursive: true, force: true })
  // Without the build's caches: the main server, starting now too, empties its own (below).
  const caches = new Set(['cache', 'server/route-cache'].map((cache) => path.resolve(buildDirectory, cache)))
  fs.cpSync(path.resolve(buildDirectory), path.resolve(distDir), { recursive: true, filter: (source) => !caches.has(path.resolve(source)) })
}
for (const cache of ['cache/fetch-cache', 'server/route-cache']) fs.rmSync(path.resolve(distDir, cache), { recursive: true, force: true })
const port = process.env.E2E_PORT ?? '3100'
const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts', '--no-build', ...(prepared ? ['--no-prepare'] : [])], {
  stdio: 'inherit',
  env: { ...e2eEnvironment(port, directory), NEXT_DIST_DIR: distDir },
})
if (child.pid !== undefined) recordUsage(alone ? 'alone' : 'main', child.pid)
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
child.on('exit', (code) => process.exit(code ?? 0))
