import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionBeforeChangeHook, PayloadRequest } from 'payload'
import { changesBetween, type ProductSnapshot } from '@/domain/trade/warnings'
import type { Product } from '@/payload-types'

/**
 * The published state read before a save, waiting for the hook after it: per request (the hooks'
 * `context` argument is not the same object before and after a change) and per product.
 */
const publishedBefore = new WeakMap<PayloadRequest, Map<string, ProductSnapshot | null>>()

/** The published product as warnings see it (its codes and prices; names are read when shown). */
export function snapshotOf(product: Pick<Product, 'id' | 'code' | 'versions'> & { _status?: Product['_status'] }): ProductSnapshot {
  return {
    productId: String(product.id),
    productCode: product.code,
    published: product._status === 'published',
    versions: (product.versions ?? []).map((version) => ({
      code: version.code,
      prices: (version.prices ?? []).map((price) => ({ market: price.market, currency: price.currency, amount: price.amount })),
    })),
  }
}

/**
 * The product's published row (`draft: false` reads the collection's own table, which a draft save
 * leaves alone): comparing it before and after a save tells a publication from a draft or autosave.
 */
async function publishedRow(req: PayloadRequest, id: number | string): Promise<ProductSnapshot | null> {
  const found = await req.payload.find({ collection: 'products', where: { id: { equals: id } }, draft: false, depth: 0, limit: 1, pagination: false, overrideAccess: true, req, select: { code: true, versions: true, _status: true } })
  const doc = found.docs[0]
  return doc ? snapshotOf(doc) : null
}

async function record(req: PayloadRequest, before: ProductSnapshot | null, after: ProductSnapshot | null) {
  for (const change of changesBetween(before, after)) {
    const { productId, ...rest } = change
    await req.payload.create({ collection: 'trade-catalogue-changes', data: { ...rest, product: Number(productId) }, overrideAccess: true, req })
  }
}

/** Before an update: the published state as the trade area's followers knew it. */
export const rememberPublishedProduct: CollectionBeforeChangeHook<Product> = async ({ operation, originalDoc, req, context }) => {
  if (operation !== 'update' || !originalDoc || context.seeding) return
  const saves = publishedBefore.get(req) ?? new Map<string, ProductSnapshot | null>()
  saves.set(String(originalDoc.id), await publishedRow(req, originalDoc.id))
  publishedBefore.set(req, saves)
}

/**
 * After an update: what changed for followers between the two published states — a price per
 * version and market, a version removed, the product unpublished — recorded for the warnings
 * (docs/decisions/040). A draft or an autosave leaves the published row as it was: nothing.
 */
export const recordTradeChanges: CollectionAfterChangeHook<Product> = async ({ operation, doc, req, context }) => {
  if (operation !== 'update' || context.seeding) return doc
  const saves = publishedBefore.get(req)
  const before = saves?.get(String(doc.id))
  saves?.delete(String(doc.id))
  if (!before) return doc
  await record(req, before, await publishedRow(req, doc.id))
  return doc
}

/** A deleted product that was published: discontinued for whoever followed it. */
export const recordTradeDeletion: CollectionAfterDeleteHook<Product> = async ({ doc, req, context }) => {
  if (context.seeding) return
  await record(req, snapshotOf(doc), null)
}
