/** Shortest query word allowed one typo (as Algolia's and Typesense's defaults: 4). */
export const oneTypoFrom = 4
/** Shortest query word allowed two typos (as Algolia's and Typesense's defaults: 8). */
export const twoTyposFrom = 8

/** Edits allowed for a query word: none under `oneTypoFrom` characters, one from it, two from `twoTyposFrom`. */
export function typoBudget(length: number): number {
  if (length >= twoTyposFrom) return 2
  if (length >= oneTypoFrom) return 1
  return 0
}

/**
 * Damerau–Levenshtein distance (adjacent swaps count as one edit) when it is at most
 * `max`, otherwise `max + 1`; stops early once every path is over budget.
 */
export function boundedDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  if (a === b) return 0
  const width = b.length + 1
  let previous2 = new Array<number>(width).fill(0)
  let previous = Array.from({ length: width }, (_, j) => j)
  let current = new Array<number>(width).fill(0)
  for (let i = 1; i <= a.length; i += 1) {
    current[0] = i
    let rowMin = current[0]
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, (previous2[j - 2] ?? 0) + 1)
      current[j] = value
      if (value < rowMin) rowMin = value
    }
    if (rowMin > max) return max + 1
    ;[previous2, previous, current] = [previous, current, previous2]
  }
  return Math.min(previous[b.length] ?? max + 1, max + 1)
}
