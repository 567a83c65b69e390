// Starts the production build for the e2e run on a fresh database of its own.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const dir = path.resolve('data/e2e')
fs.rmSync(dir, { recursive: true, force: true })
fs.mkdirSync(dir, { recursive: true })
// Pages and data cached at run time belong to the database they were read from (a benchmark's
// scale database, an earlier run): a fresh database starts with empty caches.
const distDir = path.resolve(process.env.NEXT_DIST_DIR ?? '.next')
for (const cache of ['cache/fetch-cache', 'server/route-cache']) fs.rmSync(path.join(distDir, cache), { recursive: true, force: true })
const port = process.env.E2E_PORT ?? '3100'
const child = spawn(process.execPath, [path.resolve('node_modules/tsx/dist/cli.mjs'), 'scripts/start.ts', '--no-build'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: port,
    SITE_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: `file:${path.join(dir, 'storefront.db')}`,
    MEDIA_DIR: path.join(dir, 'media'),
    MAIL_OUTBOX_DIR: path.join(dir, 'outbox'),
    // Smaller demo images: same documents, a faster start for the test run.
    SEED_IMAGE_SCALE: '0.4',
    PAYLOAD_SECRET: 'e2e-secret-0123456789abcdef0123456789abcdef',
    // As behind the shipped nginx: the proxy on this machine is trusted, so the tests' own
    // X-Forwarded-For counts; any other peer's (tests/e2e/limits.spec.ts uses 127.0.0.9) does not.
    TRUSTED_PROXIES: '127.0.0.1',
  },
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
child.on('exit', (code) => process.exit(code ?? 0))
