import 'server-only'
import type { Payload } from 'payload'
import { hiddenKey } from '@/data/hidden'
import { markets, type FacetOption, type IndexedProduct, type IndexedVersion, type ListFacet, type Market } from '@/domain/catalogue/types'
import { durabilityLevels, productTypes } from '@/fields/common'
import type { Locale } from '@/i18n/locales'

/** The catalogue of one language as the facets need it: every visible product and the values a facet may take. */
export interface CatalogueIndex {
  products: IndexedProduct[]
  /** Offered values per facet, in display order (names for family, designer and material category; keys for the rest). */
  options: Record<ListFacet, FacetOption[]>
}

const idOf = (value: number | { id: number } | null | undefined): number | null => (value === null || value === undefined ? null : typeof value === 'object' ? value.id : value)
const isMarket = (value: unknown): value is Market => typeof value === 'string' && (markets as readonly string[]).includes(value)

/**
 * Builds the index from five compact reads (products with only the faceted fields, then the
 * names of materials, designers, families and material categories); nothing per product.
 * Published documents only; what an editor hid in this language is left out, and so is every
 * link to it.
 */
export async function buildCatalogueIndex(payload: Payload, locale: Locale, hidden: ReadonlySet<string>): Promise<CatalogueIndex> {
  const read = { locale, depth: 0, pagination: false, overrideAccess: false } as const
  const [products, materials, designers, families, materialCategories] = await Promise.all([
    payload.find({
      collection: 'products',
      ...read,
      select: { name: true, category: true, family: true, designers: true, type: true, materialCategories: true, materials: true, publishedAt: true, versions: { type: true, dimensions: true, prices: true } },
    }),
    payload.find({ collection: 'materials', ...read, select: { durability: true, category: true } }),
    payload.find({ collection: 'designers', ...read, sort: 'name', select: { name: true, slug: true } }),
    payload.find({ collection: 'families', ...read, sort: 'name', select: { name: true, slug: true } }),
    payload.find({ collection: 'material-categories', ...read, sort: 'order', select: { name: true, slug: true } }),
  ])
  const visible = <T extends { id: number }>(collection: string, docs: T[]) => docs.filter((doc) => !hidden.has(hiddenKey(collection, doc.id)))
  const slugMap = (collection: string, docs: { id: number; slug?: string | null }[]) =>
    new Map(visible(collection, docs).flatMap((doc) => (doc.slug ? [[doc.id, doc.slug] as const] : [])))
  const designerSlugs = slugMap('designers', designers.docs)
  const familySlugs = slugMap('families', families.docs)
  const categorySlugs = slugMap('material-categories', materialCategories.docs)
  const materialById = new Map(visible('materials', materials.docs).map((material) => [material.id, material]))

  const pick = (ids: (number | null)[], slugs: Map<number, string>) => [...new Set(ids.flatMap((id) => (id === null ? [] : (slugs.get(id) ?? []))))]

  const indexed: IndexedProduct[] = []
  for (const product of visible('products', products.docs)) {
    const categoryId = idOf(product.category)
    if (categoryId === null || hidden.has(hiddenKey('categories', categoryId))) continue
    const productMaterials = (product.materials ?? []).flatMap((value) => materialById.get(idOf(value) ?? -1) ?? [])
    const versions: IndexedVersion[] = (product.versions ?? []).map((version) => ({
      length: version.dimensions.length,
      height: version.dimensions.height,
      depth: version.dimensions.depth,
      prices: Object.fromEntries((version.prices ?? []).flatMap((price) => (isMarket(price.market) ? [[price.market, price.amount]] : []))),
    }))
    indexed.push({
      id: product.id,
      name: product.name,
      publishedAt: product.publishedAt ? Date.parse(product.publishedAt) || 0 : 0,
      categoryId,
      values: {
        family: pick([idOf(product.family)], familySlugs),
        designer: pick((product.designers ?? []).map(idOf), designerSlugs),
        materialCategory: pick([...(product.materialCategories ?? []).map(idOf), ...productMaterials.map((material) => idOf(material.category))], categorySlugs),
        type: [...new Set([product.type, ...(product.versions ?? []).map((version) => version.type)])],
        durability: [...new Set(productMaterials.map((material) => material.durability))],
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
