import { describe, expect, it } from 'vitest'
import { downloadIdOf, fileVersionOf, takenStates } from './history'

describe('download history', () => {
  it('versions a file by when it last changed, else by when the document was made', () => {
    expect(fileVersionOf({ fileUpdatedAt: '2026-03-01T10:00:00Z', createdAt: '2026-01-01T00:00:00Z' })).toBe('2026-03-01T10:00:00.000Z')
    expect(fileVersionOf({ fileUpdatedAt: null, createdAt: '2026-01-01T00:00:00.000Z' })).toBe('2026-01-01T00:00:00.000Z')
  })

  it('flags a file that changed since it was taken, drops what is no longer published, newest take first', () => {
    const rows = [
      { downloadId: 1, fileVersion: 'v1', takenAt: '2026-02-01T00:00:00.000Z' },
      { downloadId: 2, fileVersion: 'v1', takenAt: '2026-03-01T00:00:00.000Z' },
      { downloadId: 3, fileVersion: 'v1', takenAt: '2026-04-01T00:00:00.000Z' },
    ]
    const current = new Map([
      [1, 'v1'],
      [2, 'v2'],
    ])
    expect(takenStates(rows, current)).toEqual([
      { id: 2, takenAt: '2026-03-01T00:00:00.000Z', newer: true },
      { id: 1, takenAt: '2026-02-01T00:00:00.000Z', newer: false },
    ])
  })

  it('reads a route id only when it is a plain positive integer', () => {
    expect(downloadIdOf('42')).toBe(42)
    for (const bad of ['0', '-1', '1.5', '1e3', '042', 'abc', '99999999999', '']) expect(downloadIdOf(bad)).toBeNull()
  })
})
