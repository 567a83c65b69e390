import type { LoadingBarState } from '@/domain/navigation/loadingBar'

/**
 * A 3 px bar fixed at the top of the window. Decorative (aria-hidden): the router announces
 * the new page to assistive technology, and a moving percentage would only be noise.
 */
export function LoadingBar({ state }: { state: LoadingBarState }) {
  return (
    <div className="nav-progress" data-state={state.phase} data-visible={state.visible} data-error={state.error} aria-hidden="true">
      <div className="nav-progress__bar" style={{ transform: `scaleX(${(state.progress / 100).toFixed(4)})` }} />
    </div>
  )
}
