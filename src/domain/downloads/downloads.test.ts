import { describe, expect, it } from 'vitest'
import { attachmentDisposition } from './contentDisposition'
import { downloadFilterQuery, matchesDownloadFilter, parseDownloadFilter } from './filter'

const allowed = { categories: ['catalogues', 'price-lists'], fileTypes: ['pdf', 'dwg'], languages: ['it', 'de'] }
const none = { category: null, fileType: null, language: null }

describe('download filter', () => {
  it('reads known values from the query and ignores the rest', () => {
    expect(parseDownloadFilter('?category=catalogues&type=pdf&language=de', allowed)).toEqual({ category: 'catalogues', fileType: 'pdf', language: 'de' })
    expect(parseDownloadFilter('?category=nope&type=exe', allowed)).toEqual(none)
  })

  it('writes only what is chosen, and reads back the same', () => {
    expect(downloadFilterQuery(none)).toBe('')
    const query = downloadFilterQuery({ category: null, fileType: 'dwg', language: 'it' })
    expect(query).toBe('?type=dwg&language=it')
    expect(parseDownloadFilter(query, allowed)).toEqual({ category: null, fileType: 'dwg', language: 'it' })
  })

  it('matches by category, type and language; multilingual files match every language', () => {
    const file = { category: 'catalogues', fileType: 'pdf', language: 'multi' }
    expect(matchesDownloadFilter(file, none)).toBe(true)
    expect(matchesDownloadFilter(file, { ...none, category: 'price-lists' })).toBe(false)
    expect(matchesDownloadFilter(file, { ...none, fileType: 'dwg' })).toBe(false)
    expect(matchesDownloadFilter(file, { ...none, language: 'de' })).toBe(true)
    expect(matchesDownloadFilter({ ...file, language: 'it' }, { ...none, language: 'de' })).toBe(false)
  })
})

describe('attachmentDisposition', () => {
  it('an ASCII name as it is', () => {
    expect(attachmentDisposition('listino-prezzi-2026.pdf')).toBe(`attachment; filename="listino-prezzi-2026.pdf"; filename*=UTF-8''listino-prezzi-2026.pdf`)
  })

  it('accents and other scripts: a readable fallback and the exact UTF-8 name', () => {
    expect(attachmentDisposition('catálogo-2026.pdf')).toBe(`attachment; filename="catalogo-2026.pdf"; filename*=UTF-8''cat%C3%A1logo-2026.pdf`)
    expect(attachmentDisposition('каталог.pdf')).toContain(`filename*=UTF-8''%D0%BA%D0%B0%D1%82%D0%B0%D0%BB%D0%BE%D0%B3.pdf`)
  })

  it('quotes cannot break out of the header value', () => {
    expect(attachmentDisposition('a"b\\c.pdf')).toContain('filename="a_b_c.pdf"')
  })
})
