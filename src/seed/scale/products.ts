/**
 * Generated product n (1-based), the same every time: what it is, its names and texts in
 * seven languages, its family, designers, materials and versions. Ids are resolved later,
 * when rows are written; here everything is named by natural keys.
 */
import { slugify } from '@/domain/slugify'
import { locales, type Locale } from '@/i18n/locales'
import type { L, LParagraphs, ProductShape, ProductType, Usage, VersionSeed } from '@/seed/data/types'
import { designerKeys, productKinds, type MaterialCategoryCode, type ProductCategory, type ProductKind } from './kinds'
import { modelOf, productName } from './names'
import { craftSentences, introSentences, outdoorSentence, taglineClosers, taglineOpeners, technicalLabels, useSentences } from './productTexts'
import { rngFor, salts, type Rng } from './rng'
import { generateVersions } from './versions'

export interface ScaleProduct {
  index: number
  /** SC-P-000001 */
  code: string
  name: L
  slug: L
  tagline: L
  description: LParagraphs
  technicalData: LParagraphs
  category: ProductCategory
  shape: ProductShape
  type: ProductType
  /** Family key. */
  family: string
  /** Designer keys. */
  designers: string[]
  usage: Usage
  materialCategories: MaterialCategoryCode[]
  /** 2–6 draws that pick the allowed materials from those categories' materials. */
  materialPicks: number[]
  /** Shows an ambience picture too. */
  panoramic: boolean
  versions: VersionSeed[]
  publishedAt: string
}

export const productCodePrefix = 'SC-P-'

export const productCode = (n: number): string => `${productCodePrefix}${String(n).padStart(6, '0')}`

/** The number in a generated product's code, or undefined for any other code. */
export function productIndexOf(code: string): number | undefined {
  const match = /^SC-P-(\d{6,})$/.exec(code)
  return match?.[1] ? Number(match[1]) : undefined
}

const kindWeights = productKinds.map((kind) => [kind, kind.weight] as const)

/** Publication dates run from 1 January 2024, a couple of hours apart. */
const firstDate = Date.UTC(2024, 0, 1)

const each = (make: (locale: Locale) => string): L => {
  const out = {} as L
  for (const locale of locales) out[locale] = make(locale)
  return out
}

const eachParagraphs = (make: (locale: Locale) => string[]): LParagraphs => {
  const out = {} as LParagraphs
  for (const locale of locales) out[locale] = make(locale)
  return out
}

/** Item i of an aligned list, in one language. */
const line = (lines: Record<Locale, readonly string[]>, locale: Locale, i: number): string => lines[locale][i] ?? lines[locale][0] ?? ''

function texts(rng: Rng, model: string, code: string, outdoor: boolean, versions: VersionSeed[]) {
  const opener = rng.int(0, taglineOpeners.it.length - 1)
  const closer = rng.int(0, taglineClosers.it.length - 1)
  const intro = rng.int(0, introSentences.it.length - 1)
  const [craftA, craftB] = rng.sample(craftSentences.it.map((_, i) => i), 2)
  const [useA, useB] = rng.sample(useSentences.it.map((_, i) => i), 2)
  const largest = versions[versions.length - 1]?.dimensions
  const tagline = each((locale) =>
    locale === 'zh'
      ? `${line(taglineOpeners, locale, opener)}，${line(taglineClosers, locale, closer)}。`
      : `${line(taglineOpeners, locale, opener)} ${line(taglineClosers, locale, closer)}.`,
  )
  const description = eachParagraphs((locale) => {
    const space = locale === 'zh' ? '' : ' '
    const first = [line(introSentences, locale, intro).replace('{m}', model), line(craftSentences, locale, craftA ?? 0), line(craftSentences, locale, craftB ?? 1)]
    const second = [...(outdoor ? [outdoorSentence[locale]] : []), line(useSentences, locale, useA ?? 0), line(useSentences, locale, useB ?? 1)]
    return [first.join(space), second.join(space)]
  })
  const technicalData = eachParagraphs((locale) => {
    const label = technicalLabels[locale]
    const colon = locale === 'zh' ? '：' : locale === 'fr' ? ' : ' : ': '
    const unit = locale === 'ru' ? 'см' : locale === 'zh' ? '厘米' : 'cm'
    const size = largest ? `${largest.length} × ${largest.depth} × ${largest.height} ${unit}` : ''
    return [`${label.code}${colon}${code}`, `${label.size}${colon}${size}`, `${label.versions}${colon}${versions.length}`, label.origin]
  })
  return { tagline, description, technicalData }
}

function usageOf(rng: Rng, kind: ProductKind): Usage {
  const newArrival = rng.chance(0.08)
  if (kind.outdoor && rng.chance(0.18)) return { indoor: false, openAir: true, outdoor: true, newArrival }
  return { indoor: true, openAir: kind.outdoor && rng.chance(0.1), outdoor: false, newArrival }
}

function materialCategoriesOf(rng: Rng, kind: ProductKind, outdoor: boolean): MaterialCategoryCode[] {
  const [main = 'TESS', ...others] = kind.materials as MaterialCategoryCode[]
  const extra = rng.sample(others, rng.int(0, Math.min(2, others.length)))
  const codes = [main, ...extra]
  // Outdoor upholstery uses the outdoor fabrics instead of the indoor ones.
  return outdoor ? [...new Set(codes.map((code): MaterialCategoryCode => (code === 'TESS' ? 'TESSO' : code)))] : codes
}

export function generateProduct(n: number): ScaleProduct {
  if (!Number.isInteger(n) || n < 1) throw new Error(`Product number must be a positive integer, got ${n}`)
  const rng = rngFor(salts.product, n)
  const kind = rng.weighted(kindWeights)
  const { model, series } = modelOf(n)
  const code = productCode(n)
  const usage = usageOf(rng, kind)
  const outdoor = usage.outdoor
  const versions = generateVersions(kind, code, rng)
  const name = productName(kind.noun, model, series)
  const designerCount = rng.weighted([[1, 7], [2, 3]] as const)
  const publishedAt = new Date(firstDate + n * 2 * 3_600_000 + rng.int(0, 59) * 60_000).toISOString()
  return {
    index: n,
    code,
    name,
    slug: each((locale) => slugify(name[locale])),
    ...texts(rng, model, code, outdoor, versions),
    category: kind.category,
    shape: kind.shape,
    type: kind.type,
    family: outdoor ? 'lido' : rng.pick(kind.families),
    designers: rng.sample(designerKeys, designerCount),
    usage,
    materialCategories: materialCategoriesOf(rng, kind, outdoor),
    materialPicks: Array.from({ length: rng.int(2, 6) }, () => rng.int(0, 1_000_000)),
    panoramic: rng.chance(0.6),
    versions,
    publishedAt,
  }
}
