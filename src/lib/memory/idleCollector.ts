import { performance } from 'node:perf_hooks'
import { afterSample, IDLE_SAMPLE_SECONDS, startingIdleState } from '@/domain/memory/idleCollection'

let started = false

/**
 * Samples the event loop's use every IDLE_SAMPLE_SECONDS and runs one full garbage collection
 * once the server has been quiet for a while after serving (src/domain/memory/idleCollection.ts).
 * Needs node's `--expose-gc` (`npm start` passes it, scripts/lib/serve.mjs); without it, nothing.
 */
export function startIdleCollector(): void {
  const collect = globalThis.gc
  if (started || collect === undefined) return
  started = true
  let state = startingIdleState
  let last = performance.eventLoopUtilization()
  const timer = setInterval(() => {
    const now = performance.eventLoopUtilization()
    const sample = performance.eventLoopUtilization(now, last)
    last = now
    const next = afterSample(state, IDLE_SAMPLE_SECONDS, sample.utilization)
    state = next.state
    if (next.collect) collect()
  }, IDLE_SAMPLE_SECONDS * 1000)
  timer.unref()
}
