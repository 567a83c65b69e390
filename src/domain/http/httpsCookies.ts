import { inRange, parseIp, type IpRange } from './ipAddress'

/** The editor session cookie as Payload names it (`cookiePrefix` 'payload' + '-token'). */
export const sessionCookie = 'payload-token'
/**
 * Its name on https. A `__Host-` cookie is only accepted by browsers with `Secure`, `Path=/` and
 * no `Domain`, from a secure page: a sibling subdomain or a plain-http answer cannot set or
 * overwrite it (no cookie tossing or session fixation into the admin).
 */
export const hostSessionCookie = `__Host-${sessionCookie}`
/**
 * Every session cookie the server sets, each `__Host-` on https: the editor's, and the
 * visitor's as better-auth names it (`<cookiePrefix>.session_token`, docs/decisions/012), and the
 * visitor's sign-in waiting for its second factor (`<cookiePrefix>.two_factor`).
 */
export const sessionCookies = [sessionCookie, 'visitor.session_token', 'visitor.two_factor'] as const
const sessionNamed = (pair: string) => sessionCookies.find((name) => pair.startsWith(`${name}=`))

/**
 * Whether the browser reached the site over https: the request came over TLS itself, or its
 * peer is one of our trusted proxies and the first proxy's `X-Forwarded-Proto` says https (nginx
 * sets `$scheme`; a chain appends, the leftmost entry is the one the browser spoke to). From any
 * other peer the header is the client's own word and is not believed.
 */
export function browserUsesHttps(request: { encrypted: boolean; peer: string | undefined; forwardedProto: string | undefined }, proxies: readonly IpRange[]): boolean {
  if (request.encrypted) return true
  const peer = parseIp(request.peer ?? '')
  if (!peer || !proxies.some((range) => inRange(peer, range))) return false
  return request.forwardedProto?.split(',')[0]?.trim().toLowerCase() === 'https'
}

/**
 * The `Cookie` header Payload should see. On https only the `__Host-` session counts, under the
 * name Payload reads; a plain `payload-token` (set by someone else, or left from plain http) is
 * dropped. Over http nothing changes. Other cookies pass untouched.
 */
export function incomingCookieHeader(header: string, https: boolean): string {
  if (!https) return header
  const pairs = header.split(';').map((pair) => pair.trim()).filter((pair) => pair !== '')
  return pairs
    .filter((pair) => !sessionNamed(pair))
    .map((pair) => (pair.startsWith('__Host-') && sessionNamed(pair.slice('__Host-'.length)) ? pair.slice('__Host-'.length) : pair))
    .join('; ')
}

/**
 * A `Set-Cookie` value as an https answer sends it: every cookie `Secure` (Payload's language
 * cookie, the market, whatever a library sets), and the session renamed `__Host-payload-token`,
 * with `Path=/` and no `Domain` as the prefix requires. Over http it is left as it is.
 */
export function outgoingSetCookie(value: string, https: boolean): string {
  if (!https) return value
  const [pair = '', ...attributes] = value.split(';').map((part) => part.trim())
  const named = (attribute: string) => attribute.split('=')[0]?.trim().toLowerCase()
  const isSession = sessionNamed(pair) !== undefined
  const kept = attributes.filter((attribute) => attribute !== '' && !(isSession && (named(attribute) === 'domain' || named(attribute) === 'path')))
  if (!kept.some((attribute) => named(attribute) === 'secure')) kept.push('Secure')
  if (isSession) kept.unshift('Path=/')
  return [isSession ? `__Host-${pair}` : pair, ...kept].join('; ')
}
