import { stem } from './stem'
import { postingDoc, postingWeight, type PostingList } from './postings'
import type { SearchIndex } from './searchIndex'
import type { SynonymMap } from './synonyms'
import { synonymsOf } from './synonyms'
import { characters, fold, isHan } from './text'
import { boundedDistance, typoBudget } from './typo'
import type { WordScores } from './wordScores'

/** How well a query word matches: exact beats stem beats prefix beats typo. */
export const quality = { exact: 1, stem: 0.95, synonym: 0.9, stemPrefix: 0.85, prefix: 0.75, typo1: 0.6, typo2: 0.45, characters: 0.5 } as const

/** For one query word: the scores (document number → best score) and the index terms that matched (for highlights). */
export interface WordMatch {
  scores: WordScores
  words: Set<string>
  stems: Set<string>
}

const prefixLimit = 40

function collect(into: WordMatch, postings: PostingList | undefined, factor: number): void {
  if (!postings) return
  const scores = into.scores
  for (let i = 0; i < postings.length; i += 1) {
    const posting = postings[i] ?? 0
    scores.offer(postingDoc(posting), postingWeight(posting) * factor)
  }
}

function collectScores(into: WordMatch, scores: ReadonlyMap<number, number>, factor: number): void {
  for (const [doc, weight] of scores) into.scores.offer(doc, weight * factor)
}

function typoMatches(index: SearchIndex, word: string, into: WordMatch): void {
  const budget = typoBudget(word.length)
  // A product or material code typed whole ("scp000941") is found by the code index, not as a misspelt word.
  if (budget === 0 || isHan(word) || index.codes.has(word)) return
  for (const candidate of index.vocabulary.typoCandidates(word, budget)) {
    const distance = boundedDistance(word, candidate, budget)
    if (distance > budget || distance === 0) continue
    into.words.add(candidate)
    collect(into, index.words.get(candidate), distance === 1 ? quality.typo1 : quality.typo2)
  }
}

function chineseCharacters(index: SearchIndex, word: string, into: WordMatch): void {
  // Query cut differently from the text ("扶手椅" vs "扶手" + "椅"): every character must be there.
  let common: Map<number, number> | null = null
  for (const char of word) {
    const postings = index.chars.get(char)
    if (!postings) return
    const next = new Map<number, number>()
    for (const posting of postings) {
      const doc = postingDoc(posting)
      const weight = postingWeight(posting)
      const previous = common ? common.get(doc) : weight
      if (previous !== undefined) next.set(doc, Math.min(previous, weight))
    }
    common = next
  }
  if (!common) return
  for (const char of word) into.words.add(char)
  collectScores(into, common, quality.characters)
}

/**
 * Everything one query word (lower case) matches in an index: the word itself, its stem,
 * its synonyms, words it begins (when `prefix`) and, when the word is unknown, words
 * within its typo budget. The scores go into `scores` (cleared first), shared by the words of a query.
 */
export function matchWord(index: SearchIndex, lower: string, synonyms: SynonymMap, prefix: boolean, scores: WordScores): WordMatch {
  const locale = index.locale
  scores.clear()
  const into: WordMatch = { scores, words: new Set(), stems: new Set() }
  const word = fold(lower)
  const term = stem(locale, lower)
  if (index.words.has(word)) into.words.add(word)
  collect(into, index.words.get(word), quality.exact)
  if (index.stems.has(term)) into.stems.add(term)
  for (const stemWord of index.stems.words(term)) collect(into, index.words.get(stemWord), quality.stem)
  // Stemmers disagree on some forms ("divani" → divan, "divano" → div): words that begin with the stem.
  if (term.length >= 4 && !isHan(term)) {
    for (const candidate of index.vocabulary.withPrefix(term, prefixLimit)) {
      if (candidate.length > term.length + 3) continue
      into.words.add(candidate)
      collect(into, index.words.get(candidate), quality.stemPrefix)
    }
  }
  for (const synonym of synonymsOf(locale, synonyms, lower)) {
    const synonymStem = stem(locale, synonym)
    into.stems.add(synonymStem)
    into.words.add(fold(synonym))
    collect(into, index.words.get(fold(synonym)), quality.synonym)
    for (const stemWord of index.stems.words(synonymStem)) collect(into, index.words.get(stemWord), quality.synonym)
  }
  // A whole known word of 5 letters or more is not widened as a prefix (it costs, and adds little).
  if (prefix && word.length >= 2 && !(word.length >= 5 && index.words.has(word))) {
    for (const candidate of index.vocabulary.withPrefix(word, prefixLimit)) {
      into.words.add(candidate)
      collect(into, index.words.get(candidate), quality.prefix)
    }
  }
  if (into.scores.size === 0) typoMatches(index, word, into)
  if (into.scores.size === 0 && isHan(word) && characters(word).length > 1) chineseCharacters(index, word, into)
  return into
}
