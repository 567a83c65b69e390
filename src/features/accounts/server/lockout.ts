import 'server-only'
import { createHash } from 'node:crypto'
import { processRateLimiter } from '@/lib/rateLimit/processLimiter'

/** The lockout counter's key for an address: a hash, so the shared store holds no e-mail address. */
export const lockoutKey = (email: string) => `visitor:${createHash('sha256').update(email.trim().toLowerCase()).digest('base64url')}`

/**
 * Gives the account its full budget of sign-in attempts again (no proof of work asked either): after a successful sign-in, and
 * after a password reset (the 'until a reset' of the lockout: the owner proved the mailbox).
 */
export async function clearLockout(email: string): Promise<void> {
  const limiter = await processRateLimiter()
  await limiter.release('accountLockout', lockoutKey(email))
  // And its count of wrong passwords, which asks for a proof of work after a few.
  await limiter.release('accountSignInFailures', lockoutKey(email))
}
