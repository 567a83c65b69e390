/**
 * Sets of product positions as bit arrays (32 positions a word): the facet logic intersects and
 * counts them instead of walking every product for every value.
 */
export type Bits = Uint32Array

export const emptyBits = (size: number): Bits => new Uint32Array((size + 31) >>> 5)

export function setBit(bits: Bits, position: number): void {
  bits[position >>> 5] = (bits[position >>> 5] ?? 0) | (1 << (position & 31))
}

export const hasBit = (bits: Bits, position: number): boolean => ((bits[position >>> 5] ?? 0) & (1 << (position & 31))) !== 0

/** The positions for which `test` holds. */
export function bitsWhere(size: number, test: (position: number) => boolean): Bits {
  const bits = emptyBits(size)
  for (let position = 0; position < size; position++) if (test(position)) setBit(bits, position)
  return bits
}

function popcount(word: number): number {
  let x = word - ((word >>> 1) & 0x55555555)
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333)
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24
}

/** How many positions are in `bits`, or in both `bits` and `within` (null: every position). */
export function countBits(bits: Bits, within: Bits | null = null): number {
  let total = 0
  for (let word = 0; word < bits.length; word++) total += popcount((bits[word] ?? 0) & (within ? (within[word] ?? 0) : 0xffffffff))
  return total
}

/** The union of some sets (empty when there are none). */
export function union(size: number, sets: readonly Bits[]): Bits {
  const result = emptyBits(size)
  for (const set of sets) for (let word = 0; word < result.length; word++) result[word] = (result[word] ?? 0) | (set[word] ?? 0)
  return result
}

/** The intersection of some sets; null (meaning every position) when there are none. */
export function intersection(sets: readonly (Bits | null)[]): Bits | null {
  const present = sets.filter((set): set is Bits => set !== null)
  const [first, ...rest] = present
  if (!first) return null
  const result = first.slice()
  for (const set of rest) for (let word = 0; word < result.length; word++) result[word] = (result[word] ?? 0) & (set[word] ?? 0)
  return result
}

/** Calls `visit` for each position in `bits` (every position below `size` when null), in order. */
export function forEachBit(bits: Bits | null, size: number, visit: (position: number) => void): void {
  if (bits === null) {
    for (let position = 0; position < size; position++) visit(position)
    return
  }
  for (let word = 0; word < bits.length; word++) {
    let remaining = bits[word] ?? 0
    while (remaining !== 0) {
      const low = remaining & -remaining
      visit((word << 5) + 31 - Math.clz32(low))
      remaining ^= low
    }
  }
}
