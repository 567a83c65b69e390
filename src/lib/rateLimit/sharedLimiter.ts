import { env } from '@/env'
import { openCounterStore } from './counterStore'
import { createRateLimiter, type RateLimiter } from './rateLimiter'

const sharedSlot = Symbol.for('atelier-vesta.rateLimiter')
const memorySlot = Symbol.for('atelier-vesta.rateLimiter.memory')
type Slots = { [sharedSlot]?: Promise<RateLimiter> | undefined; [memorySlot]?: Promise<RateLimiter> }

function openShared(): Promise<RateLimiter> {
  const { RATE_LIMIT_STORE, REDIS_URL, DATABASE_URL } = env()
  const store = RATE_LIMIT_STORE ?? (REDIS_URL ? 'redis' : 'database')
  return openCounterStore({ store, databaseUrl: DATABASE_URL, redisUrl: REDIS_URL }).then(createRateLimiter)
}

/**
 * The process's rate limiter, opened on first use from the environment: Redis when REDIS_URL
 * is set, else the app's database, or memory when RATE_LIMIT_STORE says so. Kept on
 * `globalThis` because Next.js bundles each route apart and they must share one connection.
 * If the store cannot be opened (database down at start), requests are counted in memory and
 * the next request tries the store again. Not `server-only`: the Users collection (loaded by
 * Payload's command line too) takes its sign-in turns from it.
 */
export async function processRateLimiter(): Promise<RateLimiter> {
  const slots = globalThis as Slots
  slots[sharedSlot] ??= openShared()
  try {
    return await slots[sharedSlot]
  } catch (error) {
    slots[sharedSlot] = undefined
    console.warn('[rate-limit] store unavailable, counting in memory:', error instanceof Error ? error.message : error)
    slots[memorySlot] ??= openCounterStore({ store: 'memory', databaseUrl: '' }).then(createRateLimiter)
    return slots[memorySlot]
  }
}
