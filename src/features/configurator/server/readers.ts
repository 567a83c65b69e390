import 'server-only'
import { cached } from '@/data/cached'
import { listingTags, findVisible } from '@/data/readers/findVisible'
import { getMaterials, type MaterialCard } from '@/data/readers/materials'
import { markets, type Market } from '@/domain/catalogue/types'
import type { ConfiguratorModel, MarketAmounts } from '@/domain/configurator/model'
import { mediaPath } from '@/domain/mediaPath'
import { materialToken } from '@/domain/mixer/composition'
import type { Locale } from '@/i18n/locales'
import type { Product } from '@/payload-types'
import type { ConfiguratorProduct } from '../logic/types'

type Config = NonNullable<Product['configurator']>
const idOf = (value: number | { id: number }): number => (typeof value === 'number' ? value : value.id)

function amounts(delta: Partial<Record<Market, number | null>> | null | undefined): MarketAmounts {
  const out: MarketAmounts = {}
  for (const market of markets) {
    const value = delta?.[market]
    if (typeof value === 'number' && value !== 0) out[market] = value
  }
  return out
}

/** The product's configurator model from its document and the library's materials (pure apart from its inputs). */
export function toModel(product: Pick<Product, 'versions'> & { configurator?: Config | null }, library: readonly MaterialCard[]): ConfiguratorModel {
  const config = product.configurator
  const byId = new Map(library.map((material) => [material.id, material]))
  const materials: ConfiguratorModel['materials'] = {}
  const parts = (config?.parts ?? []).map((part) => {
    // In the editor's order: family by family as listed (the first family's first material is the default), then the single materials.
    const chosen = [
      ...(part.materialCategories ?? []).map(idOf).flatMap((family) => library.filter((material) => material.categoryId === family)),
      ...(part.materials ?? []).flatMap((value) => byId.get(idOf(value)) ?? []),
    ]
    const tokens: string[] = []
    for (const material of chosen) {
      const token = materialToken(material.code)
      if (tokens.includes(token)) continue
      tokens.push(token)
      materials[token] = { token, code: material.code, name: material.name, categoryId: material.categoryId, hex: material.hex ?? '#b8b0a4' }
    }
    return {
      code: part.code,
      name: part.name,
      materials: tokens,
      surcharges: (part.surcharges ?? []).map((surcharge) => ({ categoryId: idOf(surcharge.category), delta: amounts(surcharge.delta) })),
    }
  })
  const versions = (product.versions ?? []).map((version) => ({
    token: materialToken(version.code),
    code: version.code,
    name: version.name,
    dimensions: { length: version.dimensions.length, height: version.dimensions.height, depth: version.dimensions.depth, seatHeight: version.dimensions.seatHeight ?? null },
    prices: Object.fromEntries((version.prices ?? []).map((price) => [price.market, price.amount])),
  }))
  const versionTokens = new Map(versions.map((version) => [version.code, version.token]))
  const options = (config?.options ?? []).map((option) => ({
    code: option.code,
    name: option.name,
    delta: amounts(option.delta),
    onlyVersions: (option.onlyVersions ?? []).map((code) => versionTokens.get(code) ?? materialToken(code)),
    excludes: option.excludes ?? [],
  }))
  return { versions, parts: parts.filter((part) => part.materials.length > 0), options, materials }
}

async function read(locale: Locale, where: { slug: { equals: string } } | { id: { equals: number } }): Promise<ConfiguratorProduct | null> {
  const { docs } = await findVisible('products', locale, {
    where: { and: [where, { 'configurator.configurable': { equals: true } }] },
    // No `select`: with one, Payload drops the relationships inside the parts' rows.
    depth: 0,
    limit: 1,
  })
  const product = docs[0]
  if (!product) return null
  const library = await getMaterials(locale, null)
  const model = toModel(product, library)
  if (model.parts.length === 0 || model.versions.length === 0) return null
  const swatches: Record<string, string | null> = {}
  const newest = [product.updatedAt]
  for (const material of library) {
    const token = materialToken(material.code)
    if (!(token in model.materials)) continue
    swatches[token] = material.swatch?.url ? mediaPath(material.swatch.url) : null
    if (material.swatch?.updatedAt) newest.push(material.swatch.updatedAt)
  }
  const packages = Object.fromEntries((product.versions ?? []).map((version) => [materialToken(version.code), (version.packages ?? []).map(({ count, length, height, depth, weight, volume }) => ({ count, length, height, depth, weight, volume }))]))
  return { id: product.id, name: product.name, slug: product.slug, code: product.code, swatches, model, packages, revision: newest.sort().at(-1) ?? '' }
}

const tags = listingTags('products', 'materials', 'material-categories', 'media')

/** A configurable product by its slug in a language, or null (not configurable, hidden, or without parts). */
export const getConfigurator = cached('configurator-by-slug', tags, async (locale: Locale, slug: string) => read(locale, { slug: { equals: slug } }))

/** The same by id (the preview image's endpoint, whose drawing does not depend on the language). */
export const getConfiguratorById = cached('configurator-by-id', tags, async (locale: Locale, id: number) => read(locale, { id: { equals: id } }))
