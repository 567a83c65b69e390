import { describe, expect, it } from 'vitest'
import { advanceLoading, estimatedProgress, failLoading, finishLoading, idleLoadingBar, nextLoadingBarStep, startLoading } from './loadingBar'

const t0 = 10_000

describe('estimatedProgress', () => {
  it('rises quickly, then slows, and never reaches 100', () => {
    expect(estimatedProgress(0)).toBe(0)
    expect(estimatedProgress(500)).toBeCloseTo(29.5, 1)
    expect(estimatedProgress(2000)).toBeCloseTo(70.5, 1)
    expect(estimatedProgress(10_000)).toBeCloseTo(93.7, 1)
    expect(estimatedProgress(10_000_000)).toBe(99)
  })
})

describe('loading bar', () => {
  it('stays hidden during the first 200 ms of a navigation', () => {
    const started = startLoading(t0)
    expect(advanceLoading(started, t0 + 199)).toMatchObject({ phase: 'loading', visible: false, progress: 0 })
    expect(nextLoadingBarStep(started, t0 + 50)).toBe(150)
  })

  it('shows after 200 ms and advances every 200 ms with the estimated progress over 2000 ms', () => {
    const shown = advanceLoading(startLoading(t0), t0 + 200)
    expect(shown).toMatchObject({ phase: 'loading', visible: true, progress: 0 })
    const later = advanceLoading(shown, t0 + 200 + 2000)
    expect(later.progress).toBeCloseTo(70.5, 1)
    expect(nextLoadingBarStep(later, t0 + 2200)).toBe(200)
  })

  it('on page load fills up, hides 500 ms later and resets to 0 after 400 ms more', () => {
    const loading = advanceLoading(startLoading(t0), t0 + 1000)
    const done = finishLoading(loading, t0 + 1000)
    expect(done).toMatchObject({ phase: 'done', visible: true, progress: 100, error: false })
    expect(nextLoadingBarStep(done, t0 + 1000)).toBe(500)
    expect(advanceLoading(done, t0 + 1499)).toMatchObject({ phase: 'done', visible: true })

    const hidden = advanceLoading(done, t0 + 1500)
    expect(hidden).toMatchObject({ phase: 'hidden', visible: false, progress: 100 })
    expect(nextLoadingBarStep(hidden, t0 + 1500)).toBe(400)
    expect(advanceLoading(hidden, t0 + 1899).progress).toBe(100)
    expect(advanceLoading(hidden, t0 + 1900)).toEqual(idleLoadingBar)
    expect(nextLoadingBarStep(idleLoadingBar, t0 + 1900)).toBeNull()
  })

  it('catches up on every step when the clock jumps (a background tab)', () => {
    const done = finishLoading(advanceLoading(startLoading(t0), t0 + 300), t0 + 300)
    expect(advanceLoading(done, t0 + 60_000)).toEqual(idleLoadingBar)
  })

  it('gives up after 20 s when the navigation never completes', () => {
    const stalled = advanceLoading(startLoading(t0), t0 + 19_900)
    expect(stalled).toMatchObject({ phase: 'loading', visible: true })
    expect(nextLoadingBarStep(stalled, t0 + 19_900)).toBe(100)
    expect(advanceLoading(stalled, t0 + 20_000)).toMatchObject({ phase: 'done', progress: 100, settledAt: t0 + 20_000 })
    expect(advanceLoading(stalled, t0 + 20_500)).toMatchObject({ phase: 'hidden', visible: false })
    expect(advanceLoading(stalled, t0 + 20_900)).toEqual(idleLoadingBar)
  })

  it('never shows for a navigation faster than 200 ms', () => {
    expect(finishLoading(startLoading(t0), t0 + 150)).toEqual(idleLoadingBar)
  })

  it('turns into the error state on failure, then hides and resets like a finished bar', () => {
    const failed = failLoading(startLoading(t0), t0 + 50)
    expect(failed).toMatchObject({ phase: 'done', visible: true, progress: 100, error: true })
    expect(advanceLoading(failed, t0 + 550)).toMatchObject({ phase: 'hidden', visible: false, error: true })
    expect(advanceLoading(failed, t0 + 950)).toEqual(idleLoadingBar)
  })

  it('restarts cleanly when a new navigation begins before the last one has faded', () => {
    const failed = failLoading(startLoading(t0), t0 + 500)
    const restarted = advanceLoading(startLoading(t0 + 600), t0 + 800)
    expect(failed.error).toBe(true)
    expect(restarted).toMatchObject({ phase: 'loading', visible: true, error: false, progress: 0 })
  })
})
