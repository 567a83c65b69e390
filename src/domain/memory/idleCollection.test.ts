import { describe, expect, it } from 'vitest'
import { afterSample, IDLE_COLLECT_AFTER_SECONDS, IDLE_SAMPLE_SECONDS, QUIET_UTILISATION, startingIdleState, type IdleState } from './idleCollection'

/** Feeds samples of IDLE_SAMPLE_SECONDS; returns the indexes of the samples after which the heap was collected. */
function collections(utilisations: readonly number[]): number[] {
  let state: IdleState = startingIdleState
  return utilisations.flatMap((utilisation, index) => {
    const next = afterSample(state, IDLE_SAMPLE_SECONDS, utilisation)
    state = next.state
    return next.collect ? [index] : []
  })
}

const quietSamples = (count: number) => Array.from({ length: count }, () => 0.01)
const samplesToCollect = Math.ceil(IDLE_COLLECT_AFTER_SECONDS / IDLE_SAMPLE_SECONDS)

describe('collecting the heap once the server is quiet', () => {
  it('never collects a server that has not served', () => {
    expect(collections(quietSamples(100))).toEqual([])
  })

  it('collects once after a load, when the quiet time has passed, and not again while quiet', () => {
    expect(collections([0.9, 0.8, ...quietSamples(50)])).toEqual([1 + samplesToCollect])
  })

  it('waits for the quiet to last: a busy sample starts the count again', () => {
    const broken = [0.9, ...quietSamples(samplesToCollect - 1), 0.5, ...quietSamples(samplesToCollect)]
    expect(collections(broken)).toEqual([broken.length - 1])
  })

  it('collects again after the next load', () => {
    const twoLoads = [0.7, ...quietSamples(samplesToCollect + 3), 0.6, ...quietSamples(samplesToCollect)]
    expect(collections(twoLoads)).toEqual([samplesToCollect, twoLoads.length - 1])
  })

  it('counts a nearly idle loop (timers, a stray request) as quiet', () => {
    expect(collections([0.9, ...Array.from({ length: samplesToCollect }, () => QUIET_UTILISATION)])).toEqual([samplesToCollect])
  })
})
