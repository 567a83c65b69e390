import { describe, expect, it } from 'vitest'
import { onDemand } from './onDemand'

describe('onDemand', () => {
  it('loads once, however often it is warmed and asked for', async () => {
    let loads = 0
    const checks = onDemand(async () => {
      loads += 1
      return { check: (value: string) => value.length > 2 }
    })
    expect(loads).toBe(0)
    checks.warm()
    checks.warm()
    const first = await checks.get()
    const second = await checks.get()
    expect(loads).toBe(1)
    expect(first).toBe(second)
    expect(first?.check('abc')).toBe(true)
  })

  it('gives null when the code cannot be fetched, and tries again on the next call', async () => {
    let attempts = 0
    const checks = onDemand(async () => {
      attempts += 1
      if (attempts === 1) throw new Error('ChunkLoadError')
      return 'loaded'
    })
    checks.warm()
    expect(await checks.get()).toBe(null)
    expect(await checks.get()).toBe('loaded')
    expect(attempts).toBe(2)
  })

  it('does not load until warmed or asked for', () => {
    let loads = 0
    onDemand(async () => {
      loads += 1
    })
    expect(loads).toBe(0)
  })
})
