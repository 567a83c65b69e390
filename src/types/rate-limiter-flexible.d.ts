// The store base class is typed by the package but only reachable by its file: a store of our
// own (src/lib/rateLimit/libsqlLimiter.ts) extends it.
declare module 'rate-limiter-flexible/lib/RateLimiterStoreAbstract.js' {
  import { RateLimiterStoreAbstract } from 'rate-limiter-flexible'
  export default RateLimiterStoreAbstract
}
