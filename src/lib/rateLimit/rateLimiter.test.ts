import { RateLimiterMemory } from 'rate-limiter-flexible'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { rateBudgets } from '@/domain/limits'
import { openCounterStore, sqliteCounterUrl, type CounterStore } from './counterStore'
import { isSqliteBusy, retryWhileBusy } from './libsqlLimiter'
import { createRateLimiter } from './rateLimiter'

afterEach(() => vi.restoreAllMocks())

describe('createRateLimiter (memory store)', () => {
  it('lets a budget through, then refuses with the seconds to wait; other keys and budgets keep their own count', async () => {
    const limiter = createRateLimiter(await openCounterStore({ store: 'memory', databaseUrl: '' }))
    const { points, durationSeconds } = rateBudgets.newsletter
    const decisions = []
    for (let index = 0; index <= points; index++) decisions.push(await limiter.consume('newsletter', '203.0.113.1'))
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(points)
    const refused = decisions.at(-1)
    expect(refused?.allowed).toBe(false)
    expect(refused?.retryAfterSeconds).toBeGreaterThan(durationSeconds - 5)
    expect(refused?.retryAfterSeconds).toBeLessThanOrEqual(durationSeconds)
    expect((await limiter.consume('newsletter', '203.0.113.2')).allowed).toBe(true)
    expect((await limiter.consume('storeRequest', '203.0.113.1')).allowed).toBe(true)
  })

  it('says how many points a key has spent, without spending one; a release starts again at 0', async () => {
    const limiter = createRateLimiter(await openCounterStore({ store: 'memory', databaseUrl: '' }))
    expect(await limiter.spent('signIn', '203.0.113.9')).toBe(0)
    await limiter.consume('signIn', '203.0.113.9')
    await limiter.consume('signIn', '203.0.113.9')
    expect(await limiter.spent('signIn', '203.0.113.9')).toBe(2)
    expect(await limiter.spent('signIn', '203.0.113.9')).toBe(2)
    expect(await limiter.spent('accountLockout', '203.0.113.9')).toBe(0)
    await limiter.release('signIn', '203.0.113.9')
    expect(await limiter.spent('signIn', '203.0.113.9')).toBe(0)
  })

  it('counts in memory when the shared store fails, and says so once', async () => {
    const broken = new RateLimiterMemory({ points: 1, duration: 1 })
    vi.spyOn(broken, 'consume').mockRejectedValue(new Error('database is locked'))
    const store: CounterStore = { kind: 'sqlite', limiter: () => broken, close: async () => {} }
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const limiter = createRateLimiter(store)
    const decisions = []
    for (let index = 0; index <= rateBudgets.storeRequest.points; index++) decisions.push(await limiter.consume('storeRequest', '198.51.100.4'))
    expect(decisions.map((decision) => decision.allowed)).toEqual([...Array<boolean>(rateBudgets.storeRequest.points).fill(true), false])
    expect(warn).toHaveBeenCalledTimes(1)
    expect(String(warn.mock.calls[0]?.[1])).toContain('database is locked')
  })
})

describe('sqliteCounterUrl', () => {
  it('puts the counters in a file beside the content database', () => {
    expect(sqliteCounterUrl('file:./data/storefront.db')).toBe('file:./data/storefront.rate-limits.db')
    expect(sqliteCounterUrl('file:/tmp/x/test.db?mode=rwc')).toBe('file:/tmp/x/test.rate-limits.db')
    expect(sqliteCounterUrl('file:data/shop')).toBe('file:data/shop.rate-limits.db')
  })
})

describe('retryWhileBusy (opening the SQLite store)', () => {
  const busy = () => Object.assign(new Error('SQLITE_BUSY: database is locked'), { code: 'SQLITE_BUSY' })

  it('tries again while SQLite answers busy, then returns the answer', async () => {
    let calls = 0
    const answer = await retryWhileBusy(
      async () => {
        calls++
        if (calls < 3) throw busy()
        return 'opened'
      },
      5,
      1,
    )
    expect(answer).toBe('opened')
    expect(calls).toBe(3)
  })

  it('throws any other error at once, and the last busy answer after the attempts', async () => {
    let calls = 0
    await expect(
      retryWhileBusy(
        async () => {
          calls++
          throw new Error('no such file')
        },
        5,
        1,
      ),
    ).rejects.toThrow('no such file')
    expect(calls).toBe(1)
    calls = 0
    await expect(
      retryWhileBusy(
        async () => {
          calls++
          throw busy()
        },
        4,
        1,
      ),
    ).rejects.toThrow('database is locked')
    expect(calls).toBe(4)
  })

  it('knows busy by its code or its message', () => {
    expect(isSqliteBusy(busy())).toBe(true)
    expect(isSqliteBusy(Object.assign(new Error('x'), { code: 'SQLITE_BUSY_SNAPSHOT' }))).toBe(true)
    expect(isSqliteBusy(new Error('database is locked'))).toBe(true)
    expect(isSqliteBusy(new Error('SQLITE_CANTOPEN'))).toBe(false)
    expect(isSqliteBusy('database is locked')).toBe(false)
  })
})
