'use client'
import { useCallback, useEffect, useState } from 'react'
import { advanceLoading, failLoading, finishLoading, idleLoadingBar, nextLoadingBarStep, startLoading, type LoadingBarState } from '@/domain/navigation/loadingBar'

export interface LoadingBarControls {
  state: LoadingBarState
  start: () => void
  finish: () => void
  fail: () => void
  reset: () => void
}

/** Runs the loading-bar state machine on the page's monotonic clock. */
export function useLoadingBar(): LoadingBarControls {
  const [state, setState] = useState<LoadingBarState>(idleLoadingBar)

  useEffect(() => {
    const now = performance.now()
    const delay = nextLoadingBarStep(state, now)
    if (delay === null) return
    const due = now + delay
    // A timer may fire a hair early: advance to at least the time it was due.
    const timer = window.setTimeout(() => setState((current) => advanceLoading(current, Math.max(performance.now(), due))), delay)
    return () => window.clearTimeout(timer)
  }, [state])

  const start = useCallback(() => setState(startLoading(performance.now())), [])
  const finish = useCallback(() => setState((current) => finishLoading(current, performance.now())), [])
  const fail = useCallback(() => setState((current) => failLoading(current, performance.now())), [])
  const reset = useCallback(() => setState(idleLoadingBar), [])
  return { state, start, finish, fail, reset }
}
