/**
 * Seeded randomness for the scale seed: every generated document draws from its own
 * generator, seeded by a salt and its index, so document n is the same whatever else is
 * generated and however many there are.
 */
import { createRng } from '@/seed/images/noise'

export interface Rng {
  /** [0, 1) */
  next(): number
  /** Integer in [min, max], both included. */
  int(min: number, max: number): number
  /** True with probability p. */
  chance(p: number): boolean
  pick<T>(items: readonly T[]): T
  /** Picks by weight: `[value, weight]` pairs. */
  weighted<T>(items: readonly (readonly [T, number])[]): T
  /** n distinct items in their original order (all of them when n ≥ length). */
  sample<T>(items: readonly T[], n: number): T[]
}

/** Mixes a salt and an index into a 32-bit seed (integer hash, avalanche of both). */
export function seedOf(salt: number, index: number): number {
  let h = Math.imul(salt ^ 0x85ebca6b, 0xc2b2ae35) ^ Math.imul(index + 0x27d4eb2f, 0x165667b1)
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b)
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35)
  return (h ^ (h >>> 16)) >>> 0
}

export function rngFor(salt: number, index: number): Rng {
  const next = createRng(seedOf(salt, index))
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1))
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(next() * items.length)]
    if (item === undefined) throw new Error('pick from an empty list')
    return item
  }
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick,
    weighted: <T>(items: readonly (readonly [T, number])[]): T => {
      const total = items.reduce((sum, [, weight]) => sum + weight, 0)
      let roll = next() * total
      for (const [value, weight] of items) {
        roll -= weight
        if (roll < 0) return value
      }
      return pick(items)[0]
    },
    sample: <T>(items: readonly T[], n: number): T[] => {
      const chosen = new Set<number>()
      const wanted = Math.min(Math.max(0, n), items.length)
      while (chosen.size < wanted) chosen.add(Math.floor(next() * items.length))
      return [...chosen].sort((a, b) => a - b).flatMap((i) => {
        const item = items[i]
        return item === undefined ? [] : [item]
      })
    },
  }
}

/** Salts, one per kind of generated thing. */
export const salts = { product: 0x5ca1e001, material: 0x5ca1e002 } as const
