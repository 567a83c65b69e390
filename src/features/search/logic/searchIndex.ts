import type { Locale } from '@/i18n/locales'
import { compactCode } from './code'
import { maxPostingWeight, Postings, StemWords } from './postings'
import { stem } from './stem'
import { isHan, words, fold } from './text'
import { documentKey, type SearchDocument } from './types'
import { Vocabulary } from './vocabulary'
import { rankTitles } from './rank'

/** Weights of the fields a word is found in: a title match beats a body match. */
export const fieldWeights = { title: 3, body: 1 } as const

/**
 * A document and what ranking needs of it. The terms it added are not kept (three sets per
 * document were a third of the index): removing it tokenizes its text again, the same way.
 */
interface Entry {
  doc: SearchDocument
  code: string | null
  time: number
}

/** Field weights fit in a posting's two bits. */
const weights: readonly number[] = Object.values(fieldWeights)
if (weights.some((weight) => weight > maxPostingWeight)) throw new Error('Field weights must be at most maxPostingWeight')

/**
 * An in-memory inverted index of one language: folded words, stems, Chinese characters and
 * compacted codes, each to the documents containing them with the weight of the best field.
 * Documents are added, replaced and removed one by one (incremental updates).
 */
export class SearchIndex {
  readonly words = new Postings()
  /** Stems to the words that had them (a stem's documents are its words' postings). */
  readonly stems = new StemWords()
  readonly chars = new Postings()
  readonly codes = new Map<string, Set<number>>()
  /** Refreshed on the first query after changes: the postings are compacted then too. */
  readonly vocabulary = new Vocabulary(() => {
    this.words.compact()
    this.chars.compact()
    return this.words.terms()
  })
  readonly codeList = new Vocabulary(() => this.codes.keys())
  /** By document number (an array: ranking looks documents up by the thousand). */
  private readonly entries: (Entry | undefined)[] = []
  private count = 0
  /** Per document number, the place of its title in title order (rebuilt after changes). */
  private titleRanks: Int32Array | null = null
  private readonly numbers = new Map<string, number>()
  private next = 0

  constructor(readonly locale: Locale) {}

  get size(): number {
    return this.count
  }

  /** One more than the highest document number given so far (for arrays indexed by it). */
  get capacity(): number {
    return this.next
  }

  entry(number: number): SearchDocument | undefined {
    return this.entries[number]?.doc
  }

  time(number: number): number {
    return this.entries[number]?.time ?? 0
  }

  /**
   * The place of a document's title in the tie-break order of ranking (shorter first, then by
   * code units; equal titles share a place), so that sorting hits compares numbers only.
   */
  titleRank(number: number): number {
    this.titleRanks ??= rankTitles(Array.from({ length: this.next }, (_, number) => this.entries[number]?.doc.title))
    return this.titleRanks[number] ?? 0
  }

  documents(): IterableIterator<number> {
    return this.entries.flatMap((entry, number) => (entry ? [number] : [])).values()
  }

  /** Adds a document, replacing the one with the same type and id. */
  upsert(doc: SearchDocument): void {
    this.remove(doc)
    const number = this.next++
    const entry: Entry = { doc, code: null, time: doc.publishedAt ? Date.parse(doc.publishedAt) || 0 : 0 }
    this.addText(number, doc.title, fieldWeights.title)
    this.addText(number, doc.body, fieldWeights.body)
    if (doc.code) {
      const code = compactCode(doc.code)
      entry.code = code
      const set = this.codes.get(code) ?? new Set()
      set.add(number)
      this.codes.set(code, set)
      this.codeList.invalidate()
      // The code's own words ("PLE", "04") are title words too.
      this.addText(number, doc.code, fieldWeights.title)
    }
    this.entries[number] = entry
    this.count += 1
    this.numbers.set(documentKey(doc), number)
    this.vocabulary.invalidate()
    this.titleRanks = null
  }

  remove(doc: Pick<SearchDocument, 'type' | 'id'>): boolean {
    const key = documentKey(doc)
    const number = this.numbers.get(key)
    if (number === undefined) return false
    const entry = this.entries[number]
    if (entry) {
      const terms = this.termsOf(entry.doc)
      for (const [word, stems] of terms.words) {
        if (!this.words.remove(word, number)) continue
        for (const term of stems) this.stems.unlink(term, word)
      }
      for (const char of terms.chars) this.chars.remove(char, number)
      if (entry.code) {
        const set = this.codes.get(entry.code)
        set?.delete(number)
        if (set && set.size === 0) this.codes.delete(entry.code)
        this.codeList.invalidate()
      }
    }
    if (this.entries[number]) this.count -= 1
    this.entries[number] = undefined
    this.numbers.delete(key)
    this.vocabulary.invalidate()
    this.titleRanks = null
    return true
  }

  /**
   * Builds the word lists and compacts the postings after a batch of changes (otherwise the
   * first query does, and the index holds its growth room until then).
   */
  prepare(): void {
    this.vocabulary.prepare()
    this.codeList.prepare()
    this.titleRank(0)
  }

  /** Keys (`type:id`) of the documents in the index. */
  keys(): IterableIterator<string> {
    return this.numbers.keys()
  }

  private addText(number: number, text: string, weight: number): void {
    for (const span of words(text)) {
      const word = fold(span.lower)
      this.words.add(word, number, weight)
      this.stems.link(stem(this.locale, span.lower), word)
      if (isHan(word)) for (const char of word) this.chars.add(char, number, weight)
    }
  }

  /** The terms a document added, found again from its text (as `addText` found them). */
  private termsOf(doc: SearchDocument): { words: Map<string, Set<string>>; chars: Set<string> } {
    const terms = { words: new Map<string, Set<string>>(), chars: new Set<string>() }
    for (const text of [doc.title, doc.body, doc.code ?? '']) {
      for (const span of words(text)) {
        const word = fold(span.lower)
        const stems = terms.words.get(word) ?? new Set<string>()
        stems.add(stem(this.locale, span.lower))
        terms.words.set(word, stems)
        if (isHan(word)) for (const char of word) terms.chars.add(char)
      }
    }
    return terms
  }
}
