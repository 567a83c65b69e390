import { describe, expect, it } from 'vitest'
import { buildCheckDelay, isNewBuild, latestBuildUrl, parseLatestBuild } from './buildCheck'

describe('latestBuildUrl', () => {
  it('adds the timestamp as a cache-busting query', () => {
    expect(latestBuildUrl(1_750_000_000_123)).toBe('/builds/latest.json?t=1750000000123')
    expect(latestBuildUrl(1_750_000_000_123.7)).toBe('/builds/latest.json?t=1750000000123')
    expect(latestBuildUrl(1)).not.toBe(latestBuildUrl(2))
  })
})

describe('parseLatestBuild', () => {
  it('reads the id of a manifest', () => {
    expect(parseLatestBuild({ id: 'k3Jd9x' })).toBe('k3Jd9x')
    expect(parseLatestBuild({ id: ' k3Jd9x\n' })).toBe('k3Jd9x')
  })

  it('rejects anything else (an HTML error page, an empty id)', () => {
    expect(parseLatestBuild(null)).toBeNull()
    expect(parseLatestBuild('<!doctype html>')).toBeNull()
    expect(parseLatestBuild({ id: '' })).toBeNull()
    expect(parseLatestBuild({ id: 42 })).toBeNull()
    expect(parseLatestBuild({ build: 'k3Jd9x' })).toBeNull()
  })
})

describe('isNewBuild', () => {
  it('flags an update only when the server names another build', () => {
    expect(isNewBuild('k3Jd9x', 'Zq81mA')).toBe(true)
    expect(isNewBuild('k3Jd9x', 'k3Jd9x')).toBe(false)
    expect(isNewBuild('k3Jd9x', null)).toBe(false)
    expect(isNewBuild('', 'Zq81mA')).toBe(false)
  })
})

describe('buildCheckDelay', () => {
  it('waits 10 s for the first check, then 60 s', () => {
    expect(buildCheckDelay(0, undefined)).toBe(10_000)
    expect(buildCheckDelay(1, undefined)).toBe(60_000)
    expect(buildCheckDelay(7, undefined)).toBe(60_000)
  })

  it('takes a positive number from a test as the delay, and ignores anything else', () => {
    expect(buildCheckDelay(0, 250)).toBe(250)
    expect(buildCheckDelay(3, 250)).toBe(250)
    expect(buildCheckDelay(0, '250')).toBe(10_000)
    expect(buildCheckDelay(0, -1)).toBe(10_000)
    expect(buildCheckDelay(0, Number.NaN)).toBe(10_000)
  })
})
