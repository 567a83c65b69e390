'use client'
import { useEffect } from 'react'
import { buildCheckDelay, isNewBuild, latestBuildUrl, parseLatestBuild } from '@/domain/navigation/buildCheck'
import { isUpdateAvailable, markUpdateAvailable } from './navigationState'

declare global {
  interface Window {
    /** Tests only: check for a new build every this many ms instead of after 10 s, then every 60 s. */
    __NAV_POLL_MS?: number
  }
}

/**
 * Polls `builds/latest.json` (first after 10 s, then every 60 s, and when the tab becomes
 * visible again; never while it is hidden) and flags an update when the build id changes.
 */
export function useBuildCheck(buildId: string): void {
  useEffect(() => {
    const controller = new AbortController()
    let timer: number | undefined
    let checksDone = 0
    let inFlight = false

    async function check(): Promise<void> {
      if (inFlight || isUpdateAvailable() || document.visibilityState === 'hidden') return
      inFlight = true
      try {
        const response = await fetch(latestBuildUrl(Date.now()), { cache: 'no-store', headers: { accept: 'application/json' }, signal: controller.signal })
        const latest = response.ok ? parseLatestBuild(await response.json()) : null
        if (isNewBuild(buildId, latest) && latest !== null) markUpdateAvailable(latest)
      } catch {
        // Offline, aborted, or not JSON: the next check tries again.
      } finally {
        inFlight = false
        checksDone += 1
      }
    }

    function schedule(): void {
      timer = window.setTimeout(() => {
        void check().then(() => {
          if (!controller.signal.aborted && !isUpdateAvailable()) schedule()
        })
      }, buildCheckDelay(checksDone, window.__NAV_POLL_MS))
    }

    function onVisibilityChange(): void {
      if (document.visibilityState === 'visible') void check()
    }

    schedule()
    document.addEventListener('visibilitychange', onVisibilityChange)
    return () => {
      controller.abort()
      window.clearTimeout(timer)
      document.removeEventListener('visibilitychange', onVisibilityChange)
    }
  }, [buildId])
}
