import { formatIp, inRange, parseIp, parseRange, type IpBytes, type IpRange } from './ipAddress'

/**
 * The header in which the server (scripts/lib/stampPeer.mjs) writes the socket's peer address
 * for every request, overwriting whatever a client sent under that name.
 */
export const peerHeader = 'x-vesta-peer'

/** Parses `TRUSTED_PROXIES` (a comma list of addresses and CIDR ranges); throws naming a bad entry. */
export function parseTrustedProxies(list: string | undefined): IpRange[] {
  const entries = (list ?? '').split(',').map((entry) => entry.trim()).filter((entry) => entry !== '')
  return entries.map((entry) => {
    const range = parseRange(entry)
    if (!range) throw new Error(`not an IP address or CIDR range: "${entry}"`)
    return range
  })
}

const trusted = (bytes: IpBytes, proxies: readonly IpRange[]) => proxies.some((range) => inRange(bytes, range))

/**
 * The client's address: the socket's peer, unless that peer is one of our trusted proxies; then
 * `X-Forwarded-For` is walked from the right (each proxy appends the address it saw) through
 * trusted hops only, and the first hop not ours is the client. Entries a client wrote itself sit
 * left of that and are never read. 'unknown' when the server did not stamp the peer.
 */
export function clientAddress(peer: string | null | undefined, forwardedFor: string | null | undefined, proxies: readonly IpRange[]): string {
  const peerBytes = parseIp(peer ?? '')
  if (!peerBytes) return 'unknown'
  let client = peerBytes
  if (!trusted(client, proxies)) return formatIp(client)
  const hops = (forwardedFor ?? '').split(',').map((hop) => hop.trim()).filter((hop) => hop !== '')
  for (const hop of hops.reverse()) {
    const bytes = parseIp(hop)
    // A malformed entry ends the walk: the last trusted hop answers for the request.
    if (!bytes) break
    client = bytes
    if (!trusted(bytes, proxies)) break
  }
  return formatIp(client)
}

/**
 * The key a client's requests are counted under: the address for IPv4; for IPv6 its /64
 * network, which one subscriber usually holds whole (counting single addresses would let a
 * script rotate through 2^64 of them).
 */
export function rateLimitKey(address: string): string {
  const bytes = parseIp(address)
  if (!bytes || formatIp(bytes).includes('.')) return address
  return `${formatIp([...bytes.slice(0, 8), ...Array<number>(8).fill(0)])}/64`
}
