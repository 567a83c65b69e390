import { describe, expect, it } from 'vitest'
import { clientAddress, RateLimiter } from './rateLimit'

describe('RateLimiter', () => {
  it('allows a burst, then refuses until tokens come back', () => {
    const limiter = new RateLimiter(3, 1)
    expect([0, 0, 0, 0].map(() => limiter.take('a', 1000))).toEqual([true, true, true, false])
    expect(limiter.retryAfter('a')).toBe(1)
    expect(limiter.take('a', 2000)).toBe(true)
  })
  it('counts each address on its own', () => {
    const limiter = new RateLimiter(1, 1)
    expect(limiter.take('a', 0)).toBe(true)
    expect(limiter.take('b', 0)).toBe(true)
    expect(limiter.take('a', 0)).toBe(false)
  })
  it('reads the first forwarded address', () => {
    expect(clientAddress(new Headers({ 'x-forwarded-for': '203.0.113.9, 10.0.0.1' }))).toBe('203.0.113.9')
    expect(clientAddress(new Headers())).toBe('unknown')
  })
})
