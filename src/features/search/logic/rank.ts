/**
 * Positions `order` reordered by `keys[position]` ascending, keeping the given order among
 * equal keys (a counting sort: keys are integers in `[0, range)`). Linear in positions + range.
 */
export function countingOrder(keys: ArrayLike<number>, range: number, order: ArrayLike<number>): Int32Array {
  const starts = new Int32Array(range + 1)
  for (let i = 0; i < order.length; i += 1) {
    const key = keys[order[i] ?? 0] ?? 0
    starts[key + 1] = (starts[key + 1] ?? 0) + 1
  }
  for (let key = 1; key <= range; key += 1) starts[key] = (starts[key] ?? 0) + (starts[key - 1] ?? 0)
  const out = new Int32Array(order.length)
  for (let i = 0; i < order.length; i += 1) {
    const position = order[i] ?? 0
    const key = keys[position] ?? 0
    const at = starts[key] ?? 0
    out[at] = position
    starts[key] = at + 1
  }
  return out
}

/**
 * Hits by score (highest first), ties by title rank (lowest first), equal ones in the order
 * given: what a stable comparison sort with those rules gives, in linear time. A common word
 * has thousands of hits at scale and comparison-sorting them was most of such a query's CPU
 * (issue 14); scores take few distinct values (field weights × match qualities) and title
 * ranks are small integers, so two stable counting passes do it: by title rank, then by score.
 */
export function rankHits<T extends { score: number }>(hits: readonly T[], titleRank: (hit: T) => number): T[] {
  if (hits.length < 2) return [...hits]
  const distinct: number[] = []
  const scoreGroup = new Int32Array(hits.length)
  const titleRanks = new Int32Array(hits.length)
  let group = -1
  let maxRank = 0
  hits.forEach((hit, position) => {
    // Neighbouring hits mostly share their score: look further only when it changes.
    if (group < 0 || distinct[group] !== hit.score) {
      group = distinct.indexOf(hit.score)
      if (group < 0) group = distinct.push(hit.score) - 1
    }
    scoreGroup[position] = group
    const rank = titleRank(hit)
    titleRanks[position] = rank
    if (rank > maxRank) maxRank = rank
  })
  // Score groups renumbered highest score first.
  const byScore = distinct.map((score, index) => ({ score, index })).sort((a, b) => b.score - a.score)
  const place = new Int32Array(distinct.length)
  byScore.forEach((entry, position) => {
    place[entry.index] = position
  })
  const scoreKeys = scoreGroup.map((index) => place[index] ?? 0)
  const given = Int32Array.from(hits.keys())
  const order = countingOrder(scoreKeys, distinct.length, countingOrder(titleRanks, maxRank + 1, given))
  return Array.from(order, (position) => hits[position]).filter((hit): hit is T => hit !== undefined)
}

/** Title tie-break order: shorter first, then by code units (no collation: it is only a tie-break). */
export function compareTitles(a: string, b: string): number {
  return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0)
}

/**
 * Places of titles in `compareTitles` order, indexed like `titles` (by document number; a
 * missing document is left at 0); equal titles share a place.
 */
export function rankTitles(titles: readonly (string | undefined)[]): Int32Array {
  const numbers: number[] = []
  titles.forEach((title, number) => {
    if (title !== undefined) numbers.push(number)
  })
  const title = (number: number): string => titles[number] ?? ''
  numbers.sort((a, b) => compareTitles(title(a), title(b)))
  const ranks = new Int32Array(titles.length)
  let rank = 0
  numbers.forEach((number, position) => {
    const previous = numbers[position - 1]
    if (previous !== undefined && compareTitles(title(previous), title(number)) !== 0) rank += 1
    ranks[number] = rank
  })
  return ranks
}
