import { describe, expect, it } from 'vitest'
import { filteredListPath } from './filteredRoute'

describe('filteredListPath', () => {
  const category = { kind: 'subFolder', folder: 'categories', subFolder: 'sofas' } as const
  it('sends a category with filters to the per-request route', () => {
    expect(filteredListPath(category, '/en/categories/sofas/', '?designer=a')).toBe('/en/filtered/categories/sofas/index')
    expect(filteredListPath({ kind: 'section', folder: 'products' }, '/it/prodotti/', '?page=2')).toBe('/it/filtered/prodotti/index')
  })

  it('leaves plain lists, other parameters and other pages to the cached route', () => {
    expect(filteredListPath(category, '/en/categories/sofas/', '')).toBeNull()
    expect(filteredListPath(category, '/en/categories/sofas/', '?utm_source=x')).toBeNull()
    expect(filteredListPath({ kind: 'section', folder: 'stories' }, '/en/stories/', '?page=2')).toBeNull()
    expect(filteredListPath({ kind: 'section', folder: 'materials' }, '/en/materials/', '?designer=x')).toBeNull()
  })

  it('sends the materials library with material filters to the per-request route', () => {
    expect(filteredListPath({ kind: 'section', folder: 'materials' }, '/de/materialien/', '?colour=blue')).toBe('/de/filtered/materialien/index')
  })

  it('refuses an undecodable query string on a list', () => {
    expect(filteredListPath(category, '/en/categories/sofas/', '?designer=%E0%A4%A')).toBe('bad')
  })
})
