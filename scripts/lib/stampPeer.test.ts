import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, describe, expect, it } from 'vitest'
import { peerHeader } from '@/domain/http/clientAddress'
import './stampPeer.mjs'

const server = http.createServer((request, response) => response.end(JSON.stringify({ peer: request.headers[peerHeader] ?? null })))
const ready = new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)))
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

/** One request from a chosen local address (any 127.x.y.z is this machine on Linux). */
async function ask(localAddress: string, headers: Record<string, string>): Promise<unknown> {
  const port = await ready
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, localAddress, headers }, (response) => {
      let body = ''
      response.on('data', (chunk: Buffer) => (body += chunk.toString()))
      response.on('end', () => resolve(JSON.parse(body)))
    })
    request.on('error', reject)
  })
}

describe('the server stamps the socket peer', () => {
  it('overwrites a peer header the client sent with the real socket address', async () => {
    expect(await ask('127.0.0.7', { [peerHeader]: '198.51.100.1', 'x-forwarded-for': '198.51.100.1' })).toEqual({ peer: '127.0.0.7' })
    expect(await ask('127.0.0.1', {})).toEqual({ peer: '127.0.0.1' })
  })

  it('tells the app that the header can be believed', () => {
    expect((globalThis as Record<symbol, unknown>)[Symbol.for('atelier-vesta.peerStamp')]).toBe(true)
  })
})
