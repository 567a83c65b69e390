import { CHINESE_FONT_VERSION, decodeSubset } from '@/domain/fonts/chineseSubset'
import { consumeBudget, visitorAddress } from '@/lib/edge/rateLimited'
import { cachedSubset, chineseSubset } from '@/lib/fonts/chineseSubsetter'

/** The address names the font version and the characters: an answer never changes, so it is cached for good. */
const immutable = 'public, max-age=31536000, immutable'
const suffix = '.woff2'

/**
 * Noto Sans SC cut to the characters the address names (src/domain/fonts/chineseSubset.ts), for
 * the Chinese pages' font loader (docs/decisions/019-typefaces.md). Another version or a name
 * without `.woff2`: 404; an address that is not the canonical spelling of at most
 * MAX_SUBSET_CHARACTERS Chinese characters: 400. A subset not cut yet counts against the
 * visitor's `chineseFontSubset` budget (429 past it).
 */
export async function GET(request: Request, { params }: { params: Promise<{ version: string; code: string }> }): Promise<Response> {
  const { version, code } = await params
  if (version !== CHINESE_FONT_VERSION || !code.endsWith(suffix)) return refuse(404, 'Not Found')
  const key = code.slice(0, -suffix.length)
  const subset = decodeSubset(key)
  if (!subset.ok) return refuse(400, `Bad Request: ${subset.problem}`)
  const known = cachedSubset(key)
  if (known) return woff2(known)
  const decision = await consumeBudget('chineseFontSubset', visitorAddress(request.headers))
  if (!decision.allowed) return refuse(429, 'Too Many Requests', { 'Retry-After': String(decision.retryAfterSeconds) })
  return woff2(await chineseSubset(key, subset.codePoints))
}

function woff2(bytes: Uint8Array): Response {
  return new Response(new Uint8Array(bytes), { headers: { 'Content-Type': 'font/woff2', 'Cache-Control': immutable } })
}

function refuse(status: number, message: string, headers: Record<string, string> = {}): Response {
  return new Response(message, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers } })
}
