import { clientAddress, parseTrustedProxies, peerHeader } from '@/domain/http/clientAddress'

const stampSlot = Symbol.for('atelier-vesta.peerStamp')
let trusted: { list: string; proxies: ReturnType<typeof parseTrustedProxies> } | undefined

/** Whether this process was started with the peer stamp (scripts/lib/stampPeer.mjs). */
export function peerIsStamped(): boolean {
  return (globalThis as Record<symbol, unknown>)[stampSlot] === true
}

/**
 * The client address of a request to this server. Only a server started with the stamp writes
 * the peer header; in any other process a copy of it came from the client and is ignored.
 */
export function requestClientAddress(headers: Headers, trustedProxies: string): string {
  if (trusted?.list !== trustedProxies) trusted = { list: trustedProxies, proxies: parseTrustedProxies(trustedProxies) }
  return clientAddress(peerIsStamped() ? headers.get(peerHeader) : null, headers.get('x-forwarded-for'), trusted.proxies)
}
