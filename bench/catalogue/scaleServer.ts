import { spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { clearRuntimeCaches } from '../lib/build'
import { onCleanup } from '../lib/cleanup'
import { freePort, loopback, waitForOk } from '../lib/net'
import { root } from '../lib/paths'
import { stopTree } from '../lib/procTree'

/** The production build serving the scale database (`npm run seed:scale`), in a process group of its own. */
export async function startScaleServer(database: string, mediaDir: string) {
  if (!fs.existsSync(database)) throw new Error(`no scale database at ${path.relative(root, database)}: run npm run seed:scale -- --products 10000 --materials 5000`)
  clearRuntimeCaches()
  const port = await freePort()
  const logFile = path.join(root, 'data', 'bench-catalogue.log')
  const log = fs.openSync(logFile, 'w')
  const child = spawn(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'start', '-p', String(port)], {
    cwd: root,
    detached: true,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      SITE_URL: `http://${loopback}:${port}`,
      DATABASE_URL: `file:${database}`,
      MEDIA_DIR: mediaDir,
      PAYLOAD_SECRET: crypto.randomBytes(32).toString('hex'),
      LOG_LEVEL: 'warn',
    },
  })
  fs.closeSync(log)
  const { pid } = child
  if (pid === undefined) throw new Error('could not spawn the server')
  let exit: string | undefined
  child.on('exit', (code, signal) => (exit = `the server exited (${code ?? signal}); see ${logFile}`))
  const stop = onCleanup(() => stopTree(pid))
  const url = (pathname: string) => `http://${loopback}:${port}${encodeURI(pathname)}`
  await waitForOk(url('/en'), { intervalMs: 200, timeoutMs: 5 * 60_000, failed: () => exit })
  return { url, stop }
}
