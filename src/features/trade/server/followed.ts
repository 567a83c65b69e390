import 'server-only'
import { visitorDatabase } from '@/features/accounts'
import { wishlistItemsOf } from '@/features/wishlist'
import type { FollowedVersion, FollowSource } from '@/domain/trade/warnings'

/** One place a professional follows products or versions from: its items, each with the date it was followed. */
export interface FollowedVersionSource {
  source: FollowSource
  followedBy(visitor: string): Promise<FollowedVersion[]>
}

/** The wishlist: each saved product, with the version the visitor chose (none: every version). */
const wishlistSource: FollowedVersionSource = {
  source: 'wishlist',
  async followedBy(visitor) {
    const items = await wishlistItemsOf(await visitorDatabase(), visitor)
    return items
      .filter((item) => item.kind === 'product')
      .map((item) => ({ source: 'wishlist', productId: item.id, versionCode: item.options.version ?? null, since: item.savedAt }))
  },
}

/**
 * Every source of what a professional follows (issue 21 item 5: their wishlist, their requests,
 * their quickship items). A new source is one line here (its name in `followSources`, its label
 * `tradeNotices.source.<name>` in place already): requests and quickship join when they land.
 */
export const followedVersionSources: readonly FollowedVersionSource[] = [wishlistSource]

/** What the visitor follows, from every source. */
export async function followedVersions(visitor: string): Promise<FollowedVersion[]> {
  return (await Promise.all(followedVersionSources.map((source) => source.followedBy(visitor)))).flat()
}
