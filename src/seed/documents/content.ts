import { formatDimensions, formatMeasure, formatVolume, formatWeight } from '@/domain/catalogue/dimensions'
import { printable } from '@/domain/print/text'
import { localeTags } from '@/i18n/locales'
import { designers, families, products } from '../data/catalogue'
import { materialCategories, materials } from '../data/materials'
import type { ProductImageSpec, ProductSeed, SwatchSpec } from '../data/types'
import type { DocumentLanguage } from './labels'

/**
 * What the seed's documents print about a product, taken from the catalogue seed (the same data
 * the site's product pages show) in the document's language, formatted as the site formats it.
 */
export interface SheetProduct {
  key: string
  name: string
  code: string
  designers: string
  family: string
  tagline: string
  description: string[]
  technical: string[]
  image: ProductImageSpec
  versions: SheetVersion[]
  finishes: SheetFinishGroup[]
}

export interface SheetVersion {
  code: string
  name: string
  dimensions: string
  seat: string | null
  packages: { count: number; size: string; weight: string; volume: string }[]
}

export interface SheetFinishGroup {
  category: string
  materials: { code: string; name: string; swatch: SwatchSpec }[]
}

function found<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`Seed documents: no ${what}`)
  return value
}

export const productByKey = (key: string): ProductSeed => found(products.find((product) => product.key === key), `product '${key}'`)

/** The product as its data sheet and its catalogue page print it. */
export function sheetProduct(key: string, language: DocumentLanguage): SheetProduct {
  const product = productByKey(key)
  const tag = localeTags[language]
  const text = (value: string) => printable(value)
  return {
    key,
    name: product.name[language],
    code: product.code,
    designers: product.designers.map((designer) => found(designers.find((each) => each.key === designer), `designer '${designer}'`).name).join(', '),
    family: found(families.find((family) => family.key === product.family), `family '${product.family}'`).name[language],
    tagline: product.tagline[language],
    description: product.description[language],
    technical: product.technicalData[language],
    image: product.image,
    versions: product.versions.map((version) => ({
      code: version.code,
      name: version.name[language],
      dimensions: text(formatDimensions(version.dimensions, language, tag)),
      seat: version.dimensions.seatHeight === undefined ? null : text(formatMeasure(version.dimensions.seatHeight, language, tag)),
      packages: version.packages.map((box) => ({
        count: box.count,
        size: text(formatDimensions({ length: box.length, depth: box.depth, height: box.height }, language, tag)),
        weight: text(formatWeight(box.weight, tag)),
        volume: text(formatVolume(box.volume, tag)),
      })),
    })),
    finishes: finishGroups(product.materials, language),
  }
}

/** The product's materials by material family, in the library's order of families. */
function finishGroups(codes: readonly string[], language: DocumentLanguage): SheetFinishGroup[] {
  const chosen = codes.map((code) => found(materials.find((material) => material.code === code), `material '${code}'`))
  return [...materialCategories]
    .sort((a, b) => a.order - b.order)
    .map((category) => ({
      category: category.name[language],
      materials: chosen.filter((material) => material.category === category.code).map((material) => ({ code: material.code, name: material.name[language], swatch: material.swatch })),
    }))
    .filter((group) => group.materials.length > 0)
}

/** One piece of a text document: a section title, a paragraph, a row of a table (cells split at two spaces) or a gap. */
export type TextBlock = { kind: 'heading'; text: string } | { kind: 'paragraph'; text: string } | { kind: 'row'; cells: string[] } | { kind: 'gap' }

/** 'LETTI (struttura, materasso escluso)', 'ISO 9001:2015 - QUALITY MANAGEMENT': capitals up to any bracket. */
const isHeading = (line: string) => {
  const lead = line.split('(')[0]?.trim() ?? ''
  return /\p{Lu}{3}/u.test(lead) && lead === lead.toUpperCase() && !/^AV-/.test(lead)
}

/**
 * The lines of a text document as blocks: capital lines are section titles, lines of a code and
 * columns set apart by two spaces ('AV-SOF-001-196  Astor sofa, 2 seats  EUR 7.400') are table
 * rows, blank lines are gaps (never two in a row, never first), the rest paragraphs.
 */
export function textBlocks(lines: readonly string[]): TextBlock[] {
  const blocks: TextBlock[] = []
  for (const line of lines) {
    const trimmed = line.trim()
    if (trimmed === '') {
      const last = blocks.at(-1)
      if (last && last.kind !== 'gap') blocks.push({ kind: 'gap' })
    } else if (/^AV-[A-Z]{3}-\S+ {2}/.test(trimmed)) blocks.push({ kind: 'row', cells: trimmed.split(/ {2,}/) })
    else if (isHeading(trimmed)) blocks.push({ kind: 'heading', text: trimmed })
    else blocks.push({ kind: 'paragraph', text: trimmed })
  }
  while (blocks.at(-1)?.kind === 'gap') blocks.pop()
  return blocks
}
