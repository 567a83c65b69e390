import { describe, expect, it } from 'vitest'
import { highlight, snippet } from './highlight'
import { parseQuery } from './query'
import { search } from './search'
import { SearchIndex } from './searchIndex'
import { didYouMean } from './suggest'
import { synonymMap } from './synonyms'
import type { SearchDocument } from './types'

const now = Date.parse('2026-11-01T00:00:00Z')

function doc(id: number, title: string, body = '', extra: Partial<SearchDocument> = {}): SearchDocument {
  return { type: 'products', id, title, body, code: null, href: `/p/${id}`, detail: null, publishedAt: '2025-01-01T00:00:00Z', ...extra }
}

function titles(index: SearchIndex, query: string, synonyms = synonymMap(index.locale, [])): string[] {
  return search(index, parseQuery(query), { synonyms, now }).map((hit) => hit.doc.title)
}

function indexOf(locale: 'en' | 'it', docs: SearchDocument[]): SearchIndex {
  const index = new SearchIndex(locale)
  for (const item of docs) index.upsert(item)
  return index
}

describe('SearchIndex', () => {
  const docs = [
    doc(1, 'Astor sofa', 'A deep seat in leather.', { code: 'AV-SOF-001' }),
    doc(2, 'Lido armchair', 'Pairs with the Astor sofa.'),
    doc(3, 'Bordeaux full-grain leather', 'Leather for sofas.', { type: 'materials', code: 'PLE 04' }),
    doc(4, 'Riva bench', 'Oak.', { code: 'AV-SOF-008' }),
  ]

  it('ranks title matches above body matches', () => {
    expect(titles(indexOf('en', docs), 'sofa').slice(0, 2)).toEqual(['Astor sofa', 'Lido armchair'])
  })
  it('ranks an exact code first, written any way', () => {
    const index = indexOf('en', docs)
    expect(titles(index, 'PLE 04')[0]).toBe('Bordeaux full-grain leather')
    expect(titles(index, 'ple04')[0]).toBe('Bordeaux full-grain leather')
    expect(titles(index, 'av-sof-008')[0]).toBe('Riva bench')
  })
  it('forgives one typo from 4 letters, none under 4', () => {
    const index = indexOf('en', docs)
    expect(titles(index, 'lether')).toContain('Bordeaux full-grain leather')
    expect(titles(index, 'sfoa ')).toContain('Astor sofa')
    expect(titles(index, 'sofs ')).toContain('Astor sofa')
    expect(titles(index, 'oek ')).toEqual([])
  })
  it('forgives two typos from 8 letters, only one under 8', () => {
    const index = indexOf('en', docs)
    expect(titles(index, 'ammchait ')).toEqual(['Lido armchair'])
    expect(titles(index, 'lxathxr ')).toEqual([])
    expect(titles(index, 'lxather ')).toContain('Bordeaux full-grain leather')
  })
  it('matches the word being typed as a prefix', () => {
    expect(titles(indexOf('en', docs), 'arm')).toEqual(['Lido armchair'])
  })
  it('widens a query by the synonyms of its language', () => {
    const synonyms = synonymMap('en', [{ terms: ['couch', 'sofa'], oneWay: true }])
    const index = indexOf('en', docs)
    expect(titles(index, 'couch', synonyms)[0]).toBe('Astor sofa')
    expect(titles(index, 'couch')).toEqual([])
  })
  it('boosts new items a little', () => {
    const index = indexOf('en', [doc(1, 'Oak table'), doc(2, 'Ash table', '', { publishedAt: '2026-10-01T00:00:00Z' })])
    expect(titles(index, 'table')).toEqual(['Ash table', 'Oak table'])
  })
  it('forgets removed documents and replaces updated ones', () => {
    const index = indexOf('en', docs)
    index.remove({ type: 'products', id: 1 })
    expect(titles(index, 'astor')).toEqual(['Lido armchair'])
    index.upsert(doc(2, 'Lido chair'))
    expect(titles(index, 'armchair')).toEqual([])
    expect(index.size).toBe(3)
  })
  it('leaves out excluded documents', () => {
    const hits = search(indexOf('en', docs), parseQuery('sofa'), { synonyms: new Map(), now, exclude: (item) => item.id === 1 })
    expect(hits.map((hit) => hit.doc.title)).not.toContain('Astor sofa')
  })
  it('suggests a spelling when a word is unknown', () => {
    expect(didYouMean(indexOf('en', docs), parseQuery('armchiar'))).toBe('armchair')
    expect(didYouMean(indexOf('en', docs), parseQuery('sofa'))).toBeNull()
  })
})

describe('highlight', () => {
  it('marks matched words and their inflections', () => {
    const terms = { words: new Set(['divano']), stems: new Set<string>() }
    expect(highlight('it', 'Divano Astor', terms)).toEqual([
      { text: 'Divano', match: true },
      { text: ' Astor', match: false },
    ])
  })
  it('cuts a long text around the first match', () => {
    const text = `${'parola '.repeat(40)}marmo ${'fine '.repeat(40)}`
    const parts = snippet('it', text, { words: new Set(['marmo']), stems: new Set() }, 80)
    expect(parts[0]?.text).toBe('… ')
    expect(parts.some((part) => part.match && part.text === 'marmo')).toBe(true)
  })
})

describe('SearchIndex title ranks', () => {
  it('ranks titles shorter first, then by code units, equal titles alike, and follows changes', () => {
    const index = indexOf('en', [doc(1, 'Riva bench'), doc(2, 'Astor sofa'), doc(3, 'Lido'), doc(4, 'Astor sofa')])
    const rankOf = (id: number) => index.titleRank([...index.documents()].find((number) => index.entry(number)?.id === id) ?? -1)
    expect([1, 2, 3, 4].map(rankOf)).toEqual([2, 1, 0, 1])
    index.upsert(doc(3, 'Zeta armchair'))
    expect([1, 2, 3, 4].map(rankOf)).toEqual([1, 0, 2, 0])
    index.remove({ type: 'products', id: 2 })
    expect(index.size).toBe(3)
    expect(rankOf(4)).toBe(0)
  })
})

describe('search scratch arrays', () => {
  it('leaves no score behind between queries, and grows with the index', () => {
    const index = indexOf('en', [doc(1, 'Astor sofa', 'Oak legs.'), doc(2, 'Oak table')])
    const first = titles(index, 'sofa oak')
    expect(titles(index, 'oak')).toEqual(['Oak table', 'Astor sofa'])
    expect(titles(index, 'sofa oak')).toEqual(first)
    for (let id = 3; id < 300; id += 1) index.upsert(doc(id, `Oak shelf ${id}`))
    expect(titles(index, 'astor')).toEqual(['Astor sofa'])
    expect(titles(index, 'shelf 299')).toEqual(['Oak shelf 299'])
  })
})
