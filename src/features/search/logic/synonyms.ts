import type { Locale } from '@/i18n/locales'
import { stem } from './stem'
import type { SynonymEntry } from './types'
import { words } from './text'

/** For a stem, the other words a query may also mean. */
export type SynonymMap = Map<string, string[]>

/**
 * Builds the lookup of one language's synonym entries. Terms are compared by stem, so
 * "couches" finds what "couch" → "sofa" says. Multi-word terms use their first word.
 */
export function synonymMap(locale: Locale, entries: readonly SynonymEntry[]): SynonymMap {
  const map: SynonymMap = new Map()
  const add = (from: string, to: string) => {
    const key = stem(locale, from)
    const list = map.get(key) ?? []
    if (to !== from && !list.includes(to)) list.push(to)
    map.set(key, list)
  }
  for (const entry of entries) {
    const terms = entry.terms.map((term) => words(term)[0]?.lower).filter((term): term is string => Boolean(term))
    if (terms.length < 2) continue
    const sources = entry.oneWay ? terms.slice(0, 1) : terms
    for (const from of sources) for (const to of terms) add(from, to)
  }
  return map
}

/** The other words a query word may mean (never the word itself). */
export function synonymsOf(locale: Locale, map: SynonymMap, lower: string): string[] {
  return map.get(stem(locale, lower)) ?? []
}
