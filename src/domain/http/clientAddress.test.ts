import { describe, expect, it } from 'vitest'
import { clientAddress, parseTrustedProxies, rateLimitKey } from './clientAddress'

const none = parseTrustedProxies('')
const nginx = parseTrustedProxies('127.0.0.1, 10.0.0.0/8, fd00::/8')

describe('clientAddress', () => {
  it('is the socket peer when no proxy is trusted: a spoofed X-Forwarded-For is ignored', () => {
    expect(clientAddress('203.0.113.9', '198.51.100.1', none)).toBe('203.0.113.9')
    expect(clientAddress('::ffff:203.0.113.9', '198.51.100.1, 198.51.100.2', none)).toBe('203.0.113.9')
  })

  it('ignores X-Forwarded-For when the peer is not one of the trusted proxies', () => {
    expect(clientAddress('203.0.113.9', '198.51.100.1', nginx)).toBe('203.0.113.9')
  })

  it('walks X-Forwarded-For from the right through trusted hops only', () => {
    // The client wrote "1.2.3.4" itself; nginx appended the address it saw.
    expect(clientAddress('127.0.0.1', '1.2.3.4, 203.0.113.7', nginx)).toBe('203.0.113.7')
    expect(clientAddress('::ffff:127.0.0.1', '203.0.113.7, 10.1.2.3', nginx)).toBe('203.0.113.7')
    expect(clientAddress('127.0.0.1', '2001:db8::5, fd00::1', nginx)).toBe('2001:db8:0:0:0:0:0:5')
  })

  it('stops at a malformed hop, and is the last proxy when every hop is ours', () => {
    expect(clientAddress('127.0.0.1', 'garbage, 10.0.0.2', nginx)).toBe('10.0.0.2')
    expect(clientAddress('127.0.0.1', '10.0.0.3, 10.0.0.2', nginx)).toBe('10.0.0.3')
    expect(clientAddress('127.0.0.1', null, nginx)).toBe('127.0.0.1')
  })

  it('is unknown when the server did not stamp the peer', () => {
    expect(clientAddress(undefined, '198.51.100.1', nginx)).toBe('unknown')
    expect(clientAddress('not-an-ip', null, none)).toBe('unknown')
  })
})

describe('parseTrustedProxies', () => {
  it('refuses a malformed entry by name', () => {
    expect(() => parseTrustedProxies('10.0.0.0/8, 10.0.0.300')).toThrow('"10.0.0.300"')
    expect(() => parseTrustedProxies('10.0.0.0/33')).toThrow('"10.0.0.0/33"')
  })
})

describe('rateLimitKey', () => {
  it('counts IPv4 by address and IPv6 by /64 network', () => {
    expect(rateLimitKey('203.0.113.9')).toBe('203.0.113.9')
    expect(rateLimitKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2:0:0:0:0/64')
    expect(rateLimitKey('2001:db8:1:2:bbbb::2')).toBe(rateLimitKey('2001:db8:1:2:aaaa::1'))
    expect(rateLimitKey('unknown')).toBe('unknown')
  })
})
