'use client'
import { useEffect } from 'react'
import { isChunkLoadError } from '@/domain/navigation/chunkReload'
import { navigationErrorEvent, pendingNavigation, reloadAfterChunkError } from './navigationState'

/**
 * Errors turn the loading bar to its error state: a chunk that fails to load (then the target
 * path is reloaded, at most once per 10 s), any uncaught error while a navigation is under
 * way, and an error boundary's `reportNavigationError()`.
 */
export function useNavigationErrors(fail: () => void): void {
  useEffect(() => {
    function handle(reason: unknown): void {
      if (isChunkLoadError(reason)) {
        fail()
        reloadAfterChunkError(reason)
      } else if (pendingNavigation() !== null) {
        fail()
      }
    }
    const onError = (event: ErrorEvent) => handle(event.error ?? event.message)
    const onRejection = (event: PromiseRejectionEvent) => handle(event.reason)
    window.addEventListener('error', onError)
    window.addEventListener('unhandledrejection', onRejection)
    window.addEventListener(navigationErrorEvent, fail)
    return () => {
      window.removeEventListener('error', onError)
      window.removeEventListener('unhandledrejection', onRejection)
      window.removeEventListener(navigationErrorEvent, fail)
    }
  }, [fail])
}
