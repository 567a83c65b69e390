import { describe, expect, it } from 'vitest'
import { formatIp, inRange, parseIp, parseRange } from './ipAddress'

const range = (text: string) => {
  const parsed = parseRange(text)
  if (!parsed) throw new Error(`bad range ${text}`)
  return parsed
}
const ip = (text: string) => {
  const parsed = parseIp(text)
  if (!parsed) throw new Error(`bad ip ${text}`)
  return parsed
}

describe('ip addresses', () => {
  it('parses IPv4, IPv6 and IPv4-mapped forms to one shape', () => {
    expect(formatIp(ip('192.0.2.1'))).toBe('192.0.2.1')
    expect(formatIp(ip('::ffff:192.0.2.1'))).toBe('192.0.2.1')
    expect(formatIp(ip('[2001:db8::1]'))).toBe('2001:db8:0:0:0:0:0:1')
    expect(formatIp(ip('::1'))).toBe('0:0:0:0:0:0:0:1')
  })

  it('refuses what is not an address', () => {
    for (const text of ['', 'unknown', '256.1.1.1', '1.2.3', '1::2::3', '12345::', 'g::1', '1:2:3:4:5:6:7:8:9']) expect(parseIp(text)).toBeNull()
  })

  it('matches CIDR ranges of both families', () => {
    expect(inRange(ip('10.200.3.4'), range('10.0.0.0/8'))).toBe(true)
    expect(inRange(ip('11.0.0.1'), range('10.0.0.0/8'))).toBe(false)
    expect(inRange(ip('::ffff:172.16.5.5'), range('172.16.0.0/12'))).toBe(true)
    expect(inRange(ip('172.32.0.1'), range('172.16.0.0/12'))).toBe(false)
    expect(inRange(ip('fd12::1'), range('fd00::/8'))).toBe(true)
    expect(inRange(ip('fe80::1'), range('fd00::/8'))).toBe(false)
    expect(inRange(ip('127.0.0.1'), range('127.0.0.1'))).toBe(true)
    expect(inRange(ip('127.0.0.2'), range('127.0.0.1'))).toBe(false)
    expect(inRange(ip('203.0.113.1'), range('0.0.0.0/0'))).toBe(true)
    expect(parseRange('10.0.0.0/x')).toBeNull()
  })
})
