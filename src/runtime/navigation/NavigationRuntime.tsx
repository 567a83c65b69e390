'use client'
import { Suspense, useCallback } from 'react'
import { pageKey } from '@/domain/navigation/linkClick'
import { LoadingBar } from './LoadingBar'
import { isUpdateAvailable, logNavigation, setPendingNavigation, setShownPage, shownPage } from './navigationState'
import { RouteWatcher } from './RouteWatcher'
import { useBuildCheck } from './useBuildCheck'
import { useLoadingBar } from './useLoadingBar'
import { useNavigationErrors } from './useNavigationErrors'
import { useNavigationStarts } from './useNavigationStarts'

/**
 * Client-side navigation behaviour (spec §2, §4): the top loading bar, the navigation log, the
 * build check that turns the next navigation into a full page load, and the reload after a
 * chunk-load failure. Mounted once per page.
 */
export function NavigationRuntime({ buildId }: { buildId: string }) {
  const { state, start, finish, fail, reset } = useLoadingBar()
  useBuildCheck(buildId)
  useNavigationStarts({ start, reset })
  useNavigationErrors(fail)

  const onRouteChange = useCallback(
    (previous: string | null) => {
      // Logged with the address bar's path: the router may show a rewritten one.
      const from = shownPage()
      const to = pageKey(window.location)
      setPendingNavigation(null)
      setShownPage(to)
      if (previous === null || from === null) {
        logNavigation('(page load)', to)
        return
      }
      if (isUpdateAvailable()) {
        // A navigation the link listener could not turn into a full load (history, router.push).
        logNavigation(from, to, 'full page load: a new build is available')
        window.location.reload()
        return
      }
      logNavigation(from, to)
      finish()
    },
    [finish],
  )

  return (
    <>
      <LoadingBar state={state} />
      <Suspense fallback={null}>
        <RouteWatcher onRouteChange={onRouteChange} />
      </Suspense>
    </>
  )
}
