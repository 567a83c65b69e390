import type { Market } from '@/domain/catalogue/types'

/**
 * Warnings (issue 21 item 5): catalogue changes that concern what an approved professional
 * follows. The editors' saves record the changes (`changesBetween`); the visitor's sources say
 * what they follow; `deriveWarnings` brings them together. Pure: no I/O.
 */
export const catalogueChangeKinds = ['priceChanged', 'discontinued'] as const
export type CatalogueChangeKind = (typeof catalogueChangeKinds)[number]

/** Where a followed version comes from; a source named here has its label (`tradeNotices.source.*`). */
export const followSources = ['wishlist', 'requests', 'quickship'] as const
export type FollowSource = (typeof followSources)[number]

/** How far back changes are looked at: older ones have been seen in price lists and mails since. */
export const WARNINGS_WINDOW_DAYS = 180
/** The most warnings the landing shows at once (the oldest wait until newer ones are acknowledged). */
export const WARNINGS_MAX_SHOWN = 20

/** A product (or one of its versions, by code) the visitor follows, since when. */
export interface FollowedVersion {
  source: FollowSource
  productId: string
  /** Null: the whole product (every version). */
  versionCode: string | null
  since: string
}

/** One recorded change of the published catalogue. */
export interface CatalogueChange {
  id: string
  kind: CatalogueChangeKind
  productId: string
  productCode: string
  /** Null: the whole product (unpublished or deleted). */
  versionCode: string | null
  /** For a price change: the market, its currency, the amounts before and after (null: no longer priced there). */
  market: Market | null
  currency: string | null
  previousAmount: number | null
  amount: number | null
  at: string
}

export interface TradeWarning {
  change: CatalogueChange
  /** Every source through which the visitor follows the changed item. */
  sources: FollowSource[]
}

const concerns = (followed: FollowedVersion, change: CatalogueChange) =>
  followed.productId === change.productId &&
  (change.versionCode === null || followed.versionCode === null || followed.versionCode === change.versionCode) &&
  Date.parse(change.at) >= Date.parse(followed.since)

/**
 * The warnings for one visitor, newest first, at most WARNINGS_MAX_SHOWN: each change that
 * concerns something they followed before it happened, a price change only in one of their
 * markets, none they acknowledged; one warning per change whatever the number of sources.
 */
export function deriveWarnings(input: {
  followed: readonly FollowedVersion[]
  changes: readonly CatalogueChange[]
  markets: readonly Market[]
  acknowledged: ReadonlySet<string>
}): TradeWarning[] {
  const warnings: TradeWarning[] = []
  for (const change of input.changes) {
    if (input.acknowledged.has(change.id)) continue
    if (change.kind === 'priceChanged' && (change.market === null || !input.markets.includes(change.market))) continue
    const sources = [...new Set(input.followed.filter((followed) => concerns(followed, change)).map((followed) => followed.source))]
    if (sources.length > 0) warnings.push({ change, sources })
  }
  return warnings.sort((a, b) => Date.parse(b.change.at) - Date.parse(a.change.at)).slice(0, WARNINGS_MAX_SHOWN)
}

/** A professional's own request, as far as warnings care: when it was sent and the version codes of its lines. */
export interface FollowedRequest {
  submittedAt: string
  versions: readonly string[]
}

/**
 * What a professional follows through their requests: each line's version, from the day the
 * request was sent. A request writes codes in lower case (`versionCodePattern`); `productOfVersion`
 * is keyed the same way and gives the product and the code as the product writes it (the one its
 * recorded changes carry). A line whose code no product carries any more follows nothing.
 */
export function followedFromRequests(requests: readonly FollowedRequest[], productOfVersion: ReadonlyMap<string, { productId: string; versionCode: string }>): FollowedVersion[] {
  return requests.flatMap((request) =>
    [...new Set(request.versions.map((code) => code.toLowerCase()))].flatMap((code) => {
      const found = productOfVersion.get(code)
      return found ? [{ source: 'requests' as const, productId: found.productId, versionCode: found.versionCode, since: request.submittedAt }] : []
    }),
  )
}

/** A quickship item offered in one of the professional's markets. */
export interface FollowedQuickshipItem {
  productId: string
  versionCode: string
  listedAt: string
}

/** What a professional follows through quickship: each item offered in their markets, from the day it was listed. */
export function followedFromQuickship(items: readonly FollowedQuickshipItem[]): FollowedVersion[] {
  return items.map((item) => ({ source: 'quickship', productId: item.productId, versionCode: item.versionCode, since: item.listedAt }))
}

/** A product as published, as far as warnings care. */
export interface ProductSnapshot {
  productId: string
  productCode: string
  published: boolean
  versions: readonly { code: string; prices: readonly { market: Market; currency: string; amount: number }[] }[]
}

export type CatalogueChangeDraft = Omit<CatalogueChange, 'id' | 'at'>

/**
 * What changed for a follower between two published states of a product: the product withdrawn
 * (unpublished or deleted: `after` not published or null), a version gone, a price changed or
 * withdrawn in a market. A product that was not published concerned nobody: no change.
 */
export function changesBetween(before: ProductSnapshot | null, after: ProductSnapshot | null): CatalogueChangeDraft[] {
  if (!before?.published) return []
  const base = { productId: before.productId, productCode: before.productCode }
  const none = { market: null, currency: null, previousAmount: null, amount: null }
  if (!after?.published) return [{ ...base, kind: 'discontinued', versionCode: null, ...none }]
  const changes: CatalogueChangeDraft[] = []
  for (const version of before.versions) {
    const now = after.versions.find((candidate) => candidate.code === version.code)
    if (!now) {
      changes.push({ ...base, kind: 'discontinued', versionCode: version.code, ...none })
      continue
    }
    for (const price of version.prices) {
      const current = now.prices.find((candidate) => candidate.market === price.market)
      if (current && current.amount === price.amount && current.currency === price.currency) continue
      changes.push({ ...base, kind: 'priceChanged', versionCode: version.code, market: price.market, currency: current?.currency ?? price.currency, previousAmount: price.amount, amount: current?.amount ?? null })
    }
  }
  return changes
}
