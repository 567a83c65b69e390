/**
 * Build check (spec §4): the client asks for the latest build id; when it differs from the
 * build it runs, an update is flagged and the next navigation is a full page load.
 */

export const buildCheckTiming = {
  /** The first check waits until the page has settled. */
  firstCheckDelay: 10_000,
  /** Then one check a minute while the tab is visible (and one when it becomes visible again). */
  interval: 60_000,
} as const

export const latestBuildPath = '/builds/latest.json'

/** The manifest URL with a timestamp query, so no cache on the way answers with an old id. */
export function latestBuildUrl(now: number): string {
  return `${latestBuildPath}?t=${Math.floor(now)}`
}

/** The id in a `builds/latest.json` answer, or null when the answer is not a manifest. */
export function parseLatestBuild(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('id' in body)) return null
  const { id } = body
  return typeof id === 'string' && id.trim() !== '' ? id.trim() : null
}

/** A newer build exists when the server names another id than the running one. */
export function isNewBuild(runningId: string, latestId: string | null): boolean {
  return latestId !== null && runningId !== '' && latestId !== runningId
}

/** Delay before the next check; a test may shorten it (`window.__NAV_POLL_MS`). */
export function buildCheckDelay(checksDone: number, override: unknown): number {
  if (typeof override === 'number' && Number.isFinite(override) && override > 0) return override
  return checksDone === 0 ? buildCheckTiming.firstCheckDelay : buildCheckTiming.interval
}
