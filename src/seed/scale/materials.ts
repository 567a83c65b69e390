/**
 * Generated material n (1-based), the same every time: family, type, colour, properties,
 * durability and texts in seven languages. The category is named by its code; ids are
 * resolved when rows are written.
 */
import { durabilityLevels } from '@/fields/common'
import { slugify } from '@/domain/slugify'
import { locales, type Locale } from '@/i18n/locales'
import { shadeHex } from '@/seed/images/noise'
import type { Durability, L, MaterialColour, MaterialProperty, SwatchKind, Usage } from '@/seed/data/types'
import type { MaterialCategoryCode } from './kinds'
import { materialFamilies, durabilityNotes } from './materialTexts'
import { colourWords, materialTypes } from './materialWords'
import { rngFor, salts } from './rng'

export interface ScaleMaterial {
  index: number
  /** SC-M-00001 */
  code: string
  category: MaterialCategoryCode
  name: L
  slug: L
  type: L
  composition: L
  description: L
  care: L
  colour: MaterialColour
  hex: string
  properties: MaterialProperty[]
  durability: Durability
  martindale?: number
  usage: Usage
  /** How its swatch is drawn; picks the swatch picture from the shared pool. */
  swatch: SwatchKind
  publishedAt: string
}

export const materialCodePrefix = 'SC-M-'

export const materialCode = (n: number): string => `${materialCodePrefix}${String(n).padStart(5, '0')}`

export function materialIndexOf(code: string): number | undefined {
  const match = /^SC-M-(\d{5,})$/.exec(code)
  return match?.[1] ? Number(match[1]) : undefined
}

const categoryWeights: readonly (readonly [MaterialCategoryCode, number])[] = [
  ['TESS', 30], ['PLE', 15], ['TESSO', 10], ['LEGNI', 12], ['SUPERFICI', 8],
  ['PIETRE', 9], ['METALLI', 8], ['RESINE', 4], ['VETRI ARTISTICI', 4],
]

const firstDate = Date.UTC(2024, 0, 1)

function materialName(short: L, colour: L, n: number): L {
  const out = {} as L
  for (const locale of locales) {
    const s = short[locale]
    const c = colour[locale]
    out[locale] =
      locale === 'en' ? `${c} ${s} ${n}` : locale === 'ru' ? `${s}, ${c} ${n}` : locale === 'zh' ? `${s} · ${c} ${n}` : `${s} ${c} ${n}`
  }
  return out
}

const join = (a: L, b: L): L => {
  const out = {} as L
  for (const locale of locales) out[locale] = locale === 'zh' ? `${a[locale]}${b[locale]}` : `${a[locale]} ${b[locale]}`
  return out
}

export function generateMaterial(n: number): ScaleMaterial {
  if (!Number.isInteger(n) || n < 1) throw new Error(`Material number must be a positive integer, got ${n}`)
  const rng = rngFor(salts.material, n)
  const category = rng.weighted(categoryWeights)
  const family = materialFamilies[category]
  const kind = rng.pick(materialTypes[category])
  const colour = rng.pick(family.colours)
  const level = Math.min(4, Math.max(0, family.durability + rng.weighted([[-2, 1], [-1, 3], [0, 4], [1, 3], [2, 1]] as const)))
  const durability = durabilityLevels[level] ?? 'average-resistant'
  const outdoor = rng.chance(family.outdoor)
  const name = materialName(kind.short, colourWords[colour].name, n)
  const slug = {} as L
  for (const locale of locales as readonly Locale[]) slug[locale] = slugify(name[locale])
  return {
    index: n,
    code: materialCode(n),
    category,
    name,
    slug,
    type: kind.type,
    composition: kind.composition,
    description: join(family.description, durabilityNotes[durability]),
    care: family.care,
    colour,
    hex: shadeHex(colourWords[colour].hex, 0.88 + rng.next() * 0.24),
    properties: rng.sample(family.properties, rng.int(1, Math.min(3, family.properties.length))),
    durability,
    ...(family.fabric ? { martindale: 20_000 + level * 15_000 + rng.int(0, 5) * 2_000 } : {}),
    usage: { indoor: true, openAir: outdoor || rng.chance(0.1), outdoor, newArrival: rng.chance(0.08) },
    swatch: kind.swatch,
    publishedAt: new Date(firstDate + n * 4 * 3_600_000 + rng.int(0, 59) * 60_000).toISOString(),
  }
}

