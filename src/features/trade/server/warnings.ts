import 'server-only'
import { payloadClient } from '@/data/payload'
import { markets as allMarkets, type Market } from '@/domain/catalogue/types'
import { deriveWarnings, WARNINGS_WINDOW_DAYS, type CatalogueChange, type TradeWarning } from '@/domain/trade/warnings'
import type { Locale } from '@/i18n/locales'
import type { TradeCatalogueChange } from '@/payload-types'
import { followedVersions } from './followed'
import { markedSubjects, markOnce } from './noticeMarks'

/** The most recorded changes one visitor's warnings look through (newest first). */
const WARNING_CHANGES_SCANNED = 500
const DAY_MS = 86_400_000

const isMarket = (value: unknown): value is Market => (allMarkets as readonly unknown[]).includes(value)

function changeOf(row: TradeCatalogueChange): CatalogueChange {
  return {
    id: String(row.id),
    kind: row.kind,
    productId: String(row.product),
    productCode: row.productCode,
    versionCode: row.versionCode ?? null,
    market: isMarket(row.market) ? row.market : null,
    currency: row.currency ?? null,
    previousAmount: row.previousAmount ?? null,
    amount: row.amount ?? null,
    at: row.createdAt,
  }
}

/** A warning as the landing shows it: the change, with the product's name in the visitor's language. */
export interface ShownWarning extends TradeWarning {
  productName: string
}

/**
 * The visitor's warnings (docs/decisions/040): the recorded catalogue changes of the last
 * WARNINGS_WINDOW_DAYS on the products they follow, through `deriveWarnings` (their markets, what
 * they followed before it changed, not acknowledged), with the products' names.
 */
export async function warningsOf(visitor: string, markets: readonly Market[], locale: Locale, now = new Date()): Promise<ShownWarning[]> {
  const followed = await followedVersions({ visitor, markets })
  const productIds = [...new Set(followed.map((item) => Number(item.productId)).filter(Number.isSafeInteger))]
  if (productIds.length === 0) return []
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'trade-catalogue-changes',
    where: { and: [{ product: { in: productIds } }, { createdAt: { greater_than_equal: new Date(now.getTime() - WARNINGS_WINDOW_DAYS * DAY_MS).toISOString() } }] },
    sort: '-createdAt',
    limit: WARNING_CHANGES_SCANNED,
    depth: 0,
    overrideAccess: true,
  })
  const acknowledged = await markedSubjects(visitor, 'warningAcknowledged', docs.map((doc) => doc.id))
  const warnings = deriveWarnings({ followed, changes: docs.map(changeOf), markets, acknowledged: new Set([...acknowledged].map(String)) })
  if (warnings.length === 0) return []
  const warnedIds = [...new Set(warnings.map((warning) => Number(warning.change.productId)))]
  // Names of products the visitor follows, even unpublished or hidden since: that is the news.
  const products = await payload.find({ collection: 'products', where: { id: { in: warnedIds } }, limit: warnedIds.length, pagination: false, depth: 0, locale, overrideAccess: true, select: { name: true } })
  const names = new Map(products.docs.map((product) => [String(product.id), product.name]))
  return warnings.map((warning) => ({ ...warning, productName: names.get(warning.change.productId) ?? warning.change.productCode }))
}

/** Whether a recorded change exists (an acknowledgement names one). */
export async function changeExists(id: number): Promise<boolean> {
  const payload = await payloadClient()
  return (await payload.findByID({ collection: 'trade-catalogue-changes', id, depth: 0, overrideAccess: true, disableErrors: true, select: { kind: true } })) !== null
}

/** The visitor has seen the warning: it stays gone. */
export const acknowledgeWarning = (visitor: string, changeId: number) => markOnce(visitor, 'warningAcknowledged', changeId)
