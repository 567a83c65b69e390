import { describe, expect, it } from 'vitest'
import { clientAddress, createRateLimit } from './rateLimit'

describe('createRateLimit', () => {
  it('allows `limit` attempts per window and per key, then tells how long to wait', () => {
    const limit = createRateLimit(2, 60_000)
    expect(limit.take('a', 0).allowed).toBe(true)
    expect(limit.take('a', 1_000).allowed).toBe(true)
    expect(limit.take('a', 2_000)).toEqual({ allowed: false, retryAfterSeconds: 58 })
    expect(limit.take('b', 2_000).allowed).toBe(true)
  })
  it('lets attempts in again as the window slides', () => {
    const limit = createRateLimit(1, 60_000)
    expect(limit.take('a', 0).allowed).toBe(true)
    expect(limit.take('a', 59_999).allowed).toBe(false)
    expect(limit.take('a', 60_001).allowed).toBe(true)
  })
})

describe('clientAddress', () => {
  it('takes the first forwarded address, then the real-ip header', () => {
    expect(clientAddress(new Headers({ 'x-forwarded-for': '203.0.113.7, 10.0.0.1' }))).toBe('203.0.113.7')
    expect(clientAddress(new Headers({ 'x-real-ip': '198.51.100.2' }))).toBe('198.51.100.2')
    expect(clientAddress(new Headers())).toBe('unknown')
  })
})
