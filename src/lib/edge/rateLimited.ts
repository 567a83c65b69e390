import 'server-only'
import { getMessages } from '@/data/messages'
import { rateLimitKey } from '@/domain/http/clientAddress'
import type { RateBudgetName } from '@/domain/limits'
import { env } from '@/env'
import { defaultLocale, isLocale } from '@/i18n/locales'
import { makeTranslator } from '@/i18n/translator'
import { processRateLimiter } from '@/lib/rateLimit/processLimiter'
import type { LimitDecision } from '@/lib/rateLimit/rateLimiter'
import { peerIsStamped, requestClientAddress } from './requestAddress'

let warnedUnstamped = false

/** The visitor's address (docs/decisions/014-rate-limits.md), from the environment's trusted proxies. */
export function visitorAddress(headers: Headers): string {
  const { TRUSTED_PROXIES, NODE_ENV } = env()
  if (!peerIsStamped() && NODE_ENV === 'production' && !warnedUnstamped) {
    warnedUnstamped = true
    console.warn('[rate-limit] the server does not stamp client addresses (start it with `npm start`): all visitors share one count')
  }
  return requestClientAddress(headers, TRUSTED_PROXIES)
}

/** Counts one request of a visitor (by address) against a budget. */
export async function consumeBudget(budget: RateBudgetName, address: string): Promise<LimitDecision> {
  return (await processRateLimiter()).consume(budget, rateLimitKey(address))
}

async function tooManyRequests(request: Request, retryAfterSeconds: number): Promise<Response> {
  const query = new URL(request.url).searchParams
  const asked = query.get('locale') ?? query.get('lang')
  const locale = isLocale(asked) ? asked : defaultLocale
  const message = makeTranslator(locale, await getMessages(locale))('http.tooManyRequests')
  return Response.json({ errors: [{ message }] }, { status: 429, headers: { 'Retry-After': String(retryAfterSeconds), 'Cache-Control': 'no-store' } })
}

/**
 * A handler whose refused attempts count against a budget (sign-in: wrong passwords from one
 * address), successes free: once the address has spent the budget, 429 before any work, so no
 * stranger can use up an editor's lockout from one address.
 */
export function failuresLimited<Args extends unknown[]>(
  budget: RateBudgetName,
  applies: (request: Request) => boolean,
  handler: (request: Request, ...args: Args) => Promise<Response>,
) {
  return async (request: Request, ...args: Args): Promise<Response> => {
    if (!applies(request)) return handler(request, ...args)
    const address = visitorAddress(request.headers)
    const limiter = await processRateLimiter()
    const before = await limiter.peek(budget, rateLimitKey(address))
    if (!before.allowed) return tooManyRequests(request, before.retryAfterSeconds)
    const response = await handler(request, ...args)
    if (response.status >= 400 && response.status < 500) await limiter.consume(budget, rateLimitKey(address))
    return response
  }
}

/**
 * A route handler that is not one of the product's endpoints (Payload's REST and GraphQL
 * routes), counted against a budget: past it, 429 with Retry-After and the message in the
 * language of `?locale` or `?lang`, shaped as Payload shapes its errors.
 */
export function rateLimited<Args extends unknown[]>(budget: RateBudgetName, handler: (request: Request, ...args: Args) => Promise<Response>) {
  return async (request: Request, ...args: Args): Promise<Response> => {
    const decision = await consumeBudget(budget, visitorAddress(request.headers))
    if (decision.allowed) return handler(request, ...args)
    return tooManyRequests(request, decision.retryAfterSeconds)
  }
}
