import 'server-only'
import { payloadClient } from '@/data/payload'
import { visitorDatabase } from '@/features/accounts'
import { wishlistItemsOf } from '@/features/wishlist'
import type { Market } from '@/domain/catalogue/types'
import { followedFromQuickship, followedFromRequests, type FollowedVersion, type FollowSource } from '@/domain/trade/warnings'

/** Whose follows are read: the approved professional and the markets they are approved for. */
export interface Follower {
  visitor: string
  markets: readonly Market[]
}

/** One place a professional follows products or versions from: its items, each with the date it was followed. */
export interface FollowedVersionSource {
  source: FollowSource
  followedBy(follower: Follower): Promise<FollowedVersion[]>
}

/** The most recent requests whose lines are followed (a request holds at most 30 lines). */
export const FOLLOWED_REQUESTS_MAX = 100
/** The most recently listed quickship items of the visitor's markets that are followed. */
export const FOLLOWED_QUICKSHIP_MAX = 500

/** The wishlist: each saved product, with the version the visitor chose (none: every version). */
const wishlistSource: FollowedVersionSource = {
  source: 'wishlist',
  async followedBy({ visitor }) {
    const items = await wishlistItemsOf(await visitorDatabase(), visitor)
    return items
      .filter((item) => item.kind === 'product')
      .map((item) => ({ source: 'wishlist', productId: item.id, versionCode: item.options.version ?? null, since: item.savedAt }))
  },
}

/** The visitor's requests (any status): each line's version, its product found by the version's code. */
const requestsSource: FollowedVersionSource = {
  source: 'requests',
  async followedBy({ visitor }) {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'trade-requests',
      where: { visitor: { equals: visitor } },
      sort: '-submittedAt',
      limit: FOLLOWED_REQUESTS_MAX,
      depth: 0,
      overrideAccess: true,
      select: { lines: true, submittedAt: true },
    })
    const requests = docs.map((doc) => ({ submittedAt: doc.submittedAt, versions: doc.lines.map((line) => line.version) }))
    const codes = [...new Set(requests.flatMap((request) => request.versions.map((code) => code.toLowerCase())))]
    if (codes.length === 0) return []
    // Products unpublished since are found too: their withdrawal is the news. The catalogue
    // writes codes in lower case (versionCodePattern); one written in capitals is found too.
    const products = await payload.find({
      collection: 'products',
      where: { or: [{ 'versions.code': { in: codes } }, { 'versions.code': { in: codes.map((code) => code.toUpperCase()) } }] },
      pagination: false,
      depth: 0,
      draft: false,
      overrideAccess: true,
      select: { versions: true },
    })
    const wanted = new Set(codes)
    const productOfVersion = new Map<string, { productId: string; versionCode: string }>()
    for (const product of products.docs) {
      for (const version of product.versions ?? []) {
        const code = version.code.toLowerCase()
        if (wanted.has(code)) productOfVersion.set(code, { productId: String(product.id), versionCode: version.code })
      }
    }
    return followedFromRequests(requests, productOfVersion)
  },
}

/** Quickship: the items offered in the visitor's markets, from the day each was listed. */
const quickshipSource: FollowedVersionSource = {
  source: 'quickship',
  async followedBy({ markets }) {
    if (markets.length === 0) return []
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'trade-quickship',
      where: { market: { in: [...markets] } },
      sort: '-createdAt',
      limit: FOLLOWED_QUICKSHIP_MAX,
      depth: 0,
      overrideAccess: true,
      select: { product: true, versionCode: true, createdAt: true },
    })
    return followedFromQuickship(
      docs.map((doc) => ({ productId: String(typeof doc.product === 'object' ? doc.product.id : doc.product), versionCode: doc.versionCode, listedAt: doc.createdAt })),
    )
  },
}

/** Every source of what a professional follows (issue 21 item 5: their wishlist, their requests, quickship in their markets). */
export const followedVersionSources: readonly FollowedVersionSource[] = [wishlistSource, requestsSource, quickshipSource]

/** What the visitor follows, from every source. */
export async function followedVersions(follower: Follower): Promise<FollowedVersion[]> {
  return (await Promise.all(followedVersionSources.map((source) => source.followedBy(follower)))).flat()
}
