import { describe, expect, it } from 'vitest'
import { isPaused, shouldAutoplay, slideForKey, step } from './slider'

describe('slider', () => {
  it('steps forward and back, wrapping around', () => {
    expect(step(0, 3, 1)).toBe(1)
    expect(step(2, 3, 1)).toBe(0)
    expect(step(0, 3, -1)).toBe(2)
    expect(step(0, 0, 1)).toBe(0)
  })

  it('arrow keys move, Home and End jump, other keys do nothing', () => {
    expect(slideForKey('ArrowRight', 1, 4)).toBe(2)
    expect(slideForKey('ArrowLeft', 0, 4)).toBe(3)
    expect(slideForKey('Home', 3, 4)).toBe(0)
    expect(slideForKey('End', 0, 4)).toBe(3)
    expect(slideForKey('Enter', 0, 4)).toBeNull()
  })

  it('plays only with several slides, not paused, not in use', () => {
    const base = { count: 3, paused: false, interacting: false }
    expect(shouldAutoplay(base)).toBe(true)
    expect(shouldAutoplay({ ...base, count: 1 })).toBe(false)
    expect(shouldAutoplay({ ...base, paused: true })).toBe(false)
    expect(shouldAutoplay({ ...base, interacting: true })).toBe(false)
  })

  it('reduced motion starts paused; the visitor may still press play', () => {
    expect(isPaused(null, true)).toBe(true)
    expect(isPaused(null, false)).toBe(false)
    expect(isPaused(false, true)).toBe(false)
    expect(isPaused(true, false)).toBe(true)
  })
})
