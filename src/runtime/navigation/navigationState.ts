import { isChunkLoadError, mayReload, parseReloadTime, reloadTarget } from '@/domain/navigation/chunkReload'
import { navigationLogEntry } from '@/domain/navigation/navigationLog'

/**
 * What the navigation runtime knows about this browser tab, shared by its listeners and by
 * error boundaries (browser only: one module instance per tab).
 */
const tab = {
  /** Path of the navigation under way (the last internal link clicked), until it completes. */
  pendingTo: null as string | null,
  /** Path and query of the page the router shows. */
  shownPage: null as string | null,
  updateAvailable: false,
}

const reloadStorageKey = 'navigation:last-chunk-reload'

export function setPendingNavigation(to: string | null): void {
  tab.pendingTo = to
}

export function pendingNavigation(): string | null {
  return tab.pendingTo
}

export function setShownPage(page: string): void {
  tab.shownPage = page
}

export function shownPage(): string | null {
  return tab.shownPage
}

export function isUpdateAvailable(): boolean {
  return tab.updateAvailable
}

/** A newer build is deployed: flag it, and tell tests and other scripts (`html[data-update-available]`). */
export function markUpdateAvailable(latestId: string): void {
  if (tab.updateAvailable) return
  tab.updateAvailable = true
  document.documentElement.dataset.updateAvailable = 'true'
  console.debug('[navigation]', new Date().toISOString(), `build ${latestId} is available: the next navigation is a full page load`)
  window.dispatchEvent(new CustomEvent('navigation:update-available', { detail: { id: latestId } }))
}

export const navigationErrorEvent = 'navigation:error'

/** For error boundaries: the page could not be shown; the loading bar turns to its error state. */
export function reportNavigationError(): void {
  window.dispatchEvent(new Event(navigationErrorEvent))
}

export function currentPath(): string {
  return `${window.location.pathname}${window.location.search}${window.location.hash}`
}

export function logNavigation(from: string, to: string, note?: string): void {
  console.debug(...navigationLogEntry(from, to, new Date(), note))
}

/** Leaves the client router: the browser loads `to` as a new document. */
export function fullPageLoad(to: string, reason: string): void {
  const from = currentPath()
  logNavigation(from, to, `full page load: ${reason}`)
  // Assigning the very same address with a hash would only scroll: reload instead.
  if (to === from) window.location.reload()
  else window.location.assign(to)
}

/** Claims the one reload allowed per 10 s; without session storage there is no guard, so no reload. */
function claimReload(now: number): boolean {
  try {
    if (!mayReload(parseReloadTime(window.sessionStorage.getItem(reloadStorageKey)), now)) return false
    window.sessionStorage.setItem(reloadStorageKey, String(now))
    return true
  } catch {
    return false
  }
}

/**
 * After a chunk-load failure, reloads the navigation's target path (or the page shown).
 * Returns true when the page is being reloaded. Error boundaries may call it too.
 */
export function reloadAfterChunkError(error: unknown): boolean {
  if (!isChunkLoadError(error)) return false
  const to = reloadTarget(tab.pendingTo, window.location)
  if (!claimReload(Date.now())) {
    console.error('[navigation] a chunk failed to load again within 10 s of a reload; not reloading', error)
    return false
  }
  fullPageLoad(to, 'a chunk failed to load')
  return true
}
