import { describe, expect, it } from 'vitest'
import { browserUsesHttps, incomingCookieHeader, outgoingSetCookie } from './httpsCookies'
import { parseTrustedProxies } from './clientAddress'

const proxies = parseTrustedProxies('127.0.0.1, 10.0.0.0/8')

describe('browserUsesHttps', () => {
  it('believes X-Forwarded-Proto from a trusted proxy only', () => {
    expect(browserUsesHttps({ encrypted: false, peer: '127.0.0.1', forwardedProto: 'https' }, proxies)).toBe(true)
    expect(browserUsesHttps({ encrypted: false, peer: '::ffff:10.1.2.3', forwardedProto: 'https, http' }, proxies)).toBe(true)
    expect(browserUsesHttps({ encrypted: false, peer: '203.0.113.9', forwardedProto: 'https' }, proxies)).toBe(false)
    expect(browserUsesHttps({ encrypted: false, peer: '127.0.0.1', forwardedProto: 'http' }, proxies)).toBe(false)
    expect(browserUsesHttps({ encrypted: false, peer: '127.0.0.1', forwardedProto: undefined }, proxies)).toBe(false)
    expect(browserUsesHttps({ encrypted: false, peer: undefined, forwardedProto: 'https' }, [])).toBe(false)
  })

  it('is https when the connection itself is TLS', () => {
    expect(browserUsesHttps({ encrypted: true, peer: '203.0.113.9', forwardedProto: undefined }, [])).toBe(true)
  })
})

describe('incomingCookieHeader', () => {
  it('on https: the __Host- session under the name Payload reads; a plain payload-token is dropped', () => {
    expect(incomingCookieHeader('payload-lng=de; __Host-payload-token=abc; market=CH', true)).toBe('payload-lng=de; payload-token=abc; market=CH')
    expect(incomingCookieHeader('payload-token=tossed; __Host-payload-token=mine', true)).toBe('payload-token=mine')
    expect(incomingCookieHeader('payload-token=tossed; payload-theme=dark', true)).toBe('payload-theme=dark')
    expect(incomingCookieHeader('payload-tokenish=1', true)).toBe('payload-tokenish=1')
  })

  it("the visitor's session likewise, beside the editor's", () => {
    expect(incomingCookieHeader('visitor.session_token=tossed; __Host-visitor.session_token=v; __Host-payload-token=e', true)).toBe('visitor.session_token=v; payload-token=e')
    expect(incomingCookieHeader('__Host-other=1', true)).toBe('__Host-other=1')
  })

  it('over http: unchanged', () => {
    expect(incomingCookieHeader('payload-token=abc; market=CH', false)).toBe('payload-token=abc; market=CH')
  })
})

describe('outgoingSetCookie', () => {
  it('renames the session __Host-, Secure, Path=/ and without Domain', () => {
    expect(outgoingSetCookie('payload-token=abc; HttpOnly; Path=/; SameSite=Lax; Expires=Thu, 26 Nov 2026 23:00:00 GMT', true)).toBe(
      '__Host-payload-token=abc; Path=/; HttpOnly; SameSite=Lax; Expires=Thu, 26 Nov 2026 23:00:00 GMT; Secure',
    )
    expect(outgoingSetCookie('payload-token=abc; Domain=example.com; Path=/admin; Secure', true)).toBe('__Host-payload-token=abc; Path=/; Secure')
    // Sign-out's expired cookie removes the __Host- one.
    expect(outgoingSetCookie('payload-token=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT', true)).toBe('__Host-payload-token=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Secure')
  })

  it("renames the visitor's session too", () => {
    expect(outgoingSetCookie('visitor.session_token=v.sig; Max-Age=86400; Path=/; HttpOnly; SameSite=Lax', true)).toBe('__Host-visitor.session_token=v.sig; Path=/; Max-Age=86400; HttpOnly; SameSite=Lax; Secure')
  })

  it('makes every other cookie Secure on https, keeping its name', () => {
    expect(outgoingSetCookie('payload-lng=de; Path=/', true)).toBe('payload-lng=de; Path=/; Secure')
    expect(outgoingSetCookie('market=CH; Path=/; Max-Age=31536000; SameSite=Lax; Secure', true)).toBe('market=CH; Path=/; Max-Age=31536000; SameSite=Lax; Secure')
  })

  it('over http: unchanged', () => {
    expect(outgoingSetCookie('payload-token=abc; HttpOnly; Path=/', false)).toBe('payload-token=abc; HttpOnly; Path=/')
  })
})
