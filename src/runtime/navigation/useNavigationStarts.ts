'use client'
import { useEffect } from 'react'
import { pageKey, siteNavigationFromClick } from '@/domain/navigation/linkClick'
import { currentPath, fullPageLoad, isUpdateAvailable, setPendingNavigation, shownPage } from './navigationState'

/**
 * Notices navigations as they start: clicks on links of this site (in the capture phase, before
 * the router takes them) and history moves. With a new build available, a link click becomes a
 * full page load instead.
 */
export function useNavigationStarts({ start, reset }: { start: () => void; reset: () => void }): void {
  useEffect(() => {
    function onClick(event: MouseEvent): void {
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null
      if (!(anchor instanceof HTMLAnchorElement)) return
      const navigation = siteNavigationFromClick(
        {
          button: event.button,
          metaKey: event.metaKey,
          ctrlKey: event.ctrlKey,
          shiftKey: event.shiftKey,
          altKey: event.altKey,
          defaultPrevented: event.defaultPrevented,
          target: anchor.target,
          download: anchor.hasAttribute('download'),
          href: anchor.href,
        },
        window.location.href,
      )
      if (!navigation) return
      if (isUpdateAvailable()) {
        // Keeps next/link from routing on the client (it skips prevented clicks).
        event.preventDefault()
        start()
        fullPageLoad(navigation.to, 'a new build is available')
        return
      }
      // The router refreshes the page shown without changing its address: nothing to track.
      if (navigation.samePage) return
      setPendingNavigation(navigation.to)
      start()
    }

    function onPopState(): void {
      if (pageKey(window.location) === shownPage()) return
      setPendingNavigation(currentPath())
      start()
    }

    // Back to a page kept in the back/forward cache: whatever was under way is over.
    function onPageShow(event: PageTransitionEvent): void {
      if (!event.persisted) return
      setPendingNavigation(null)
      reset()
    }

    window.addEventListener('click', onClick, { capture: true })
    window.addEventListener('popstate', onPopState)
    window.addEventListener('pageshow', onPageShow)
    return () => {
      window.removeEventListener('click', onClick, { capture: true })
      window.removeEventListener('popstate', onPopState)
      window.removeEventListener('pageshow', onPageShow)
    }
  }, [start, reset])
}
