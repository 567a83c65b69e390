/**
 * When the server collects its heap on its own (issue 14, docs/decisions/022-server-memory.md):
 * V8 grows the heap under load and, left alone, keeps most of it long after the load is over (a
 * full collection comes only when the heap nears its limit). Once the event loop has been quiet
 * for a while after serving, one full collection gives the garbage back; a server that stays
 * quiet is not collected again until it has served more.
 */

/** How often the server samples its event loop's use, in seconds. */
export const IDLE_SAMPLE_SECONDS = 5
/** Quiet time after serving before the heap is collected once. */
export const IDLE_COLLECT_AFTER_SECONDS = 15
/** An event loop busy at most this share of a sample's time counts as quiet (timers, a stray request). */
export const QUIET_UTILISATION = 0.05

export interface IdleState {
  /** Seconds the event loop has been quiet without a break. */
  quietSeconds: number
  /** Whether the server was busy (a sample above QUIET_UTILISATION) since the last collection. */
  busySinceCollection: boolean
}

export const startingIdleState: IdleState = { quietSeconds: 0, busySinceCollection: false }

/** The state after one sample of `seconds` with the event loop busy `utilisation` (0–1) of it, and whether to collect now. */
export function afterSample(state: IdleState, seconds: number, utilisation: number): { state: IdleState; collect: boolean } {
  if (utilisation > QUIET_UTILISATION) return { state: { quietSeconds: 0, busySinceCollection: true }, collect: false }
  const quietSeconds = state.quietSeconds + seconds
  if (state.busySinceCollection && quietSeconds >= IDLE_COLLECT_AFTER_SECONDS) return { state: { quietSeconds, busySinceCollection: false }, collect: true }
  return { state: { ...state, quietSeconds }, collect: false }
}
