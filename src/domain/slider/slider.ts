/** Milliseconds a slide stays before the next when the slider plays. */
export const SLIDE_INTERVAL = 7000

/** The slide after or before `current`, wrapping around. */
export function step(current: number, count: number, by: 1 | -1): number {
  if (count <= 0) return 0
  return (((current + by) % count) + count) % count
}

/** What a key does in the slider: move, jump to the ends, or nothing. */
export function slideForKey(key: string, current: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return step(current, count, 1)
    case 'ArrowLeft':
      return step(current, count, -1)
    case 'Home':
      return 0
    case 'End':
      return Math.max(0, count - 1)
    default:
      return null
  }
}

/** Paused by the visitor's button; before any press, paused exactly when they asked for reduced motion. */
export function isPaused(choice: boolean | null, reducedMotion: boolean): boolean {
  return choice ?? reducedMotion
}

/**
 * Whether the slider advances by itself: only with more than one slide, when not paused
 * (see `isPaused`) and the visitor is not reading inside it (hover or focus).
 */
export function shouldAutoplay(state: { count: number; paused: boolean; interacting: boolean }): boolean {
  return state.count > 1 && !state.paused && !state.interacting
}
