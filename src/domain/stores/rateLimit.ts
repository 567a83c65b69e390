export interface RateLimit {
  /** Counts one attempt for `key` at `now` (ms); false when the key has used up its window. */
  take: (key: string, now: number) => { allowed: boolean; retryAfterSeconds: number }
}

/**
 * A sliding-log limiter: at most `limit` attempts per key in any `windowMs`. Kept in the
 * process's memory, which suits one server; several instances would share a Redis counter.
 * Keys with no recent attempt are dropped so memory stays bounded by active clients.
 */
export function createRateLimit(limit: number, windowMs: number): RateLimit {
  const attempts = new Map<string, number[]>()
  let lastSweep = 0
  return {
    take(key, now) {
      if (now - lastSweep > windowMs) {
        for (const [known, times] of attempts) if ((times.at(-1) ?? 0) <= now - windowMs) attempts.delete(known)
        lastSweep = now
      }
      const recent = (attempts.get(key) ?? []).filter((time) => time > now - windowMs)
      if (recent.length >= limit) {
        attempts.set(key, recent)
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(((recent[0] ?? now) + windowMs - now) / 1000)) }
      }
      attempts.set(key, [...recent, now])
      return { allowed: true, retryAfterSeconds: 0 }
    },
  }
}
