/**
 * Preloaded into the production server (`node --import`, see scripts/start.ts). Next.js route
 * handlers never see the socket, and `next start` keeps a client-sent `X-Forwarded-For` as it
 * is; so before Next.js gets a request, this writes the socket's peer address into
 * `x-vesta-peer` (`peerHeader` in src/domain/http/clientAddress.ts), overwriting anything a
 * client sent under that name. The global flag tells the app the header can be believed.
 */
import http from 'node:http'

const peerHeader = 'x-vesta-peer'
const installed = Symbol.for('atelier-vesta.peerStamp')

if (!globalThis[installed]) {
  globalThis[installed] = true
  const emit = http.Server.prototype.emit
  http.Server.prototype.emit = function stampPeer(event, ...args) {
    if (event === 'request') {
      const [request] = args
      const peer = request.socket?.remoteAddress
      if (peer) request.headers[peerHeader] = peer
      else delete request.headers[peerHeader]
    }
    return emit.call(this, event, ...args)
  }
}
