/**
 * The sellable versions of a generated piece: one to three sizes of it, each with its
 * dimensions, shipping packages and list price in the five markets.
 */
import { cm, diameter, forMattress, large, lengthOf, medium, oneSize, pkg, prices, seats, small } from '@/seed/data/catalogue/helpers'
import type { L, PackageSeed, VersionSeed } from '@/seed/data/types'
import type { ProductKind } from './kinds'
import type { Rng } from './rng'

interface Variant {
  name: L
  /** Multiplies the base length (and depth for round or square pieces). */
  scale: number
  /** Overrides the base length/depth, cm. */
  length?: number
  depth?: number
}

function variantsOf(kind: ProductKind): Variant[] {
  const [length, , depth] = kind.size
  switch (kind.variants) {
    case 'seats':
      return [2, 3, 4].map((n) => {
        const l = Math.round(length * (0.45 + n * 0.19))
        return { name: seats(n), scale: l / length, length: l }
      })
    case 'mattress':
      return [90, 140, 160, 180].map((w) => ({ name: forMattress(w), scale: w / length, length: w, depth: 200 }))
    case 'bed':
      return [140, 160, 180].map((w) => ({ name: forMattress(w), scale: (w + 20) / length, length: w + 20 }))
    case 'length':
      return [0.8, 1, 1.25].map((scale) => {
        const l = Math.round((length * scale) / 5) * 5
        return { name: lengthOf(l), scale, length: l }
      })
    case 'diameter':
      return [0.75, 1, 1.3].map((scale) => {
        const d = Math.round((length * scale) / 5) * 5
        return { name: diameter(d), scale, length: d, depth: d }
      })
    case 'rug':
      return [
        [170, 240],
        [200, 300],
        [250, 350],
        [300, 400],
      ].map(([w = 0, l = 0]) => ({ name: cm(w, l), scale: (w * l) / (length * depth), length: w, depth: l }))
    case 'sml':
      return [
        { name: small, scale: 0.75 },
        { name: medium, scale: 1 },
        { name: large, scale: 1.3 },
      ]
    case 'one':
      return [{ name: oneSize, scale: 1 }]
  }
}

/** Rounds a price to a step that suits it, as a list price would be. */
const listPrice = (eur: number): number => {
  const step = eur < 500 ? 5 : eur < 5000 ? 10 : 50
  return Math.max(step, Math.round(eur / step) * step)
}

function packagesOf(kind: ProductKind, dims: [number, number, number], kg: number, rng: Rng): PackageSeed[] {
  const [l, h, d] = dims
  const pad = (value: number) => Math.round(value + 6 + rng.int(0, 6))
  if (kg < 60 || l < 200) return [pkg(1, pad(l), pad(h), pad(d), Math.round(kg))]
  // Large pieces travel in two boxes: the main body and the rest.
  const main = Math.round(kg * 0.65)
  return [pkg(1, pad(l), pad(h), pad(d), main), pkg(1, pad(l * 0.6), pad(h * 0.5), pad(d), Math.round(kg - main))]
}

export function generateVersions(kind: ProductKind, code: string, rng: Rng): VersionSeed[] {
  const all = variantsOf(kind)
  const count = Math.min(all.length, rng.weighted([[1, 3], [2, 4], [3, 3]] as const))
  const first = rng.int(0, all.length - count)
  const chosen = all.slice(first, first + count)
  // Each product has its own price level and proportions around the kind's typical ones.
  const priceLevel = 0.7 + rng.next() * 0.8
  const heightFactor = 0.9 + rng.next() * 0.2
  const [baseLength, baseHeight, baseDepth, seatHeight] = kind.size
  return chosen.map((variant, index): VersionSeed => {
    const length = variant.length ?? Math.round(baseLength * variant.scale)
    const depth = variant.depth ?? (kind.variants === 'sml' ? Math.round(baseDepth * variant.scale) : baseDepth)
    const height = Math.max(1, Math.round(baseHeight * heightFactor * (kind.variants === 'sml' ? variant.scale : 1)))
    const dimensions = seatHeight === undefined ? { length, height, depth } : { length, height, depth, seatHeight }
    const kg = Math.max(1, kind.kg * variant.scale)
    return {
      type: kind.type,
      code: `${code}-${String(index + 1).padStart(2, '0')}`,
      name: variant.name,
      dimensions,
      packages: packagesOf(kind, [length, height, depth], kg, rng),
      prices: prices(listPrice(kind.eur * priceLevel * (0.6 + 0.4 * variant.scale))),
    }
  })
}
