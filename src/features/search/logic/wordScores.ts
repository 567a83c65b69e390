/**
 * Best score per document for one query word, in a dense array indexed by document number
 * and reused from word to word. A `Map` per word cost a hash entry per matching document: a
 * word such as "and" or a code's "sc" matches every generated document at scale (15,000),
 * and the maps' garbage was most of a query's CPU (issue 14).
 */
export class WordScores {
  private readonly scores: Float64Array
  private readonly list: number[] = []

  constructor(capacity: number) {
    this.scores = new Float64Array(capacity)
  }

  /** Keeps the better of the document's current score and `score`. */
  offer(doc: number, score: number): void {
    const previous = this.scores[doc] ?? 0
    if (previous >= score) return
    if (previous === 0) this.list.push(doc)
    this.scores[doc] = score
  }

  score(doc: number): number {
    return this.scores[doc] ?? 0
  }

  /** Documents with a score, in the order they were first scored. */
  documents(): readonly number[] {
    return this.list
  }

  get size(): number {
    return this.list.length
  }

  /** Forgets every score (only the scored documents are touched). */
  clear(): void {
    for (const doc of this.list) this.scores[doc] = 0
    this.list.length = 0
  }
}
