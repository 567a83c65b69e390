import { describe, expect, it } from 'vitest'
import { shouldSkipPrefetch } from './prefetch'

describe('shouldSkipPrefetch', () => {
  it('skips prefetching on 2g and slow-2g', () => {
    expect(shouldSkipPrefetch({ effectiveType: '2g' })).toBe(true)
    expect(shouldSkipPrefetch({ effectiveType: 'slow-2g', saveData: false })).toBe(true)
  })

  it('skips prefetching when the visitor asked to save data, whatever the speed', () => {
    expect(shouldSkipPrefetch({ effectiveType: '4g', saveData: true })).toBe(true)
  })

  it('keeps prefetching on faster connections and where the browser says nothing', () => {
    expect(shouldSkipPrefetch({ effectiveType: '3g' })).toBe(false)
    expect(shouldSkipPrefetch({ effectiveType: '4g', saveData: false })).toBe(false)
    expect(shouldSkipPrefetch({})).toBe(false)
    expect(shouldSkipPrefetch(undefined)).toBe(false)
  })
})
