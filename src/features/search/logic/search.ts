import { mayBeCode } from './code'
import { matchWord } from './match'
import type { ParsedQuery } from './query'
import type { SearchIndex } from './searchIndex'
import type { SynonymMap } from './synonyms'
import type { SearchDocument } from './types'
import { WordScores } from './wordScores'

/** Score added for an exact product or material code: codes always come first. */
export const codeBoost = 1000
/** Score added when the query begins a code ("PLE" → PLE 01, PLE 02…). */
export const codePrefixBoost = 50
/** Items published within this many days get `freshBoost` times their score. */
export const freshDays = 180
export const freshBoost = 1.1

export interface Hit {
  doc: SearchDocument
  score: number
  /** Folded words and stems that matched in this index (for highlighting). */
  words: ReadonlySet<string>
  stems: ReadonlySet<string>
}

export interface SearchOptions {
  synonyms: SynonymMap
  /** Documents left out (hidden for this language). */
  exclude?: (doc: SearchDocument) => boolean
  /** For the freshness boost; the current time by default. */
  now?: number
}

function codeScores(index: SearchIndex, compact: string): Map<number, number> {
  const scores = new Map<number, number>()
  if (compact.length < 2) return scores
  for (const doc of index.codes.get(compact) ?? []) scores.set(doc, codeBoost)
  if (compact.length >= 3 && (mayBeCode(compact) || /^[a-z]+$/.test(compact))) {
    for (const code of index.codeList.withPrefix(compact, 200)) {
      for (const doc of index.codes.get(code) ?? []) if (!scores.has(doc)) scores.set(doc, codePrefixBoost)
    }
  }
  return scores
}

/**
 * Ranks the documents of an index for a query: each query word scores its best match
 * (field weight × match quality); documents with every word come before those with some;
 * exact codes first; fresh items slightly boosted; ties by shorter title. Scores are summed
 * in dense arrays indexed by document number (no per-query maps).
 */
export function search(index: SearchIndex, query: ParsedQuery, options: SearchOptions): Hit[] {
  if (query.words.length === 0) return []
  const capacity = index.capacity
  const wordScores = new WordScores(capacity)
  const totals = new Float64Array(capacity)
  const counts = new Uint8Array(capacity)
  const scored: number[] = []
  const words = new Set<string>()
  const stems = new Set<string>()
  query.words.forEach((word, position) => {
    const match = matchWord(index, word, options.synonyms, query.typing && position === query.words.length - 1, wordScores)
    for (const doc of wordScores.documents()) {
      if (counts[doc] === 0) scored.push(doc)
      totals[doc] = (totals[doc] ?? 0) + wordScores.score(doc)
      counts[doc] = (counts[doc] ?? 0) + 1
    }
    for (const term of match.words) words.add(term)
    for (const term of match.stems) stems.add(term)
  })
  for (const [doc, score] of codeScores(index, query.compact)) {
    if (counts[doc] === 0) scored.push(doc)
    totals[doc] = (totals[doc] ?? 0) + score
    counts[doc] = query.words.length
  }
  let best = 0
  for (const doc of scored) best = Math.max(best, counts[doc] ?? 0)
  const now = options.now ?? Date.now()
  const hits: Hit[] = []
  for (const number of scored) {
    if (counts[number] !== best) continue
    const doc = index.entry(number)
    if (!doc || options.exclude?.(doc)) continue
    const time = index.time(number)
    const fresh = time > 0 && now - time < freshDays * 86_400_000 && time <= now
    hits.push({ doc, score: (totals[number] ?? 0) * (fresh ? freshBoost : 1), words, stems })
  }
  // Cheap tie-breaks only (no collation): thousands of hits are sorted per query.
  return hits.sort((a, b) => b.score - a.score || a.doc.title.length - b.doc.title.length || (a.doc.title < b.doc.title ? -1 : a.doc.title > b.doc.title ? 1 : 0))
}
