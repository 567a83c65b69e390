import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { installHttpsCookies } from './httpsCookies'

/** The test's two peers on the loopback: the proxy it trusts, and a stranger. */
const trustedProxy = '127.0.0.1'
const stranger = '127.0.0.9'
const trustedBefore = process.env.TRUSTED_PROXIES

/** A server of this process (as Next.js's is), after the hook is installed: it echoes the Cookie header it got and sets three cookies. */
let server: http.Server
let port = 0
beforeAll(async () => {
  process.env.TRUSTED_PROXIES = trustedProxy
  installHttpsCookies()
  server = http.createServer((request, response) => {
    response.setHeader('set-cookie', ['payload-token=signed.in.token; Path=/; HttpOnly; SameSite=Lax', 'payload-lng=de; Path=/'])
    response.appendHeader('set-cookie', 'market=CH; Path=/; Max-Age=31536000; SameSite=Lax')
    response.end(request.headers.cookie ?? '')
  })
  await new Promise<void>((resolve) => server.listen(0, trustedProxy, resolve))
  port = (server.address() as AddressInfo).port
})
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()))
  if (trustedBefore === undefined) delete process.env.TRUSTED_PROXIES
  else process.env.TRUSTED_PROXIES = trustedBefore
})

/** One request from a chosen local address (`trustedProxy` or `stranger`). */
function get(localAddress: string, headers: Record<string, string>): Promise<{ cookies: string[]; seen: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: trustedProxy, port, localAddress, headers }, (response) => {
      let seen = ''
      response.on('data', (chunk: Buffer) => (seen += chunk.toString()))
      response.on('end', () => resolve({ cookies: response.headers['set-cookie'] ?? [], seen }))
    })
    request.on('error', reject)
    request.end()
  })
}

const cookieHeader = 'payload-token=tossed.by.a.subdomain; __Host-payload-token=mine; payload-lng=de'

describe('cookies on https behind a trusted proxy', () => {
  it('sends the session as __Host-payload-token and every cookie Secure; Payload reads only the __Host- session', async () => {
    const { cookies, seen } = await get(trustedProxy, { 'x-forwarded-proto': 'https', cookie: cookieHeader })
    expect(cookies).toEqual([
      '__Host-payload-token=signed.in.token; Path=/; HttpOnly; SameSite=Lax; Secure',
      'payload-lng=de; Path=/; Secure',
      'market=CH; Path=/; Max-Age=31536000; SameSite=Lax; Secure',
    ])
    expect(seen).toBe('payload-token=mine; payload-lng=de')
  })

  it('leaves plain http as it was', async () => {
    const { cookies, seen } = await get(trustedProxy, { cookie: 'payload-token=abc' })
    expect(cookies).toEqual(['payload-token=signed.in.token; Path=/; HttpOnly; SameSite=Lax', 'payload-lng=de; Path=/', 'market=CH; Path=/; Max-Age=31536000; SameSite=Lax'])
    expect(seen).toBe('payload-token=abc')
  })

  it('does not believe X-Forwarded-Proto from a peer that is not a trusted proxy', async () => {
    const { cookies, seen } = await get(stranger, { 'x-forwarded-proto': 'https', cookie: cookieHeader })
    expect(cookies[0]).toBe('payload-token=signed.in.token; Path=/; HttpOnly; SameSite=Lax')
    expect(seen).toBe(cookieHeader)
  })
})
