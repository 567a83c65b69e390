/**
 * Personal answers: never stored by a browser cache, a proxy or a CDN, and never indexed (a
 * crawler that follows a link to a trade file or a personal endpoint keeps nothing of it).
 */
export const privateNoStore = { 'Cache-Control': 'private, no-store', Vary: 'Cookie', 'X-Robots-Tag': 'noindex' } as const

/** A JSON answer with the cookies better-auth set (a new or refreshed session, or its removal). */
export function jsonWithCookies(body: unknown, status: number, cookies: Headers | null): Response {
  const headers = new Headers({ ...privateNoStore, 'Content-Type': 'application/json' })
  for (const cookie of cookies?.getSetCookie() ?? []) headers.append('Set-Cookie', cookie)
  return new Response(JSON.stringify(body), { status, headers })
}
