import { RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'
import { rateBudgets, type RateBudgetName } from '@/domain/limits'
import type { CounterStore } from './counterStore'

export interface LimitDecision {
  allowed: boolean
  /** Whole seconds until the address may try again (at least 1 when refused). */
  retryAfterSeconds: number
}

export interface RateLimiter {
  consume: (budget: RateBudgetName, key: string) => Promise<LimitDecision>
  /** Whether `key` may still spend a point of `budget`, without spending one. */
  peek: (budget: RateBudgetName, key: string) => Promise<LimitDecision>
  /** How many points of `budget` `key` has spent in its current window (0 when none, or when the store is away). */
  spent: (budget: RateBudgetName, key: string) => Promise<number>
  /** Forgets `key`'s count of `budget` (a one-point budget used as a turn, given back: src/lib/rateLimit/inTurn.ts). */
  release: (budget: RateBudgetName, key: string) => Promise<void>
}

/** One failure line a minute at most: a store that is down must not flood the log. */
const warnEveryMs = 60_000

/**
 * Counts requests per budget and key in the shared store. When the store fails (database or
 * Redis away), the request is counted in this process's memory instead, so limits still hold
 * per instance and no visitor sees an error because of a counter.
 */
export function createRateLimiter(store: CounterStore): RateLimiter {
  const shared = new Map<RateBudgetName, RateLimiterAbstract>()
  const fallback = new Map<RateBudgetName, RateLimiterMemory>()
  let lastWarning = 0
  const limiterFor = <T>(cache: Map<RateBudgetName, T>, budget: RateBudgetName, make: () => T): T => {
    const known = cache.get(budget)
    if (known) return known
    const made = make()
    cache.set(budget, made)
    return made
  }
  const decide = async (limiter: RateLimiterAbstract, key: string): Promise<LimitDecision> => {
    try {
      await limiter.consume(key)
      return { allowed: true, retryAfterSeconds: 0 }
    } catch (refusal) {
      if (refusal instanceof RateLimiterRes) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) }
      throw refusal
    }
  }
  return {
    async peek(budget, key) {
      const limits = rateBudgets[budget]
      try {
        const spent = await limiterFor(shared, budget, () => store.limiter(budget, limits)).get(key)
        if (!spent || spent.consumedPoints < limits.points) return { allowed: true, retryAfterSeconds: 0 }
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(spent.msBeforeNext / 1000)) }
      } catch {
        // The store is away: consume() counts in memory and decides then.
        return { allowed: true, retryAfterSeconds: 0 }
      }
    },
    async spent(budget, key) {
      try {
        const spent = await limiterFor(shared, budget, () => store.limiter(budget, rateBudgets[budget])).get(key)
        return spent?.consumedPoints ?? 0
      } catch {
        // The store is away: nothing known, nothing asked beyond what consume() decides.
        return 0
      }
    },
    async release(budget, key) {
      const limits = rateBudgets[budget]
      try {
        await limiterFor(shared, budget, () => store.limiter(budget, limits)).delete(key)
      } catch {
        // The store is away: its count runs out by itself.
      }
      await fallback.get(budget)?.delete(key)
    },
    async consume(budget, key) {
      const limits = rateBudgets[budget]
      try {
        return await decide(limiterFor(shared, budget, () => store.limiter(budget, limits)), key)
      } catch (error) {
        if (Date.now() - lastWarning > warnEveryMs) {
          lastWarning = Date.now()
          console.warn(`[rate-limit] ${store.kind} store failed, counting in memory:`, error instanceof Error ? error.message : error)
        }
        const memory = limiterFor(fallback, budget, () => new RateLimiterMemory({ keyPrefix: budget, points: limits.points, duration: limits.durationSeconds }))
        return decide(memory, key)
      }
    },
  }
}
