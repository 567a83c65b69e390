/**
 * A chunk-load failure during navigation (usually: a new deployment removed the old build's
 * files) causes a full reload to the target path (spec §2), at most once per 10 s so a page
 * that fails on every load cannot reload forever (spec §9 "Page reload guard 10 s").
 */

export const reloadGuardMs = 10_000

// Webpack, Turbopack, the CSS loader, and the browsers' own dynamic import() messages.
const chunkErrorMessages = [
  'loading chunk',
  'loading css chunk',
  'failed to load chunk',
  'failed to fetch dynamically imported module',
  'error loading dynamically imported module',
  'importing a module script failed',
]

/** Whether an error (or rejection reason) says a code chunk could not be loaded. */
export function isChunkLoadError(error: unknown): boolean {
  if (typeof error === 'string') return chunkErrorMessages.some((text) => error.toLowerCase().includes(text))
  if (typeof error !== 'object' || error === null) return false
  if ('name' in error && error.name === 'ChunkLoadError') return true
  return 'message' in error && typeof error.message === 'string' && isChunkLoadError(error.message)
}

/** The reload time kept in session storage, or null when there is none or it is unreadable. */
export function parseReloadTime(stored: string | null): number | null {
  if (stored === null || !/^\d+$/.test(stored)) return null
  return Number(stored)
}

/** A reload may happen unless the last one was less than 10 s ago. */
export function mayReload(lastReloadAt: number | null, now: number, guardMs: number = reloadGuardMs): boolean {
  if (lastReloadAt === null) return true
  // A stored time in the future means the clock was set back: it proves nothing about a loop.
  if (lastReloadAt > now) return true
  return now - lastReloadAt >= guardMs
}

/** Where to reload: the navigation under way, or else the page shown. */
export function reloadTarget(pendingTo: string | null, current: { pathname: string; search: string; hash: string }): string {
  return pendingTo ?? `${current.pathname}${current.search}${current.hash}`
}
