import { describe, expect, it } from 'vitest'
import { createRateLimit } from './rateLimit'

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
