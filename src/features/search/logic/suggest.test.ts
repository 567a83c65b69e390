import { describe, expect, it } from 'vitest'
import { parseQuery } from './query'
import { search } from './search'
import { SearchIndex } from './searchIndex'
import { strongHits, suggestionCutOff } from './suggest'
import { synonymMap } from './synonyms'
import type { SearchDocument } from './types'

const now = Date.parse('2026-11-01T00:00:00Z')
const doc = (id: number, title: string, body = ''): SearchDocument => ({ type: 'products', id, title, body, code: null, href: `/p/${id}`, detail: null, publishedAt: '2025-01-01T00:00:00Z' })

function suggest(docs: SearchDocument[], query: string): string[] {
  const index = new SearchIndex('en')
  for (const item of docs) index.upsert(item)
  const hits = search(index, parseQuery(query), { synonyms: synonymMap('en', []), now })
  return strongHits(hits, 8).map((hit) => hit.doc.title)
}

describe('strongHits: suggestions without the weak ones', () => {
  it('keeps hits scoring at least the cut-off share of the best, in order, within the limit', () => {
    const hits = [{ score: 10 }, { score: 6 }, { score: 5 }, { score: 4.9 }, { score: 1 }]
    expect(strongHits(hits, 8)).toEqual([{ score: 10 }, { score: 6 }, { score: 5 }])
    expect(strongHits(hits, 2)).toEqual([{ score: 10 }, { score: 6 }])
    expect(suggestionCutOff).toBe(0.5)
  })

  it('has nothing to cut in an empty list', () => {
    expect(strongHits([], 8)).toEqual([])
  })

  it('drops an item that only mentions the word in its text when others have it in their title', () => {
    const docs = [doc(1, 'Astor sofa'), doc(2, 'Ceres sofa'), doc(3, 'Lido armchair', 'Pairs well with the Astor sofa.')]
    expect(suggest(docs, 'sofa')).toEqual(['Astor sofa', 'Ceres sofa'])
  })

  it('keeps body matches when no title has the word', () => {
    const docs = [doc(1, 'Lido armchair', 'Pairs well with the Astor sofa.'), doc(2, 'Riva bench', 'Oak.')]
    expect(suggest(docs, 'sofa')).toEqual(['Lido armchair'])
  })

  it('keeps a one-edit typo in a title next to exact title matches', () => {
    const docs = [doc(1, 'Marble table'), doc(2, 'Marbel tray')]
    expect(suggest(docs, 'marble')).toContain('Marble table')
  })
})
