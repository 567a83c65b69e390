import { describe, expect, it } from 'vitest'
import { isChunkLoadError, mayReload, parseReloadTime, reloadTarget } from './chunkReload'

function named(name: string, message: string): Error {
  const error = new Error(message)
  error.name = name
  return error
}

describe('isChunkLoadError', () => {
  it('recognises the bundlers’ and browsers’ chunk failures', () => {
    expect(isChunkLoadError(named('ChunkLoadError', 'Failed to load chunk /_next/static/chunks/0a1b.js from module 42'))).toBe(true)
    expect(isChunkLoadError(new Error('Loading chunk 123 failed.\n(error: https://shop.example/_next/static/chunks/123.js)'))).toBe(true)
    expect(isChunkLoadError(new Error('Loading CSS chunk 7 failed.'))).toBe(true)
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://shop.example/a.js'))).toBe(true)
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true)
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true)
    expect(isChunkLoadError('Uncaught ChunkLoadError: Loading chunk 5 failed.')).toBe(true)
  })

  it('leaves every other error alone', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch'))).toBe(false)
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false)
    expect(isChunkLoadError(null)).toBe(false)
    expect(isChunkLoadError(undefined)).toBe(false)
    expect(isChunkLoadError(404)).toBe(false)
    expect(isChunkLoadError({ message: 42 })).toBe(false)
  })
})

describe('reload guard', () => {
  const now = 1_750_000_000_000

  it('allows the first reload and any reload 10 s or more after the last one', () => {
    expect(mayReload(null, now)).toBe(true)
    expect(mayReload(now - 10_000, now)).toBe(true)
    expect(mayReload(now - 60_000, now)).toBe(true)
  })

  it('refuses a second reload within 10 s, so a broken page cannot loop', () => {
    expect(mayReload(now - 9_999, now)).toBe(false)
    expect(mayReload(now, now)).toBe(false)
  })

  it('does not trust a time in the future (the clock was set back)', () => {
    expect(mayReload(now + 3_600_000, now)).toBe(true)
  })

  it('reads the stored time, ignoring garbage', () => {
    expect(parseReloadTime(String(now))).toBe(now)
    expect(parseReloadTime(null)).toBeNull()
    expect(parseReloadTime('')).toBeNull()
    expect(parseReloadTime('soon')).toBeNull()
    expect(parseReloadTime('-5')).toBeNull()
  })
})

describe('reloadTarget', () => {
  const shown = { pathname: '/en', search: '?ref=menu', hash: '#top' }

  it('reloads the destination of the navigation under way', () => {
    expect(reloadTarget('/en/search', shown)).toBe('/en/search')
  })

  it('reloads the page shown when no navigation is under way', () => {
    expect(reloadTarget(null, shown)).toBe('/en?ref=menu#top')
  })
})
