import type { RateBudgetName } from '@/domain/limits'
import type { RateLimiter } from './rateLimiter'

/** How long a caller waits for its turn before it goes on without one (a holder that hangs must not stop sign-ins for good). */
export const TURN_WAIT_MS = 20_000
/** Pause between two asks for the turn; a random part keeps waiters on several instances from asking in step. */
const askEveryMs = 30

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Runs `work` while holding `key`'s turn of a one-point budget in the shared rate-limit store
 * (the database or Redis that every app instance uses; docs/decisions/014): a lease that all
 * instances see, given back when the work ends, expiring by itself after the budget's window if
 * its holder dies. When the store is away the turn is held in this process's memory: work is
 * then serialised per instance only, and nothing fails because of it.
 */
export async function inTurn<T>(limiter: RateLimiter, budget: RateBudgetName, key: string, work: () => Promise<T>, waitMs: number = TURN_WAIT_MS): Promise<T> {
  const giveUpAt = Date.now() + waitMs
  let held = (await limiter.consume(budget, key)).allowed
  while (!held && Date.now() < giveUpAt) {
    await pause(askEveryMs + Math.random() * askEveryMs)
    held = (await limiter.consume(budget, key)).allowed
  }
  if (!held) console.warn(`[turn] ${budget}: no turn after ${waitMs} ms, going on without one`)
  try {
    return await work()
  } finally {
    if (held) await limiter.release(budget, key)
  }
}
