import { describe, expect, it } from 'vitest'
import { clientAddress } from './clientAddress'

describe('clientAddress', () => {
  it('takes the first forwarded address, then the real-ip header, else one shared bucket', () => {
    expect(clientAddress(new Headers({ 'x-forwarded-for': '203.0.113.7, 10.0.0.1' }))).toBe('203.0.113.7')
    expect(clientAddress(new Headers({ 'x-real-ip': '198.51.100.2' }))).toBe('198.51.100.2')
    expect(clientAddress(new Headers())).toBe('unknown')
  })
})
