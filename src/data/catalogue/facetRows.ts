import { sql, type SQL } from 'drizzle-orm'
import type { Payload } from 'payload'
import { defaultLocale, type Locale } from '@/i18n/locales'

/**
 * The faceted fields of every published product, read straight from Payload's tables in five
 * flat queries (going through `payload.find` with arrays and relationships for 10,000 products
 * takes tens of seconds). Quoted identifiers and plain joins: the same SQL on SQLite and
 * PostgreSQL. Values are normalised here (PostgreSQL returns numerics as strings, dates as Date).
 */

type Row = Record<string, unknown>

interface RawDrizzle {
  all?: (query: SQL) => Promise<Row[]>
  execute?: (query: SQL) => Promise<{ rows: Row[] }>
}

async function rows(payload: Payload, query: SQL): Promise<Row[]> {
  const adapter = payload.db as unknown as { name: string; drizzle?: RawDrizzle }
  const db = adapter.drizzle
  if (!db) throw new Error(`The catalogue index needs a drizzle adapter, got "${adapter.name}"`)
  if (adapter.name === 'postgres' && db.execute) return (await db.execute(query)).rows
  if (db.all) return db.all(query)
  throw new Error(`Cannot run SQL on the "${adapter.name}" adapter`)
}

const num = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '') return null
  const number = Number(value)
  return Number.isFinite(number) ? number : null
}
const text = (value: unknown): string | null => {
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean' || value instanceof Date) return String(value)
  return null
}
const time = (value: unknown): number => (value instanceof Date ? value.getTime() : typeof value === 'string' ? Date.parse(value) || 0 : 0)

export interface ProductRow {
  id: number
  name: string
  categoryId: number | null
  familyId: number | null
  type: string | null
  publishedAt: number
  versions: { type: string | null; length: number; height: number; depth: number; prices: { market: string; amount: number }[] }[]
  designerIds: number[]
  materialIds: number[]
  materialCategoryIds: number[]
}

export interface MaterialRow {
  id: number
  durability: string | null
  categoryId: number | null
}

export async function readFacetRows(payload: Payload, locale: Locale): Promise<{ products: ProductRow[]; materials: MaterialRow[] }> {
  const [products, versions, prices, rels, materials] = await Promise.all([
    rows(
      payload,
      sql`SELECT p."id", p."category_id", p."family_id", p."type", p."published_at", COALESCE(l."name", f."name") AS "name"
        FROM "products" p
        LEFT JOIN "products_locales" l ON l."_parent_id" = p."id" AND l."_locale" = ${locale}
        LEFT JOIN "products_locales" f ON f."_parent_id" = p."id" AND f."_locale" = ${defaultLocale}
        WHERE p."_status" = 'published'`,
    ),
    rows(payload, sql`SELECT "id", "_parent_id", "type", "dimensions_length", "dimensions_height", "dimensions_depth" FROM "products_versions" ORDER BY "_parent_id", "_order"`),
    rows(payload, sql`SELECT "_parent_id", "market", "amount" FROM "products_versions_prices"`),
    rows(
      payload,
      sql`SELECT "parent_id", "path", "designers_id", "materials_id", "material_categories_id" FROM "products_rels" WHERE "path" IN ('designers', 'materials', 'materialCategories') ORDER BY "parent_id", "order"`,
    ),
    rows(payload, sql`SELECT "id", "durability", "category_id" FROM "materials" WHERE "_status" = 'published'`),
  ])

  const byId = new Map<number, ProductRow>()
  for (const row of products) {
    const id = num(row.id)
    if (id === null) continue
    byId.set(id, { id, name: text(row.name) ?? '', categoryId: num(row.category_id), familyId: num(row.family_id), type: text(row.type), publishedAt: time(row.published_at), versions: [], designerIds: [], materialIds: [], materialCategoryIds: [] })
  }
  const pricesOf = new Map<string, { market: string; amount: number }[]>()
  for (const row of prices) {
    const parent = text(row._parent_id)
    const market = text(row.market)
    const amount = num(row.amount)
    if (parent === null || market === null || amount === null) continue
    const list = pricesOf.get(parent) ?? []
    list.push({ market, amount })
    pricesOf.set(parent, list)
  }
  for (const row of versions) {
    const product = byId.get(num(row._parent_id) ?? -1)
    if (!product) continue
    product.versions.push({
      type: text(row.type),
      length: num(row.dimensions_length) ?? 0,
      height: num(row.dimensions_height) ?? 0,
      depth: num(row.dimensions_depth) ?? 0,
      prices: pricesOf.get(text(row.id) ?? '') ?? [],
    })
  }
  for (const row of rels) {
    const product = byId.get(num(row.parent_id) ?? -1)
    if (!product) continue
    const path = text(row.path)
    const target = num(path === 'designers' ? row.designers_id : path === 'materials' ? row.materials_id : row.material_categories_id)
    if (target === null) continue
    if (path === 'designers') product.designerIds.push(target)
    else if (path === 'materials') product.materialIds.push(target)
    else product.materialCategoryIds.push(target)
  }
  return {
    products: [...byId.values()],
    materials: materials.flatMap((row) => {
      const id = num(row.id)
      return id === null ? [] : [{ id, durability: text(row.durability), categoryId: num(row.category_id) }]
    }),
  }
}
