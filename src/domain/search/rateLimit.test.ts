import { describe, expect, it } from 'vitest'
import { RateLimiter } from './rateLimit'

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
})
