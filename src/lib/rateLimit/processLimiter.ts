import 'server-only'

/** The process's shared rate limiter, for route code (src/lib/rateLimit/sharedLimiter.ts). */
export { processRateLimiter } from './sharedLimiter'
