import 'server-only'
import { findVisible } from '@/data/readers/findVisible'
import { payloadClient } from '@/data/payload'
import { markets, type Market } from '@/domain/catalogue/types'
import { asMarket, tradeOffers, type AvailabilityLine, type TradeOffer, type TradeVersion } from '@/domain/trade/catalogue'
import { tradeFileOpenTo, type TradeDownloadKind } from '@/domain/trade/downloads'
import type { TradeGroup } from '@/domain/trade/access'
import type { TradePriceList } from '@/domain/trade/prices'
import type { Locale } from '@/i18n/locales'
import { priceListFromRow } from '../logic/priceLists'

/**
 * The trade data readers (docs/decisions/038). Never cached: a price list an editor changes is
 * what the group's members see on their next request, and nothing here may enter a shared
 * cache. Trade collections are editors-only, so they are read past the rule (`overrideAccess`)
 * — only after the page or endpoint has found the visitor approved.
 */

/** Every trade group's price list (at most one per group: four rows). */
export async function priceLists(): Promise<TradePriceList[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'trade-price-lists', limit: 20, depth: 0, pagination: false, overrideAccess: true })
  return docs.map(priceListFromRow)
}

/** The availability lines (lead time, stock) of the given versions. */
export async function availabilityLines(versionCodes: readonly string[]): Promise<AvailabilityLine[]> {
  if (versionCodes.length === 0) return []
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'trade-availability', where: { versionCode: { in: [...versionCodes] } }, limit: 1000, depth: 0, pagination: false, overrideAccess: true })
  return docs.map((row) => ({ versionCode: row.versionCode.trim(), market: asMarket(row.market), leadTimeWeeks: row.leadTimeWeeks ?? null, stock: row.stock ?? null }))
}

/** A published product with its versions, as the trade list shows it. */
export interface TradeProduct {
  id: number
  name: string
  slug: string
  categoryId: number | null
  versions: TradeVersion[]
}

const versionPrices = (prices: readonly { market: string; amount: number }[] | null | undefined): Partial<Record<Market, number>> =>
  Object.fromEntries((prices ?? []).flatMap((price) => (asMarket(price.market) ? [[price.market, price.amount]] : [])))

/** The versions of the given products (published, not hidden in this language), in the given order. */
export async function tradeProducts(locale: Locale, ids: readonly number[]): Promise<TradeProduct[]> {
  if (ids.length === 0) return []
  const { docs } = await findVisible('products', locale, {
    where: { id: { in: [...ids] } },
    depth: 0,
    limit: ids.length,
    select: { name: true, slug: true, category: true, versions: true },
  })
  const byId = new Map(
    docs.map((product) => [
      product.id,
      {
        id: product.id,
        name: product.name,
        slug: product.slug,
        categoryId: typeof product.category === 'object' ? product.category.id : product.category,
        versions: (product.versions ?? []).map((version) => ({ code: version.code.trim(), name: version.name, prices: versionPrices(version.prices) })),
      },
    ]),
  )
  return ids.flatMap((id) => byId.get(id) ?? [])
}

/** A published product's id by its slug in this language, or null. */
export async function productIdBySlug(locale: Locale, slug: string): Promise<number | null> {
  const { docs } = await findVisible('products', locale, { where: { slug: { equals: slug } }, depth: 0, limit: 1, select: { slug: true } })
  return docs[0]?.id ?? null
}

/** Whom trade files are listed for: an approved professional's group and markets. */
type TradeFileVisitor = { group: TradeGroup; markets: readonly Market[] }

/** The most trade files read at once. */
const TRADE_FILES_MAX = 1000

export interface TradeFile {
  id: number
  title: string
  kind: TradeDownloadKind
  productIds: number[]
  mimeType: string | null
}

/**
 * The trade-only files for these products (and those for the whole catalogue) the visitor's
 * group and markets may take (the download endpoint asks the same). Editors keep tens of them, not thousands: read at once (TRADE_FILES_MAX) and matched here.
 */
export async function tradeFiles(locale: Locale, productIds: readonly number[], access: TradeFileVisitor): Promise<TradeFile[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'trade-downloads',
    locale,
    limit: TRADE_FILES_MAX,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { title: true, kind: true, products: true, groups: true, markets: true, mimeType: true },
  })
  const wanted = new Set(productIds)
  return docs
    .filter((file) => tradeFileOpenTo(file, access))
    .map((file) => ({
      id: file.id,
      title: file.title,
      kind: file.kind,
      productIds: (file.products ?? []).map((product) => (typeof product === 'object' ? product.id : product)),
      mimeType: file.mimeType ?? null,
    }))
    .filter((file) => file.productIds.length === 0 || file.productIds.some((id) => wanted.has(id)))
}

/** Quickship items in the given markets (the page filters them further), with their product. */
export async function quickshipRows(approved: readonly Market[]) {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'trade-quickship',
    where: { and: [{ market: { in: approved.filter((market) => markets.includes(market)) } }, { quantity: { greater_than: 0 } }] },
    limit: 1000,
    depth: 0,
    pagination: false,
    sort: 'shipBy',
    overrideAccess: true,
  })
  return docs.flatMap((row) => {
    const market = asMarket(row.market)
    const productId = typeof row.product === 'object' ? row.product.id : row.product
    return market ? [{ id: row.id, productId, versionCode: row.versionCode.trim(), market, quantity: row.quantity, shipBy: row.shipBy.slice(0, 10) }] : []
  })
}

/** A product with its trade data in the visitor's markets and its trade files: one item of the trade list. */
export interface TradeEntry {
  product: TradeProduct
  versions: { version: TradeVersion; offers: TradeOffer[] }[]
  files: TradeFile[]
}

/**
 * The trade list's items for these products (in this order), for an approved visitor's group
 * and markets: four reads (products, price lists, availability, files), whatever the page size.
 */
export async function tradeEntries(locale: Locale, ids: readonly number[], access: { group: TradeGroup; markets: readonly Market[] }): Promise<TradeEntry[]> {
  const products = await tradeProducts(locale, ids)
  const codes = [...new Set(products.flatMap((product) => product.versions.map((version) => version.code)))]
  const [lists, availability, files] = await Promise.all([priceLists(), availabilityLines(codes), tradeFiles(locale, ids, access)])
  return products.map((product) => ({
    product,
    versions: product.versions.map((version) => ({ version, offers: tradeOffers(version, { lists, group: access.group, markets: access.markets, availability }) })),
    files: files.filter((file) => file.productIds.includes(product.id)),
  }))
}

/** The files for the whole catalogue (price lists, a library) the visitor's group and markets may take. */
export async function catalogueFiles(locale: Locale, access: TradeFileVisitor): Promise<TradeFile[]> {
  return (await tradeFiles(locale, [], access)).filter((file) => file.productIds.length === 0)
}

/** Whether a product is published (and not hidden) in this language. */
export async function productIdExists(locale: Locale, id: number): Promise<boolean> {
  const { docs } = await findVisible('products', locale, { where: { id: { equals: id } }, depth: 0, limit: 1, select: { slug: true } })
  return docs.length > 0
}
