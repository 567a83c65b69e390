/**
 * The top loading bar as a pure state machine (spec §4 "Loading indicator"). Every step takes
 * the time explicitly (`now`, in milliseconds on any monotonic clock), so it runs the same in
 * the browser and in tests; the React part only schedules the next step.
 */

export const loadingBarTiming = {
  /** Progress is estimated as if a navigation took this long. */
  estimatedDuration: 2000,
  /** The bar shows only once a navigation has lasted this long, and then moves at this pace. */
  throttle: 200,
  /** After the page has loaded the bar stays full this long before it fades out. */
  hideDelay: 500,
  /** Once hidden, the progress goes back to zero after this long. */
  resetDelay: 400,
  /** A navigation that never completes (another script took the click) stops showing after this. */
  giveUpAfter: 20_000,
} as const

export type LoadingBarPhase = 'idle' | 'loading' | 'done' | 'hidden'

export interface LoadingBarState {
  phase: LoadingBarPhase
  /** 0 to 100. */
  progress: number
  visible: boolean
  error: boolean
  /** When the current navigation started. */
  startedAt: number
  /** When the current navigation finished or failed. */
  settledAt: number
}

export const idleLoadingBar: LoadingBarState = { phase: 'idle', progress: 0, visible: false, error: false, startedAt: 0, settledAt: 0 }

/**
 * Estimated progress after `elapsed` ms of a navigation expected to last `duration` ms: fast
 * at first, slower and slower, never reaching 100 (about 70 at `duration`).
 */
export function estimatedProgress(elapsed: number, duration: number = loadingBarTiming.estimatedDuration): number {
  if (elapsed <= 0) return 0
  return Math.min(99, (200 / Math.PI) * Math.atan((2 * elapsed) / duration))
}

/** A navigation starts (again, if one was running). */
export function startLoading(now: number): LoadingBarState {
  return { ...idleLoadingBar, phase: 'loading', startedAt: now }
}

/** The state at `now`: the bar appears after the throttle, advances, hides and resets. */
export function advanceLoading(state: LoadingBarState, now: number): LoadingBarState {
  const { throttle, hideDelay, resetDelay } = loadingBarTiming
  switch (state.phase) {
    case 'idle':
      return state
    case 'loading': {
      const shownFor = now - state.startedAt - throttle
      if (shownFor < 0) return state
      const givenUpAt = state.startedAt + loadingBarTiming.giveUpAfter
      if (now >= givenUpAt) return advanceLoading({ ...state, phase: 'done', visible: true, progress: 100, settledAt: givenUpAt }, now)
      return { ...state, visible: true, progress: estimatedProgress(shownFor) }
    }
    case 'done':
      if (now - state.settledAt < hideDelay) return state
      return advanceLoading({ ...state, phase: 'hidden', visible: false }, now)
    case 'hidden':
      if (now - state.settledAt < hideDelay + resetDelay) return state
      return idleLoadingBar
  }
}

/** The page has loaded: the bar fills up, then hides and resets. A bar never shown just resets. */
export function finishLoading(state: LoadingBarState, now: number): LoadingBarState {
  const current = advanceLoading(state, now)
  if (current.phase !== 'loading') return current
  if (!current.visible) return idleLoadingBar
  return { ...current, phase: 'done', progress: 100, settledAt: now }
}

/** The navigation failed: the bar shows full in its error colour, then hides and resets. */
export function failLoading(state: LoadingBarState, now: number): LoadingBarState {
  const startedAt = state.phase === 'loading' ? state.startedAt : now
  return { phase: 'done', progress: 100, visible: true, error: true, startedAt, settledAt: now }
}

/** How long until the state changes again on its own, or null when it won't. */
export function nextLoadingBarStep(state: LoadingBarState, now: number): number | null {
  const { throttle, hideDelay, resetDelay, giveUpAfter } = loadingBarTiming
  switch (state.phase) {
    case 'idle':
      return null
    case 'loading': {
      const untilShown = state.startedAt + throttle - now
      if (untilShown > 0) return untilShown
      return Math.max(0, Math.min(throttle, state.startedAt + giveUpAfter - now))
    }
    case 'done':
      return Math.max(0, state.settledAt + hideDelay - now)
    case 'hidden':
      return Math.max(0, state.settledAt + hideDelay + resetDelay - now)
  }
}
