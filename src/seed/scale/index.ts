/**
 * The scale seed: adds generated materials and products until the collections hold the
 * requested totals, in chunks written straight into Payload's tables (one transaction per
 * chunk). Run after the demo seed, whose categories, families and designers it uses.
 * Idempotent: document n is always the same, and only missing ones are added.
 */
import type { Payload } from 'payload'
import { scaleAdapter } from './db'
import { generateMaterial, materialIndexOf } from './materials'
import { generateProduct } from './products'
import { loadBaseRefs, loadMaterials, loadProducts, refsOf, seedImagePool } from './refs'
import { materialRows, need, productRows } from './rows'
import { writeMaterials, writeProducts } from './write'

export interface ScaleOptions {
  /** Total products wanted, demo products included. */
  products: number
  /** Total materials wanted, demo materials included. */
  materials: number
  /** Documents per transaction. */
  chunkSize?: number
  log?: (line: string) => void
}

export interface ScaleReport {
  created: { products: number; materials: number }
  milliseconds: number
}

/** Related products: the three generated before it in the same category, newest first. */
const relatedCount = 3

function progress(log: (line: string) => void, what: string, done: number, total: number, started: number): void {
  const seconds = (performance.now() - started) / 1000
  const rate = seconds > 0 ? Math.round(done / seconds) : 0
  log(`  ${what}: ${done}/${total} (${Math.round((done / Math.max(1, total)) * 100)}%), ${rate}/s`)
}

export async function seedScale(payload: Payload, options: ScaleOptions): Promise<ScaleReport> {
  const started = performance.now()
  const log = options.log ?? (() => undefined)
  const chunkSize = options.chunkSize ?? 250
  const adapter = scaleAdapter(payload)

  log('Picture pool…')
  const pool = await seedImagePool(payload)
  const base = await loadBaseRefs(payload)

  const materials = await loadMaterials(adapter, base.materialCategories, materialIndexOf)
  const newMaterials = Math.max(0, options.materials - materials.total)
  log(`Materials: ${materials.total} present, adding ${newMaterials}`)
  const materialStart = performance.now()
  for (let done = 0; done < newMaterials; ) {
    const count = Math.min(chunkSize, newMaterials - done)
    const first = materials.lastIndex + done + 1
    const refs = refsOf(base, pool, materials.byCategory)
    const docs = Array.from({ length: count }, (_, i) => generateMaterial(first + i))
    const ids = await writeMaterials(adapter, docs.map((doc) => materialRows(doc, refs)))
    for (const doc of docs) {
      const list = materials.byCategory.get(doc.category) ?? []
      list.push(need(ids, doc.code, 'material'))
      materials.byCategory.set(doc.category, list)
    }
    done += count
    progress(log, 'materials', done, newMaterials, materialStart)
  }

  const refs = refsOf(base, pool, materials.byCategory)
  const products = await loadProducts(adapter)
  const newProducts = Math.max(0, options.products - products.total)
  log(`Products: ${products.total} present, adding ${newProducts}`)
  const productStart = performance.now()
  for (let done = 0; done < newProducts; ) {
    const count = Math.min(chunkSize, newProducts - done)
    const first = products.lastIndex + done + 1
    const docs = Array.from({ length: count }, (_, i) => generateProduct(first + i))
    const rows = docs.map((doc) => productRows(doc, refs))
    const categoryOf = new Map(rows.map((row) => [row.key, Number(row.main.category)]))
    // Within the transaction, once ids exist; documents come in index order.
    await writeProducts(adapter, rows, (doc, id) => {
      const category = need(categoryOf, doc.key, 'product category')
      const earlier = products.byCategory.get(category) ?? []
      const related = earlier.slice(-relatedCount).reverse()
      products.byCategory.set(category, [...earlier.slice(-relatedCount * 4), id])
      return related
    })
    done += count
    progress(log, 'products', done, newProducts, productStart)
  }

  return { created: { products: newProducts, materials: newMaterials }, milliseconds: Math.round(performance.now() - started) }
}
