import type { RateBudgetName } from '@/domain/limits'
import { consumeBudget, visitorAddress } from '@/lib/edge/rateLimited'

/** A drawing endpoint's refusal: its error code, never cached. */
export function pictureProblem(status: number, error: string, headers: Record<string, string> = {}): Response {
  return Response.json({ error }, { status, headers: { 'Cache-Control': 'no-store', ...headers } })
}

/**
 * A picture the server draws on request (the configurator's preview, the mixer's composition):
 * one not drawn yet (`cached` false) takes a point of the address's `budget` first; past it, the
 * 429 to answer. Null when it may be drawn.
 */
export async function drawingRefused(request: Request, budget: RateBudgetName, cached: boolean): Promise<Response | null> {
  if (cached) return null
  const decision = await consumeBudget(budget, visitorAddress(request.headers))
  return decision.allowed ? null : pictureProblem(429, 'rate_limited', { 'Retry-After': String(decision.retryAfterSeconds) })
}

/** The drawn JPEG, public and cacheable for a day; `cacheHeader` says whether it came from the drawings kept in memory. */
export function pictureResponse(image: Buffer, cacheHeader: string, cached: boolean): Response {
  return new Response(new Uint8Array(image), {
    headers: { 'Content-Type': 'image/jpeg', 'Content-Length': String(image.length), 'Cache-Control': 'public, max-age=86400', [cacheHeader]: cached ? 'hit' : 'miss' },
  })
}
