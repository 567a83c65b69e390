import 'server-only'
import type { Payload } from 'payload'
import { hiddenKey } from '@/data/hidden'
import { markets, type FacetOption, type IndexedProduct, type IndexedVersion, type ListFacet, type Market } from '@/domain/catalogue/types'
import { durabilityLevels, productTypes } from '@/fields/common'
import type { Locale } from '@/i18n/locales'
import { readFacetRows } from './facetRows'

/** The catalogue of one language as the facets need it: every visible product and the values a facet may take. */
export interface CatalogueIndex {
  products: IndexedProduct[]
  /** Offered values per facet, in display order (names for family, designer and material category; keys for the rest). */
  options: Record<ListFacet, FacetOption[]>
}

const isMarket = (value: string): value is Market => (markets as readonly string[]).includes(value)

/** Each product's place in its own category's featured order, keyed `category:product`. */
function featuredRanks(categories: readonly { id: number; featuredProducts?: (number | { id: number })[] | null }[]): Map<string, number> {
  const ranks = new Map<string, number>()
  for (const category of categories) {
    for (const [rank, product] of (category.featuredProducts ?? []).entries()) {
      ranks.set(`${category.id}:${typeof product === 'number' ? product : product.id}`, rank)
    }
  }
  return ranks
}

/**
 * Builds the index from flat reads of the faceted fields (`facetRows.ts`) and the names of
 * designers, families and material categories; nothing per product. Published documents
 * only; what an editor hid in this language is left out, and so is every link to it.
 */
export async function buildCatalogueIndex(payload: Payload, locale: Locale, hidden: ReadonlySet<string>): Promise<CatalogueIndex> {
  const read = { locale, depth: 0, pagination: false, overrideAccess: false } as const
  const [rows, categories, designers, families, materialCategories] = await Promise.all([
    readFacetRows(payload, locale),
    payload.find({ collection: 'categories', ...read, select: { featuredProducts: true } }),
    payload.find({ collection: 'designers', ...read, sort: 'name', select: { name: true, slug: true } }),
    payload.find({ collection: 'families', ...read, sort: 'name', select: { name: true, slug: true } }),
    payload.find({ collection: 'material-categories', ...read, sort: 'order', select: { name: true, slug: true } }),
  ])
  const visible = <T extends { id: number }>(collection: string, docs: readonly T[]) => docs.filter((doc) => !hidden.has(hiddenKey(collection, doc.id)))
  const slugMap = (collection: string, docs: { id: number; slug?: string | null }[]) =>
    new Map(visible(collection, docs).flatMap((doc) => (doc.slug ? [[doc.id, doc.slug] as const] : [])))
  const designerSlugs = slugMap('designers', designers.docs)
  const familySlugs = slugMap('families', families.docs)
  const categorySlugs = slugMap('material-categories', materialCategories.docs)
  const materialById = new Map(visible('materials', rows.materials).map((material) => [material.id, material]))
  const pick = (ids: (number | null)[], slugs: Map<number, string>) => [...new Set(ids.flatMap((id) => (id === null ? [] : (slugs.get(id) ?? []))))]

  const featured = featuredRanks(categories.docs)

  const indexed: IndexedProduct[] = []
  for (const product of visible('products', rows.products)) {
    const { categoryId } = product
    if (categoryId === null || hidden.has(hiddenKey('categories', categoryId))) continue
    const productMaterials = product.materialIds.flatMap((id) => materialById.get(id) ?? [])
    const versions: IndexedVersion[] = product.versions.map((version) => ({
      length: version.length,
      height: version.height,
      depth: version.depth,
      prices: Object.fromEntries(version.prices.flatMap((price) => (isMarket(price.market) ? [[price.market, price.amount]] : []))),
    }))
    indexed.push({
      id: product.id,
      name: product.name,
      publishedAt: product.publishedAt,
      featuredRank: featured.get(`${categoryId}:${product.id}`) ?? null,
      categoryId,
      values: {
        family: pick([product.familyId], familySlugs),
        designer: pick(product.designerIds, designerSlugs),
        materialCategory: pick([...product.materialCategoryIds, ...productMaterials.map((material) => material.categoryId)], categorySlugs),
        type: [...new Set([product.type, ...product.versions.map((version) => version.type)].flatMap((type) => (type ? [type] : [])))],
        durability: [...new Set(productMaterials.flatMap((material) => (material.durability ? [material.durability] : [])))],
      },
      versions,
    })
  }

  const named = (collection: string, docs: { id: number; slug?: string | null; name: string }[]) => visible(collection, docs).flatMap((doc) => (doc.slug ? [{ value: doc.slug, label: doc.name }] : []))
  return {
    products: indexed,
    options: {
      family: named('families', families.docs),
      designer: named('designers', designers.docs),
      materialCategory: named('material-categories', materialCategories.docs),
      type: productTypes.map((value) => ({ value, label: value })),
      durability: durabilityLevels.map((value) => ({ value, label: value })),
    },
  }
}
