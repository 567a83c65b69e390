/**
 * Turns generated documents into the rows Payload's drizzle tables hold, keyed by the
 * tables' own column names (`_parentID`, `usage_openAir`, `material-categoriesID`...).
 * The published document lives in the main tables; its one version, the latest and
 * published, in the `_…_v` tables with `version_` prefixed columns.
 */
import { markets } from '@/collections/Products/versions'
import { locales } from '@/i18n/locales'
import { paragraphsToLexical } from '@/seed/lexical'
import type { ScaleMaterial } from './materials'
import type { ScaleProduct } from './products'
import { sceneOf, type SceneKind } from './pool'

export type Row = Record<string, unknown>

/** Ids of what generated documents point at. */
export interface Refs {
  categories: ReadonlyMap<string, number>
  families: ReadonlyMap<string, number>
  designers: ReadonlyMap<string, number>
  materialCategories: ReadonlyMap<string, number>
  /** Material ids per material category code, ascending. */
  materialsByCategory: ReadonlyMap<string, readonly number[]>
  /** Studio and detail picture per product shape. */
  productImages: ReadonlyMap<string, readonly number[]>
  swatches: ReadonlyMap<string, readonly number[]>
  scenes: ReadonlyMap<SceneKind, readonly number[]>
}

export interface ArrayRows {
  id: string
  row: Row
  locales: Row[]
  prices: Row[]
  packages: Row[]
}

export interface DocRows {
  /** Natural key, e.g. the code. */
  key: string
  main: Row
  locales: Row[]
  rels: Row[]
}

export interface ProductRows extends DocRows {
  versions: ArrayRows[]
}

export interface MaterialRows extends DocRows {
  properties: Row[]
}

/** A 24-hex-digit array row id, like the ObjectIDs Payload makes, but derived from the row's place. */
export function rowId(kind: number, index: number, a: number, b = 0): string {
  const hex = (value: number, width: number) => value.toString(16).padStart(width, '0')
  return `5ca1e${hex(kind, 1)}${hex(index, 10)}${hex(a, 4)}${hex(b, 4)}`
}

export function need<K, V>(map: ReadonlyMap<K, V>, key: K, what: string): V {
  const value = map.get(key)
  if (value === undefined) throw new Error(`Scale seed: no ${what} "${String(key)}" in the database (run the demo seed first)`)
  return value
}

/** Picks distinct ids with the given draws; a repeated draw moves on to the next free id. */
export function pickDistinct(pool: readonly number[], draws: readonly number[]): number[] {
  const chosen: number[] = []
  for (const draw of draws) {
    if (chosen.length >= pool.length) break
    for (let step = 0; step < pool.length; step++) {
      const id = pool[(draw + step) % pool.length]
      if (id !== undefined && !chosen.includes(id)) {
        chosen.push(id)
        break
      }
    }
  }
  return chosen
}

const rels = (path: string, column: string, ids: readonly number[]): Row[] => ids.map((id, i) => ({ order: i + 1, path, [column]: id }))

/** Rows of a generated product; related products are added by the writer once ids exist. */
export function productRows(product: ScaleProduct, refs: Refs): ProductRows {
  const { usage } = product
  const main: Row = {
    code: product.code,
    category: need(refs.categories, product.category, 'category'),
    family: need(refs.families, product.family, 'family'),
    type: product.type,
    usage_indoor: usage.indoor,
    usage_openAir: usage.openAir,
    usage_outdoor: usage.outdoor,
    usage_newArrival: usage.newArrival,
    publishedAt: product.publishedAt,
    createdAt: product.publishedAt,
    updatedAt: product.publishedAt,
    _status: 'published',
  }
  const localeRows = locales.map((locale) => ({
    _locale: locale,
    name: product.name[locale],
    slug: product.slug[locale],
    tagline: product.tagline[locale],
    description: paragraphsToLexical(product.description[locale]),
    technicalData: paragraphsToLexical(product.technicalData[locale]),
  }))
  const materialPool = product.materialCategories.flatMap((code) => refs.materialsByCategory.get(code) ?? [])
  const sceneIds = refs.scenes.get(sceneOf(product.category, product.usage.outdoor)) ?? []
  const panoramic = product.panoramic ? sceneIds[product.index % Math.max(1, sceneIds.length)] : undefined
  const relRows = [
    ...rels('gallery', 'mediaID', need(refs.productImages, product.shape, 'product picture')),
    ...rels('panoramics', 'mediaID', panoramic === undefined ? [] : [panoramic]),
    ...rels('materialCategories', 'material-categoriesID', product.materialCategories.map((code) => need(refs.materialCategories, code, 'material category'))),
    ...rels('materials', 'materialsID', pickDistinct(materialPool, product.materialPicks)),
    ...rels('designers', 'designersID', product.designers.map((key) => need(refs.designers, key, 'designer'))),
  ]
  const versions = product.versions.map((version, v): ArrayRows => {
    const id = rowId(1, product.index, v + 1)
    const { length, height, depth, seatHeight } = version.dimensions
    return {
      id,
      row: { _order: v + 1, id, type: version.type, code: version.code, dimensions_length: length, dimensions_height: height, dimensions_depth: depth, dimensions_seatHeight: seatHeight ?? null },
      locales: locales.map((locale) => ({ _locale: locale, name: version.name[locale] })),
      prices: markets.map((market, p) => ({ _order: p + 1, id: rowId(2, product.index, v + 1, p + 1), market: market.value, currency: market.currency, amount: version.prices[market.value] })),
      packages: version.packages.map((box, p) => ({ _order: p + 1, id: rowId(3, product.index, v + 1, p + 1), ...box })),
    }
  })
  return { key: product.code, main, locales: localeRows, rels: relRows, versions }
}

export function materialRows(material: ScaleMaterial, refs: Refs): MaterialRows {
  const { usage } = material
  const swatches = need(refs.swatches, material.category, 'swatch pool')
  const main: Row = {
    code: material.code,
    swatch: swatches[material.index % swatches.length] ?? swatches[0],
    category: need(refs.materialCategories, material.category, 'material category'),
    colour: material.colour,
    hex: material.hex,
    durability: material.durability,
    martindale: material.martindale ?? null,
    usage_indoor: usage.indoor,
    usage_openAir: usage.openAir,
    usage_outdoor: usage.outdoor,
    usage_newArrival: usage.newArrival,
    publishedAt: material.publishedAt,
    createdAt: material.publishedAt,
    updatedAt: material.publishedAt,
    _status: 'published',
  }
  const localeRows = locales.map((locale) => ({
    _locale: locale,
    name: material.name[locale],
    slug: material.slug[locale],
    type: material.type[locale],
    composition: material.composition[locale],
    description: material.description[locale],
    care: material.care[locale],
  }))
  const properties = material.properties.map((value, i) => ({ order: i + 1, value }))
  return { key: material.code, main, locales: localeRows, rels: [], properties }
}

/** The same columns with the `version_` prefix the versions tables use. */
export function versionColumns(row: Row): Row {
  const out: Row = {}
  for (const [key, value] of Object.entries(row)) out[key === '_locale' ? key : `version_${key}`] = value
  return out
}
