import http, { ServerResponse, type IncomingMessage, type OutgoingHttpHeaders } from 'node:http'
import type { TLSSocket } from 'node:tls'
import { parseTrustedProxies } from '@/domain/http/clientAddress'
import { browserUsesHttps, incomingCookieHeader, outgoingSetCookie } from '@/domain/http/httpsCookies'
import type { IpRange } from '@/domain/http/ipAddress'

const installedKey = Symbol.for('storefront.http.httpsCookies')
/** Requests whose browser speaks https, marked when they arrive and read when their answer is written. */
const httpsRequests = new WeakSet<IncomingMessage>()
type Installed = { [installedKey]?: true }

let trusted: { list: string; proxies: IpRange[] } | undefined
function trustedProxies(): IpRange[] {
  const list = process.env.TRUSTED_PROXIES ?? ''
  if (trusted?.list !== list) trusted = { list, proxies: parseTrustedProxies(list) }
  return trusted.proxies
}

function firstValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value
}

function rewriteSetCookie(value: unknown): unknown {
  if (typeof value === 'string') return outgoingSetCookie(value, true)
  if (Array.isArray(value)) return (value as unknown[]).map((cookie) => (typeof cookie === 'string' ? outgoingSetCookie(cookie, true) : cookie))
  return value
}

/**
 * Cookies on https, for every route of the server at once (Payload's REST and GraphQL, its admin
 * and server actions, the site's own endpoints): on a request whose browser speaks https (TLS,
 * or `X-Forwarded-Proto: https` from a trusted proxy), the editor session travels as
 * `__Host-payload-token` and every cookie set is `Secure`. Payload reads and writes one cookie
 * name (`cookiePrefix`) for the session, the language and the theme, so renaming it there would
 * rename them all (and its theme cookie, written by the admin's browser script, cannot carry
 * `Secure`: a `__Host-` name would make browsers drop it). Here only the session is renamed,
 * on its way in (`Cookie`, before Next.js and Payload see the request) and out (`Set-Cookie`,
 * when the answer's head is written). Installed once per server process (src/instrumentation.ts);
 * docs/decisions/016-editor-auth.md.
 */
export function installHttpsCookies(): void {
  if ((globalThis as Installed)[installedKey]) return
  ;(globalThis as Installed)[installedKey] = true

  // eslint-disable-next-line @typescript-eslint/unbound-method -- kept to be called with Reflect.apply and the server as `this`
  const emit = http.Server.prototype.emit
  http.Server.prototype.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]): boolean {
    const [request] = args
    if (event === 'request' && request instanceof http.IncomingMessage) {
      const https = browserUsesHttps(
        { encrypted: Boolean((request.socket as Partial<TLSSocket>).encrypted), peer: request.socket.remoteAddress, forwardedProto: firstValue(request.headers['x-forwarded-proto']) },
        trustedProxies(),
      )
      if (https) {
        httpsRequests.add(request)
        if (request.headers.cookie) request.headers.cookie = incomingCookieHeader(request.headers.cookie, true)
      }
    }
    return Reflect.apply(emit, this, [event, ...args]) as boolean
  } as typeof emit

  // eslint-disable-next-line @typescript-eslint/unbound-method -- kept to be called with Reflect.apply and the response as `this`
  const writeHead = ServerResponse.prototype.writeHead
  // Node's own `end()` without `writeHead()` comes through here too (`_implicitHeader`).
  ServerResponse.prototype.writeHead = function (this: ServerResponse, statusCode: number, ...rest: unknown[]): ServerResponse {
    if (httpsRequests.has(this.req)) {
      const current = this.getHeader('set-cookie')
      if (current !== undefined) this.setHeader('set-cookie', rewriteSetCookie(current) as string[])
      const headers = rest.find((argument): argument is OutgoingHttpHeaders => typeof argument === 'object' && argument !== null && !Array.isArray(argument))
      if (headers) for (const name of Object.keys(headers)) if (name.toLowerCase() === 'set-cookie') headers[name] = rewriteSetCookie(headers[name]) as string[]
    }
    return Reflect.apply(writeHead, this, [statusCode, ...rest]) as ServerResponse
  } as typeof writeHead
}
