/** Digits in a word: an edit changes this count by at most one (the shape filter of typo lookups). */
function digitCount(word: string): number {
  let count = 0
  for (let i = 0; i < word.length; i += 1) {
    const code = word.charCodeAt(i)
    if (code >= 48 && code <= 57) count += 1
  }
  return count
}

/** Bucket key of a word's shape: its length and its number of digits. */
const shapeKey = (length: number, digits: number): number => length * 1_048_576 + digits

/**
 * A sorted word list for prefix lookups, and shape buckets and letter pairs for typo lookups,
 * rebuilt after changes.
 */
export class Vocabulary {
  private sorted: string[] = []
  /** Length × digit count → words (a word within `e` edits differs by ≤ e in both). */
  private byShape = new Map<number, string[]>()
  /** Letter pair → positions in `sorted` of the words containing it (typo candidates). */
  private pairs = new Map<string, number[]>()
  private dirty = true

  constructor(private readonly source: () => Iterable<string>) {}

  invalidate(): void {
    this.dirty = true
  }

  /** Rebuilds the lists now if anything changed (otherwise the next lookup does). */
  prepare(): void {
    this.refresh()
  }

  private refresh(): void {
    if (!this.dirty) return
    this.sorted = [...this.source()].sort()
    this.byShape = new Map()
    this.pairs = new Map()
    this.sorted.forEach((word, position) => {
      const key = shapeKey(word.length, digitCount(word))
      const bucket = this.byShape.get(key)
      if (bucket) bucket.push(word)
      else this.byShape.set(key, [word])
      for (const pair of new Set(letterPairs(word))) {
        const list = this.pairs.get(pair) ?? []
        list.push(position)
        this.pairs.set(pair, list)
      }
    })
    this.dirty = false
  }

  /**
   * Words that start with `prefix` (longer than it), at most `limit`, shortest first. The
   * words sharing a prefix are one range of the sorted list, found by binary search; only
   * the first `limit × 4` of the range are looked at.
   */
  withPrefix(prefix: string, limit: number): string[] {
    this.refresh()
    let low = 0
    let high = this.sorted.length
    while (low < high) {
      const mid = (low + high) >> 1
      if ((this.sorted[mid] ?? '') < prefix) low = mid + 1
      else high = mid
    }
    const found: string[] = []
    for (let i = low; i < this.sorted.length && found.length < limit * 4; i += 1) {
      const word = this.sorted[i]
      if (word === undefined || !word.startsWith(prefix)) break
      if (word !== prefix) found.push(word)
    }
    return found.sort((a, b) => a.length - b.length).slice(0, limit)
  }

  /**
   * Words that may be within `edits` of `word` (the caller computes the distance). Two
   * necessary conditions, the cheaper one first: the same shape within `edits` (length and
   * number of digits: a letter word is never compared with the catalogue's thousands of
   * numbers and codes), and by the q-gram lemma at least `length − 1 − 3·edits` shared letter
   * pairs (a swap of neighbours breaks three). The pair lists are counted only when they are
   * shorter than the shape buckets they would filter.
   */
  typoCandidates(word: string, edits: number): string[] {
    this.refresh()
    const buckets = this.ofShapes(word, edits)
    const needed = word.length - 1 - 3 * edits
    if (needed <= 0) return buckets.flat()
    const pairs = [...new Set(letterPairs(word))].map((pair) => this.pairs.get(pair) ?? [])
    const inBuckets = buckets.reduce((sum, bucket) => sum + bucket.length, 0)
    // Measuring a word's distance costs about what counting a few postings of its pairs does.
    if (inBuckets * 4 <= pairs.reduce((sum, list) => sum + list.length, 0)) return buckets.flat()
    const counts = new Map<number, number>()
    for (const list of pairs) for (const position of list) counts.set(position, (counts.get(position) ?? 0) + 1)
    const digits = digitCount(word)
    const found: string[] = []
    for (const [position, count] of counts) {
      const candidate = this.sorted[position]
      if (count >= needed && candidate !== undefined && Math.abs(candidate.length - word.length) <= edits && Math.abs(digitCount(candidate) - digits) <= edits) found.push(candidate)
    }
    return found
  }

  /** Buckets of the words whose length and number of digits are each within `edits` of the word's. */
  ofShapes(word: string, edits: number): string[][] {
    this.refresh()
    const digits = digitCount(word)
    const buckets: string[][] = []
    for (let length = Math.max(0, word.length - edits); length <= word.length + edits; length += 1) {
      for (let count = Math.max(0, digits - edits); count <= Math.min(length, digits + edits); count += 1) {
        const bucket = this.byShape.get(shapeKey(length, count))
        if (bucket) buckets.push(bucket)
      }
    }
    return buckets
  }
}

/** The overlapping letter pairs of a word ("sofa" → so, of, fa). */
function letterPairs(word: string): string[] {
  const pairs: string[] = []
  for (let i = 0; i + 1 < word.length; i += 1) pairs.push(word.slice(i, i + 2))
  return pairs
}
