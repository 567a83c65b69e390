import { describe, expect, it } from 'vitest'
import { isTilesFileName } from './tilesFileName'

describe('isTilesFileName', () => {
  it('accepts a plain .pmtiles file name', () => {
    expect(isTilesFileName('europe.pmtiles')).toBe(true)
    expect(isTilesFileName('it-de_2026-11.pmtiles')).toBe(true)
  })

  it('refuses folders, hidden files, other extensions and parent references', () => {
    for (const name of ['../europe.pmtiles', 'tiles/europe.pmtiles', '.europe.pmtiles', 'europe.mbtiles', 'europe..pmtiles', 'europe.pmtiles/', '', 'a%2F.pmtiles']) {
      expect(isTilesFileName(name), name).toBe(false)
    }
  })
})
