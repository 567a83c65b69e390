/**
 * What generated documents point at: the demo seed's categories, families, designers and
 * material categories, the shared picture pool (uploaded once through Payload), and the
 * materials and generated products already in the database.
 */
import type { Payload } from 'payload'
import { newSeedContext } from '@/seed/context'
import { renderProduct, renderScene, renderSwatch } from '@/seed/images'
import { seedImage } from '@/seed/media'
import { selectAll, type ScaleAdapter } from './db'
import { productIndexOf } from './products'
import { productPoolImages, scenePoolImages, swatchPoolImages, type SceneKind } from './pool'
import type { Refs } from './rows'

/** Pool picture sizes: small, these are for benchmarks. */
const productSize = { width: 480, height: 360 }
const swatchSize = 320
const sceneSize = { width: 640, height: 360 }

export interface ImagePool {
  productImages: Map<string, number[]>
  swatches: Map<string, number[]>
  scenes: Map<SceneKind, number[]>
}

function append<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key)
  if (list) list.push(value)
  else map.set(key, [value])
}

/** Uploads the shared pictures that are not there yet (by file name). */
export async function seedImagePool(payload: Payload): Promise<ImagePool> {
  const ctx = newSeedContext(payload, 1)
  const pool: ImagePool = { productImages: new Map(), swatches: new Map(), scenes: new Map() }
  for (const { studio, detail } of productPoolImages()) {
    const studioId = await seedImage(ctx, studio.fileName, studio.alt, () => renderProduct(studio.spec, productSize))
    const detailId = await seedImage(ctx, detail.fileName, detail.alt, () => renderProduct(detail.spec, { ...productSize, variant: 'detail' }))
    pool.productImages.set(studio.spec.shape, [studioId, detailId])
  }
  for (const { category, image } of swatchPoolImages()) {
    append(pool.swatches, category, await seedImage(ctx, image.fileName, image.alt, () => renderSwatch(image.spec, swatchSize)))
  }
  for (const { kind, image } of scenePoolImages()) {
    append(pool.scenes, kind, await seedImage(ctx, image.fileName, image.alt, () => renderScene(image.spec, sceneSize)))
  }
  return pool
}

export interface BaseRefs {
  categories: Map<string, number>
  families: Map<string, number>
  designers: Map<string, number>
  materialCategories: Map<string, number>
}

/** Categories by identifier, families and designers by Italian slug, material categories by code. */
export async function loadBaseRefs(payload: Payload): Promise<BaseRefs> {
  const all = { pagination: false, depth: 0, locale: 'it', overrideAccess: true } as const
  const [categories, families, designers, materialCategories] = await Promise.all([
    payload.find({ collection: 'categories', ...all, select: { identifier: true } }),
    payload.find({ collection: 'families', ...all, select: { slug: true } }),
    payload.find({ collection: 'designers', ...all, select: { slug: true } }),
    payload.find({ collection: 'material-categories', ...all, select: { code: true } }),
  ])
  return {
    categories: new Map(categories.docs.map((doc) => [doc.identifier, doc.id])),
    families: new Map(families.docs.map((doc) => [doc.slug, doc.id])),
    designers: new Map(designers.docs.map((doc) => [doc.slug, doc.id])),
    materialCategories: new Map(materialCategories.docs.map((doc) => [doc.code, doc.id])),
  }
}

export interface Existing {
  total: number
  /** Highest generated index so far (0 when none). */
  lastIndex: number
}

/** Every material's id by its category code, ascending, and how many there are. */
export async function loadMaterials(adapter: ScaleAdapter, materialCategories: ReadonlyMap<string, number>, indexOf: (code: string) => number | undefined): Promise<Existing & { byCategory: Map<string, number[]> }> {
  const codeOfCategory = new Map([...materialCategories].map(([code, id]) => [id, code]))
  const rows = await selectAll(adapter.db, adapter.table('materials'), ['id', 'code', 'category'])
  rows.sort((a, b) => Number(a.id) - Number(b.id))
  const byCategory = new Map<string, number[]>()
  for (const row of rows) {
    const code = codeOfCategory.get(Number(row.category))
    if (code) append(byCategory, code, Number(row.id))
  }
  const lastIndex = rows.reduce((max, row) => Math.max(max, indexOf(String(row.code)) ?? 0), 0)
  return { total: rows.length, lastIndex, byCategory }
}

/** Generated products' ids by category id, in generation order: the pool related products come from. */
export async function loadProducts(adapter: ScaleAdapter): Promise<Existing & { byCategory: Map<number, number[]> }> {
  const rows = await selectAll(adapter.db, adapter.table('products'), ['id', 'code', 'category'])
  const generated = rows
    .map((row) => ({ id: Number(row.id), category: Number(row.category), index: productIndexOf(String(row.code)) }))
    .filter((row): row is { id: number; category: number; index: number } => row.index !== undefined)
    .sort((a, b) => a.index - b.index)
  const byCategory = new Map<number, number[]>()
  for (const row of generated) append(byCategory, row.category, row.id)
  return { total: rows.length, lastIndex: generated.at(-1)?.index ?? 0, byCategory }
}

export function refsOf(base: BaseRefs, pool: ImagePool, materialsByCategory: Map<string, number[]>): Refs {
  return { ...base, ...pool, materialsByCategory }
}
