/**
 * `npm run start:nginx`: the production set-up on one machine. Starts the app (as `npm start`,
 * on APP_PORT, default 3000, loopback only) and nginx in front of it on PORT_PUBLIC (default 8080)
 * with the shipped configuration `deploy/nginx/storefront.conf`: micro-cached anonymous HTML,
 * immutable build files, cached optimized images, compression once per cache fill.
 * Needs /usr/sbin/nginx (Debian: `apt-get install nginx-light`). Stops both on Ctrl-C.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { renderNginxConfig } from './lib/nginxConfig'

const nginxBinary = process.env.NGINX_BINARY ?? '/usr/sbin/nginx'
if (!fs.existsSync(nginxBinary)) {
  console.error(`${nginxBinary} is missing: install nginx (Debian: apt-get install nginx-light), or set NGINX_BINARY.`)
  process.exit(1)
}
const appPort = Number(process.env.APP_PORT ?? 3000)
const publicPort = Number(process.env.PORT_PUBLIC ?? 8080)
const runDir = path.resolve('data/nginx')
const confFile = renderNginxConfig({ runDir, appAddress: `127.0.0.1:${appPort}`, listen: String(publicPort) })

const app = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: String(appPort),
    // nginx is the one proxy whose X-Forwarded-For the app believes.
    TRUSTED_PROXIES: process.env.TRUSTED_PROXIES ?? '127.0.0.1',
    SITE_URL: process.env.SITE_URL ?? `http://localhost:${publicPort}`,
  },
})
const nginx = spawn(nginxBinary, ['-p', runDir, '-c', confFile, '-e', path.join(runDir, 'error.log')], { stdio: 'inherit' })
console.log(`nginx on http://localhost:${publicPort}/ in front of the app on 127.0.0.1:${appPort}`)

const children = [app, nginx]
const stopAll = (signal: NodeJS.Signals) => {
  for (const child of children) if (child.exitCode === null) child.kill(signal)
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stopAll(signal))
for (const child of children) {
  child.on('exit', (code) => {
    stopAll('SIGTERM')
    process.exitCode = code ?? 1
  })
}
