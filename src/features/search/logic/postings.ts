/**
 * One term's postings packed as integers, ascending by document: `document × 4 + weight`
 * (weights are 1–3). A `Map<number, number>` per term cost about 40 bytes an entry; a small
 * integer in an array costs 8, in an `Int32Array` 4 (issue 14: the index was 170–300 MB per
 * language at 10,000 products and 5,000 materials). Lists being changed are plain arrays;
 * `compact` freezes the long ones into `Int32Array`s.
 */
export type PostingList = readonly number[] | Int32Array

/** Lists longer than this become `Int32Array`s when compacted (shorter ones: the typed array's own cost would not pay). */
const typedFrom = 16

/** Largest field weight a posting can hold (two bits). */
export const maxPostingWeight = 3

export const postingDoc = (posting: number): number => posting >>> 2
export const postingWeight = (posting: number): number => posting & 3

/** term → its postings (documents with the weight of the best field the term appears in). */
export class Postings {
  private readonly map = new Map<string, number[] | Int32Array>()

  /** The list of a term, as a plain array that can change (a compacted one is thawed). */
  private editable(term: string): number[] | undefined {
    const list = this.map.get(term)
    if (!list || Array.isArray(list)) return list
    const thawed = Array.from(list)
    this.map.set(term, thawed)
    return thawed
  }

  /** Adds a posting; documents are numbered in the order they are added, so this appends. */
  add(term: string, doc: number, weight: number): void {
    const packed = doc * 4 + Math.min(weight, maxPostingWeight)
    const list = this.editable(term)
    if (!list) {
      this.map.set(term, [packed])
      return
    }
    const at = find(list, doc)
    if (at < list.length && postingDoc(list[at] ?? 0) === doc) {
      if (postingWeight(list[at] ?? 0) < weight) list[at] = packed
    } else if (at === list.length) list.push(packed)
    else list.splice(at, 0, packed)
  }

  /** Removes a document from a term; true when the term has no documents left. */
  remove(term: string, doc: number): boolean {
    const list = this.editable(term)
    if (!list) return false
    const at = find(list, doc)
    if (at < list.length && postingDoc(list[at] ?? 0) === doc) list.splice(at, 1)
    if (list.length > 0) return false
    this.map.delete(term)
    return true
  }

  get(term: string): PostingList | undefined {
    return this.map.get(term)
  }

  /**
   * Copies each changed list to its exact length (appending leaves up to half of an array's
   * room unused), long ones as `Int32Array`s. Run after a batch of changes (the vocabulary's
   * refresh does).
   */
  compact(): void {
    for (const [term, list] of this.map) {
      if (!Array.isArray(list)) continue
      if (list.length > typedFrom) this.map.set(term, Int32Array.from(list))
      else if (list.length > 4) this.map.set(term, list.slice())
    }
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

/** Position of the first posting whose document is ≥ `doc` (binary search). */
function find(list: ArrayLike<number>, doc: number): number {
  const last = list[list.length - 1]
  if (last === undefined || postingDoc(last) < doc) return list.length
  let low = 0
  let high = list.length
  while (low < high) {
    const mid = (low + high) >> 1
    if (postingDoc(list[mid] ?? 0) < doc) low = mid + 1
    else high = mid
  }
  return low
}

/**
 * Stem → the folded words that had it. A stem's documents are its words' postings: no second
 * set of postings (it was half of the index). A word whose documents are all gone is unlinked.
 */
export class StemWords {
  private readonly map = new Map<string, string[]>()

  link(stem: string, word: string): void {
    const list = this.map.get(stem)
    if (!list) this.map.set(stem, [word])
    else if (!list.includes(word)) list.push(word)
  }

  unlink(stem: string, word: string): void {
    const list = this.map.get(stem)
    if (!list) return
    const at = list.indexOf(word)
    if (at >= 0) list.splice(at, 1)
    if (list.length === 0) this.map.delete(stem)
  }

  has(stem: string): boolean {
    return this.map.has(stem)
  }

  words(stem: string): readonly string[] {
    return this.map.get(stem) ?? []
  }
}
