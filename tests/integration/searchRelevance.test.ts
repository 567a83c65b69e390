import { describe, expect, it } from 'vitest'
import type { Locale } from '@/i18n/locales'
import { parseQuery } from '@/features/search/logic/query'
import { search } from '@/features/search/logic/search'
import { SearchIndex } from '@/features/search/logic/searchIndex'
import { synonymMap } from '@/features/search/logic/synonyms'
import { demoDocuments, demoSynonyms } from '../fixtures/search/demoDocuments'
import { relevanceTable } from '../fixtures/search/relevanceTable'

const table = relevanceTable

const now = Date.parse('2026-11-01T00:00:00Z')
const indexes = new Map<Locale, SearchIndex>()

function indexFor(locale: Locale): SearchIndex {
  const existing = indexes.get(locale)
  if (existing) return existing
  const index = new SearchIndex(locale)
  for (const doc of demoDocuments(locale)) index.upsert(doc)
  indexes.set(locale, index)
  return index
}

describe('relevance over the demo content', () => {
  it('has at least 40 queries in all seven languages', () => {
    expect(table.length).toBeGreaterThanOrEqual(40)
    expect(new Set(table.map((row) => row.locale)).size).toBe(7)
  })

  it.each(table)('$locale "$q" → $want (within $within: $why)', ({ locale, q, want, within }) => {
    const hits = search(indexFor(locale), parseQuery(q), { synonyms: synonymMap(locale, demoSynonyms[locale]), now })
    const top = hits.slice(0, within).map((hit) => hit.doc.href)
    expect(top).toContain(want)
  })
})
