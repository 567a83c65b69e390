import type { Market } from '@/domain/catalogue/types'
import type { TradeGroup } from './access'

/** What a notice on the trade bulletin board is about (issue 21 item 4). */
export const bulletinKinds = ['priceUpdate', 'newCollection', 'event', 'other'] as const
export type BulletinKind = (typeof bulletinKinds)[number]

/** The longest title and body an editor writes for a notice. */
export const BULLETIN_TITLE_MAX_LENGTH = 160
export const BULLETIN_BODY_MAX_LENGTH = 8000
/** The newest notices a visitor's board considers (older ones are archive, out of the list). */
export const BULLETINS_MAX_LISTED = 100

/** Who a notice is for and when it shows: empty groups or markets mean every group or market. */
export interface BulletinTarget {
  groups?: readonly string[] | null
  markets?: readonly string[] | null
  publishedAt: string
  expiresAt?: string | null
}

/** An approved professional, as far as notices care. */
export interface TradeAudience {
  group: TradeGroup
  markets: readonly Market[]
}

/**
 * Whether the approved professional sees the notice now: published (its date reached), not
 * expired, for their group (or every group) and for one of their markets (or every market).
 */
export function bulletinReaches(bulletin: BulletinTarget, audience: TradeAudience, now: Date): boolean {
  const published = Date.parse(bulletin.publishedAt)
  if (!Number.isFinite(published) || published > now.getTime()) return false
  if (bulletin.expiresAt && Date.parse(bulletin.expiresAt) <= now.getTime()) return false
  const groups = bulletin.groups ?? []
  if (groups.length > 0 && !groups.includes(audience.group)) return false
  const markets = bulletin.markets ?? []
  return markets.length === 0 || markets.some((market) => (audience.markets as readonly string[]).includes(market))
}

/** Newest first by publish date (then by id, for a stable order on equal dates). */
export function newestBulletinsFirst<T extends { id: number; publishedAt: string }>(bulletins: readonly T[]): T[] {
  return [...bulletins].sort((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt) || b.id - a.id)
}

/** How many of the visible notices the visitor has not opened yet. */
export const unreadCount = (visible: readonly { id: number }[], read: ReadonlySet<number>) => visible.filter((bulletin) => !read.has(bulletin.id)).length

/** What a visitor's mark records (collection `trade-notice-marks`): a notice opened, a warning acknowledged. */
export const tradeNoticeMarkKinds = ['bulletinRead', 'warningAcknowledged'] as const
export type TradeNoticeMarkKind = (typeof tradeNoticeMarkKinds)[number]
