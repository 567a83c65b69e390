import type { ParsedQuery } from './query'
import type { SearchIndex } from './searchIndex'
import { fold, isHan } from './text'
import { boundedDistance } from './typo'

/**
 * "Did you mean": each unknown query word replaced by the nearest known word (up to two
 * edits, the most frequent on ties); null when nothing would change.
 */
export function didYouMean(index: SearchIndex, query: ParsedQuery): string | null {
  const words = query.words.map((lower) => {
    const word = fold(lower)
    return { word, nearest: nearestKnownWord(index, word) }
  })
  if (words.every(({ nearest }) => nearest === null)) return null
  return words.map(({ word, nearest }) => nearest ?? word).join(' ')
}

/** Shorter first, then in code-unit order (the order the buckets are in). */
const before = (a: string, b: string): boolean => a.length < b.length || (a.length === b.length && a < b)

/** The known word nearest to an unknown one; null when the word is known, Chinese, short or has no near neighbour. */
function nearestKnownWord(index: SearchIndex, word: string): string | null {
  if (index.words.has(word) || isHan(word) || word.length < 3) return null
  let best: { word: string; distance: number; frequency: number } | null = null
  for (const bucket of index.vocabulary.ofShapes(word, 2)) {
    for (const candidate of bucket) {
      const distance = boundedDistance(word, candidate, 2)
      if (distance > 2) continue
      const frequency = index.words.get(candidate)?.length ?? 0
      if (!best || distance < best.distance || (distance === best.distance && (frequency > best.frequency || (frequency === best.frequency && before(candidate, best.word))))) best = { word: candidate, distance, frequency }
    }
  }
  return best?.word ?? null
}

/** A suggestion must score at least this share of the best one. */
export const suggestionCutOff = 0.5

/**
 * Suggestions while typing: the best hits, without the weak ones a visitor would find unrelated
 * (a word found only in some body text when other items have it in their title).
 */
export function strongHits<T extends { score: number }>(hits: readonly T[], limit: number, cutOff = suggestionCutOff): T[] {
  const best = hits[0]?.score ?? 0
  return hits.slice(0, limit).filter((hit) => hit.score >= best * cutOff)
}
