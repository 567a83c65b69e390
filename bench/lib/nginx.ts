import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { run } from '../../scripts/lib/run'
import { onCleanup } from './cleanup'
import { freePort, loopback, waitForOk } from './net'
import { stopTree } from './procTree'
import { renderNginxConfig } from '../../scripts/lib/nginxConfig'

const nginxBinary = '/usr/sbin/nginx'

async function aptInstall(packages: string[]): Promise<boolean> {
  try {
    await run('apt-get', ['install', '-y', '--no-install-recommends', ...packages], { env: { DEBIAN_FRONTEND: 'noninteractive' } })
    return true
  } catch {
    return false
  }
}

/** Installs Debian's nginx-light (or nginx) when /usr/sbin/nginx is missing. */
export async function ensureNginx(): Promise<void> {
  if (fs.existsSync(nginxBinary)) return
  if (process.getuid?.() !== 0) throw new Error(`${nginxBinary} is missing: install nginx-light (apt-get needs root)`)
  console.log('[bench] installing nginx-light...')
  if (await aptInstall(['nginx-light'])) return
  await run('apt-get', ['update'])
  if (!(await aptInstall(['nginx-light'])) && !(await aptInstall(['nginx']))) throw new Error('could not install nginx')
}

/** One worker (the app is one Node process), no compression, no logs, keep-alive as Node's. */
function config(dir: string, port: number): string {
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, 'tmp', name)};`
  return `daemon off;
master_process on;
worker_processes 1;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 1024; }
http {
  access_log off;
  gzip off;
  server_tokens off;
  sendfile on;
  keepalive_requests 1000000;
  keepalive_timeout 65s;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  types { }
  default_type "text/html; charset=utf-8";
  server {
    listen ${loopback}:${port};
    root ${path.join(dir, 'www')};
    location = /en { try_files /index.html =404; }
  }
}
`
}

export interface Nginx {
  url: string
  stop: () => Promise<void>
}

/** Serves `html` as /en from a temporary directory; checks it answers with the same bytes. */
export async function startNginx(html: Buffer): Promise<Nginx> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-nginx-'))
  const removeDir = onCleanup(async () => fs.rmSync(dir, { recursive: true, force: true }))
  // The workers run as an unprivileged user when we are root: let them read the page.
  fs.chmodSync(dir, 0o755)
  fs.mkdirSync(path.join(dir, 'www'), { mode: 0o755 })
  fs.mkdirSync(path.join(dir, 'tmp'), { mode: 0o755 })
  fs.writeFileSync(path.join(dir, 'www', 'index.html'), html, { mode: 0o644 })
  const port = await freePort()
  fs.writeFileSync(path.join(dir, 'nginx.conf'), config(dir, port))
  const log = fs.openSync(path.join(dir, 'stderr.log'), 'w')
  const child = spawn(nginxBinary, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')], {
    detached: true,
    stdio: ['ignore', log, log],
  })
  fs.closeSync(log)
  const { pid } = child
  if (pid === undefined) throw new Error('could not spawn nginx')
  let exit: string | undefined
  child.on('exit', (code, signal) => (exit = `nginx exited (${code ?? signal}): ${fs.readFileSync(path.join(dir, 'stderr.log'), 'utf8')}`))
  child.on('error', (error) => (exit = `nginx failed to start: ${error.message}`))
  const stopNginx = onCleanup(() => stopTree(pid, 5000))
  const stop = async () => {
    await stopNginx()
    await removeDir()
  }
  const url = `http://${loopback}:${port}/en`
  try {
    const response = await waitForOk(url, { intervalMs: 50, timeoutMs: 10_000, failed: () => exit })
    if (!response.body.equals(html)) throw new Error('nginx does not serve the same bytes as the app')
    if (response.headers['content-type'] !== 'text/html; charset=utf-8') {
      throw new Error(`nginx serves Content-Type ${response.headers['content-type']}`)
    }
  } catch (error) {
    await stop()
    throw error
  }
  return { url, stop }
}

/**
 * The shipped production set-up (`deploy/nginx/storefront.conf`, rendered as `npm run start:nginx`
 * does) in front of a running app on `appPort`; answers once `pagePath` comes through it.
 */
export async function startSetup(appPort: number, pagePath: string): Promise<Nginx> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-setup-'))
  const removeDir = onCleanup(async () => fs.rmSync(dir, { recursive: true, force: true }))
  const port = await freePort()
  const confFile = renderNginxConfig({ runDir: dir, appAddress: `${loopback}:${appPort}`, listen: `${loopback}:${port}` })
  const child = spawn(nginxBinary, ['-p', dir, '-c', confFile, '-e', path.join(dir, 'error.log')], { detached: true, stdio: 'ignore' })
  const { pid } = child
  if (pid === undefined) throw new Error('could not spawn nginx')
  let exit: string | undefined
  child.on('exit', (code, signal) => (exit = `nginx exited (${code ?? signal}): ${fs.existsSync(path.join(dir, 'error.log')) ? fs.readFileSync(path.join(dir, 'error.log'), 'utf8') : ''}`))
  const stopNginx = onCleanup(() => stopTree(pid, 5000))
  const stop = async () => {
    await stopNginx()
    await removeDir()
  }
  const url = `http://${loopback}:${port}${pagePath}`
  try {
    await waitForOk(url, { intervalMs: 50, timeoutMs: 10_000, failed: () => exit })
  } catch (error) {
    await stop()
    throw error
  }
  return { url, stop }
}
