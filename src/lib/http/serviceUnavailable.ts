import { ServerResponse, STATUS_CODES } from 'node:http'
import { databaseRecentlyUnavailable } from './databaseUnavailable'

/** What a 503 asks clients and crawlers to wait before they try again. */
export const retryAfterSeconds = 30

const installedKey = Symbol.for('storefront.http.serviceUnavailable')
type Installed = { [installedKey]?: true }

/**
 * Next.js answers 500 for any page that fails to render; it has no way for a page to say 503.
 * While the database is down (a reader failed within the outage window) a 500 is an outage,
 * so the status line says so: 503 with Retry-After, which tells crawlers and monitors to come
 * back instead of dropping the page. Installed once per server process (src/instrumentation.ts);
 * the body stays the site's error page.
 */
export function answerServiceUnavailableDuringOutages(): void {
  if ((globalThis as Installed)[installedKey]) return
  ;(globalThis as Installed)[installedKey] = true
  // eslint-disable-next-line @typescript-eslint/unbound-method -- kept to be called with Reflect.apply and the response as `this`
  const writeHead = ServerResponse.prototype.writeHead
  // Node's own `end()` without `writeHead()` comes through here too (`_implicitHeader`).
  ServerResponse.prototype.writeHead = function (this: ServerResponse, statusCode: number, ...rest: unknown[]): ServerResponse {
    if (statusCode !== 500 || !databaseRecentlyUnavailable()) return Reflect.apply(writeHead, this, [statusCode, ...rest]) as ServerResponse
    this.statusMessage = STATUS_CODES[503] ?? 'Service Unavailable'
    if (!this.hasHeader('retry-after')) this.setHeader('Retry-After', String(retryAfterSeconds))
    if (!this.hasHeader('cache-control') || /s-maxage|public/.test(String(this.getHeader('cache-control')))) this.setHeader('Cache-Control', 'no-store')
    const reason = typeof rest[0] === 'string' ? [this.statusMessage, ...rest.slice(1)] : rest
    return Reflect.apply(writeHead, this, [503, ...reason]) as ServerResponse
  } as typeof writeHead
}
