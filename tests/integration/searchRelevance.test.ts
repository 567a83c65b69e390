import { describe, expect, it } from 'vitest'
import type { Locale } from '@/i18n/locales'
import { parseQuery } from '@/features/search/logic/query'
import { search } from '@/features/search/logic/search'
import { SearchIndex } from '@/features/search/logic/searchIndex'
import { synonymMap } from '@/features/search/logic/synonyms'
import { demoDocuments, demoSynonyms } from '../fixtures/search/demoDocuments'

/**
 * Relevance over the demo content in seven languages: each query, the item (seed key,
 * material code or file name) that must come first, or within the first three.
 */
const table: { locale: Locale; q: string; want: string; within: 1 | 3; why: string }[] = [
  { locale: 'it', q: 'divano astor', want: 'astor-sofa', within: 1, why: 'two words in the title' },
  { locale: 'it', q: 'divani', want: 'astor-sofa', within: 3, why: 'plural' },
  { locale: 'it', q: 'divnao', want: 'astor-sofa', within: 3, why: 'swapped letters' },
  { locale: 'it', q: 'PLE 04', want: 'PLE 04', within: 1, why: 'material code' },
  { locale: 'it', q: 'ple04', want: 'PLE 04', within: 1, why: 'code without space' },
  { locale: 'it', q: 'av-sof-001', want: 'astor-sofa', within: 1, why: 'product code, lower case' },
  { locale: 'it', q: 'lampade', want: 'faro-floor-lamp', within: 3, why: 'plural' },
  { locale: 'it', q: 'travertino', want: 'PIETRE 08', within: 1, why: 'material name' },
  { locale: 'it', q: 'sofà', want: 'astor-sofa', within: 3, why: 'synonym divano ↔ sofà' },
  { locale: 'it', q: 'poltrona lido', want: 'lido-armchair', within: 1, why: 'two words' },
  { locale: 'it', q: 'carrara', want: 'PIETRE 02', within: 1, why: 'title over body' },
  { locale: 'it', q: 'tribeca', want: 'tribeca-penthouse', within: 1, why: 'project' },
  { locale: 'en', q: 'astor sofa', want: 'astor-sofa', within: 1, why: 'two words' },
  { locale: 'en', q: 'sofas', want: 'astor-sofa', within: 3, why: 'plural' },
  { locale: 'en', q: 'couch', want: 'astor-sofa', within: 3, why: 'synonym couch → sofa' },
  { locale: 'en', q: 'lether', want: 'certified-wood-traceable-leather', within: 3, why: 'missing letter' },
  { locale: 'en', q: 'armchiar', want: 'lido-armchair', within: 3, why: 'swapped letters' },
  { locale: 'en', q: 'AV-LIG-001', want: 'faro-floor-lamp', within: 1, why: 'product code' },
  { locale: 'en', q: 'walnut', want: 'LEGNI 06', within: 1, why: 'material name' },
  { locale: 'en', q: 'tribeca', want: 'tribeca-penthouse', within: 1, why: 'project' },
  { locale: 'en', q: 'flo', want: 'faro-floor-lamp', within: 3, why: 'prefix while typing' },
  { locale: 'de', q: 'sofa astor', want: 'astor-sofa', within: 1, why: 'two words' },
  { locale: 'de', q: 'sessel', want: 'lido-armchair', within: 3, why: 'category word' },
  { locale: 'de', q: 'tische', want: 'ellisse-table', within: 3, why: 'plural' },
  { locale: 'de', q: 'teppich', want: 'duna-rug', within: 3, why: 'rugs' },
  { locale: 'de', q: 'PLE-04', want: 'PLE 04', within: 1, why: 'code with dash' },
  { locale: 'de', q: 'couch', want: 'astor-sofa', within: 3, why: 'synonym couch ↔ sofa' },
  { locale: 'es', q: 'sofa astor', want: 'astor-sofa', within: 1, why: 'no accent' },
  { locale: 'es', q: 'mesas', want: 'ellisse-table', within: 3, why: 'plural' },
  { locale: 'es', q: 'alfombras', want: 'duna-rug', within: 3, why: 'plural' },
  { locale: 'es', q: 'lampara', want: 'faro-floor-lamp', within: 3, why: 'no accent' },
  { locale: 'es', q: 'av-tab-002', want: 'ellisse-table', within: 1, why: 'product code' },
  { locale: 'fr', q: 'canape', want: 'astor-sofa', within: 3, why: 'no accent' },
  { locale: 'fr', q: 'fauteuils', want: 'lido-armchair', within: 3, why: 'plural' },
  { locale: 'fr', q: 'PLE04', want: 'PLE 04', within: 1, why: 'code' },
  { locale: 'fr', q: 'tapis', want: 'duna-rug', within: 3, why: 'rugs' },
  { locale: 'fr', q: 'miroir', want: 'specchio-mirror', within: 1, why: 'product name' },
  { locale: 'fr', q: 'sofa', want: 'astor-sofa', within: 3, why: 'synonym sofa → canapé' },
  { locale: 'ru', q: 'диваны', want: 'astor-sofa', within: 3, why: 'plural' },
  { locale: 'ru', q: 'кресла', want: 'lido-armchair', within: 3, why: 'inflection' },
  { locale: 'ru', q: 'ковер', want: 'duna-rug', within: 3, why: 'ё written as е' },
  { locale: 'ru', q: 'дивна', want: 'astor-sofa', within: 3, why: 'swapped letters' },
  { locale: 'ru', q: 'софа', want: 'astor-sofa', within: 3, why: 'synonym софа → диван' },
  { locale: 'zh', q: '沙发', want: 'astor-sofa', within: 3, why: 'word' },
  { locale: 'zh', q: '扶手椅', want: 'lido-armchair', within: 1, why: 'word' },
  { locale: 'zh', q: '落地灯', want: 'faro-floor-lamp', within: 1, why: 'word' },
  { locale: 'zh', q: '科莫湖畔别墅', want: 'villa-lake-como', within: 1, why: 'phrase without spaces' },
  { locale: 'zh', q: '大理石', want: 'marble-quarry-to-table', within: 3, why: 'word' },
  { locale: 'zh', q: '床垫', want: 'sonno-mattress', within: 3, why: 'word' },
  { locale: 'zh', q: 'PLE 04', want: 'PLE 04', within: 1, why: 'code in Chinese' },
]

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
