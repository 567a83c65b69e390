import { mayBeCode } from './code'
import { matchWord } from './match'
import { rankHits } from './rank'
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

interface Scratch {
  wordScores: WordScores
  /** Per document number: the sum of its words' scores, and how many words it matched. */
  totals: Float64Array
  counts: Uint8Array
}

/**
 * Arrays as long as the index's document numbers, kept between queries (allocating and
 * zeroing them cost more than a rare word's whole query) and left zeroed after each: a
 * search runs to its end synchronously, so one set per index is never shared by two.
 */
const scratches = new WeakMap<SearchIndex, Scratch>()

function scratchOf(index: SearchIndex): Scratch {
  const capacity = index.capacity
  const existing = scratches.get(index)
  if (existing && existing.totals.length >= capacity) return existing
  // Room to grow: upserts number documents on from the last.
  const length = capacity + (capacity >> 3) + 16
  const scratch = { wordScores: new WordScores(length), totals: new Float64Array(length), counts: new Uint8Array(length) }
  scratches.set(index, scratch)
  return scratch
}

/**
 * Ranks the documents of an index for a query: each query word scores its best match
 * (field weight × match quality); documents with every word come before those with some;
 * exact codes first; fresh items slightly boosted; ties by shorter title. Scores are summed
 * in dense arrays indexed by document number (no per-query maps).
 */
export function search(index: SearchIndex, query: ParsedQuery, options: SearchOptions): Hit[] {
  if (query.words.length === 0) return []
  const scratch = scratchOf(index)
  const { totals, counts } = scratch
  const scored: number[] = []
  const hits: (Hit & { number: number })[] = []
  try {
    const { words, stems } = scoreWords(index, query, options.synonyms, scratch, scored)
    let best = 0
    for (const doc of scored) best = Math.max(best, counts[doc] ?? 0)
    const now = options.now ?? Date.now()
    for (const number of scored) {
      if (counts[number] !== best) continue
      const doc = index.entry(number)
      if (!doc || options.exclude?.(doc)) continue
      const time = index.time(number)
      const fresh = time > 0 && now - time < freshDays * 86_400_000 && time <= now
      hits.push({ doc, score: (totals[number] ?? 0) * (fresh ? freshBoost : 1), words, stems, number })
    }
  } finally {
    // Left zeroed for the next query, whatever happened in this one.
    for (const number of scored) {
      totals[number] = 0
      counts[number] = 0
    }
    scratch.wordScores.clear()
  }
  return rankHits(hits, (hit) => index.titleRank(hit.number))
}

/**
 * Sums each query word's best score per document into the scratch arrays (and the code
 * boosts), listing in `scored` every document touched; returns the terms that matched.
 */
function scoreWords(index: SearchIndex, query: ParsedQuery, synonyms: SynonymMap, scratch: Scratch, scored: number[]): { words: Set<string>; stems: Set<string> } {
  const { wordScores, totals, counts } = scratch
  const words = new Set<string>()
  const stems = new Set<string>()
  query.words.forEach((word, position) => {
    const match = matchWord(index, word, synonyms, query.typing && position === query.words.length - 1, wordScores)
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
  return { words, stems }
}
