import { describe, expect, it } from 'vitest'
import { bitsWhere, countBits, emptyBits, forEachBit, hasBit, intersection, setBit, union } from './bitsets'

const positions = (bits: Uint32Array | null, size: number) => {
  const found: number[] = []
  forEachBit(bits, size, (position) => found.push(position))
  return found
}

describe('bit sets of product positions', () => {
  it('sets, tests and lists positions across word boundaries', () => {
    const bits = emptyBits(70)
    for (const position of [0, 31, 32, 63, 69]) setBit(bits, position)
    expect(positions(bits, 70)).toEqual([0, 31, 32, 63, 69])
    expect(hasBit(bits, 31)).toBe(true)
    expect(hasBit(bits, 30)).toBe(false)
    expect(countBits(bits)).toBe(5)
    expect(positions(null, 4)).toEqual([0, 1, 2, 3])
  })

  it('intersects, unites and counts like plain sets', () => {
    const size = 200
    const evens = bitsWhere(size, (position) => position % 2 === 0)
    const threes = bitsWhere(size, (position) => position % 3 === 0)
    const both = intersection([evens, null, threes])
    expect(positions(both, size)).toEqual(Array.from({ length: size }, (_, i) => i).filter((i) => i % 6 === 0))
    expect(countBits(evens, threes)).toBe(34)
    expect(countBits(threes, null)).toBe(67)
    expect(countBits(union(size, [evens, threes]))).toBe(133)
    expect(intersection([null])).toBeNull()
    expect(countBits(union(size, []))).toBe(0)
  })
})
