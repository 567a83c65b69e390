/**
 * A token bucket per client address: `burst` requests at once, then `perSecond` a second.
 * Buckets of addresses not seen for a minute are dropped (memory stays small).
 */
export class RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>()

  constructor(
    private readonly burst: number,
    private readonly perSecond: number,
  ) {}

  /** True when the address may make a request now (and counts it). */
  take(address: string, now: number): boolean {
    if (this.buckets.size > 10_000) this.prune(now)
    const bucket = this.buckets.get(address) ?? { tokens: this.burst, at: now }
    bucket.tokens = Math.min(this.burst, bucket.tokens + ((now - bucket.at) / 1000) * this.perSecond)
    bucket.at = now
    const allowed = bucket.tokens >= 1
    if (allowed) bucket.tokens -= 1
    this.buckets.set(address, bucket)
    return allowed
  }

  /** Seconds until the address has a token again. */
  retryAfter(address: string): number {
    const bucket = this.buckets.get(address)
    if (!bucket || bucket.tokens >= 1) return 0
    return Math.ceil((1 - bucket.tokens) / this.perSecond)
  }

  private prune(now: number): void {
    for (const [address, bucket] of this.buckets) if (now - bucket.at > 60_000) this.buckets.delete(address)
  }
}
