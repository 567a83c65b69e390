import fs from 'node:fs'
import path from 'node:path'

export interface NginxSetup {
  /** Folder for nginx's pid, logs, temporary files and caches. */
  runDir: string
  /** host:port of the app. */
  appAddress: string
  /** nginx `listen` value, e.g. `8080` or `127.0.0.1:8080`. */
  listen: string
  /** How long anonymous HTML stays in the micro-cache. */
  htmlSeconds?: number
}

/** How long a page stays in the micro-cache: a publish shows through within this time. */
export const MICRO_CACHE_SECONDS = 5

/**
 * Writes a runnable nginx.conf into `runDir` around the shipped `deploy/nginx/storefront.conf`
 * (its placeholders filled) and returns its path. The same file a server install includes.
 */
export function renderNginxConfig(setup: NginxSetup): string {
  const runDir = path.resolve(setup.runDir)
  for (const dir of ['tmp', 'cache']) fs.mkdirSync(path.join(runDir, dir), { recursive: true, mode: 0o755 })
  // nginx's workers drop to an unprivileged user when started by root: let them use the folders.
  if (process.getuid?.() === 0) for (const dir of ['', 'tmp', 'cache']) fs.chmodSync(path.join(runDir, dir), 0o777)
  const template = fs.readFileSync(path.resolve('deploy/nginx/storefront.conf'), 'utf8')
  const site = template
    .replaceAll('{{APP_ADDRESS}}', setup.appAddress)
    .replaceAll('{{CACHE_DIR}}', path.join(runDir, 'cache'))
    .replaceAll('{{LISTEN}}', setup.listen)
    .replaceAll('{{HTML_SECONDS}}', String(setup.htmlSeconds ?? MICRO_CACHE_SECONDS))
  fs.writeFileSync(path.join(runDir, 'storefront.conf'), site)
  const temp = (name: string) => `${name}_temp_path ${path.join(runDir, 'tmp', name)};`
  const main = `daemon off;
worker_processes auto;
pid ${path.join(runDir, 'nginx.pid')};
error_log ${path.join(runDir, 'error.log')} warn;
events { worker_connections 4096; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  keepalive_timeout 65s;
  keepalive_requests 100000;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  include ${path.join(runDir, 'storefront.conf')};
}
`
  const confFile = path.join(runDir, 'nginx.conf')
  fs.writeFileSync(confFile, main)
  return confFile
}
