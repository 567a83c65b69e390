/** term → document number → weight (the best field the term appears in). */
export class Postings {
  private readonly map = new Map<string, Map<number, number>>()

  add(term: string, doc: number, weight: number): void {
    let docs = this.map.get(term)
    if (!docs) {
      docs = new Map()
      this.map.set(term, docs)
    }
    if ((docs.get(doc) ?? 0) < weight) docs.set(doc, weight)
  }

  remove(term: string, doc: number): boolean {
    const docs = this.map.get(term)
    if (!docs) return false
    docs.delete(doc)
    if (docs.size > 0) return false
    this.map.delete(term)
    return true
  }

  get(term: string): ReadonlyMap<number, number> | undefined {
    return this.map.get(term)
  }

  has(term: string): boolean {
    return this.map.has(term)
  }

  terms(): IterableIterator<string> {
    return this.map.keys()
  }

  get size(): number {
    return this.map.size
  }
}

/** A sorted word list for prefix lookups and length buckets for typo lookups, rebuilt after changes. */
export class Vocabulary {
  private sorted: string[] = []
  private byLength = new Map<number, string[]>()
  private dirty = true

  constructor(private readonly source: () => Iterable<string>) {}

  invalidate(): void {
    this.dirty = true
  }

  private refresh(): void {
    if (!this.dirty) return
    this.sorted = [...this.source()].sort()
    this.byLength = new Map()
    for (const word of this.sorted) {
      const bucket = this.byLength.get(word.length) ?? []
      bucket.push(word)
      this.byLength.set(word.length, bucket)
    }
    this.dirty = false
  }

  /** Words that start with `prefix` (longer than it), at most `limit`, shortest first. */
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

  /** Words of a length between `min` and `max`. */
  ofLengths(min: number, max: number): string[][] {
    this.refresh()
    const buckets: string[][] = []
    for (let length = min; length <= max; length += 1) {
      const bucket = this.byLength.get(length)
      if (bucket) buckets.push(bucket)
    }
    return buckets
  }
}
