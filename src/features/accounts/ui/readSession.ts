/** What `/api/_auth/session` says about the visitor: `{}` when signed out. */
export interface SessionAnswer {
  user?: { kind?: string }
}

/**
 * The session's JSON, as a component of a public (cached) page reads it after load to decide
 * something personal in the browser (never cached). A failed answer reads as signed out.
 */
export async function readSession(signal?: AbortSignal): Promise<SessionAnswer> {
  const response = await fetch('/api/_auth/session', { credentials: 'same-origin', cache: 'no-store', headers: { Accept: 'application/json' }, signal })
  return response.ok ? ((await response.json()) as SessionAnswer) : {}
}
