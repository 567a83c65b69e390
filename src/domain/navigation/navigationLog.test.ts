import { describe, expect, it } from 'vitest'
import { navigationLogEntry } from './navigationLog'

describe('navigationLogEntry', () => {
  it('names the time, where from and where to', () => {
    expect(navigationLogEntry('/en', '/en/search', new Date(Date.UTC(2025, 5, 1, 9, 30, 5, 120)))).toEqual([
      '[navigation]',
      '2025-06-01T09:30:05.120Z',
      '/en',
      '→',
      '/en/search',
    ])
  })

  it('says why when the navigation is a full page load', () => {
    expect(navigationLogEntry('/en', '/en/search', new Date(0), 'full page load: new build')).toEqual([
      '[navigation]',
      '1970-01-01T00:00:00.000Z',
      '/en',
      '→',
      '/en/search',
      '(full page load: new build)',
    ])
  })
})
