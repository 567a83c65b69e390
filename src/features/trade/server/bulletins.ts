import 'server-only'
import { payloadClient } from '@/data/payload'
import { BULLETINS_MAX_LISTED, bulletinReaches, newestBulletinsFirst, type TradeAudience } from '@/domain/trade/bulletins'
import type { Locale } from '@/i18n/locales'
import type { TradeBulletin } from '@/payload-types'
import { markedSubjects, markOnce } from './noticeMarks'

/** A notice on the visitor's board, with whether they opened it. */
export interface BoardNotice {
  bulletin: TradeBulletin
  read: boolean
}

/**
 * The approved visitor's board, newest first: the notices published by now for their group and
 * markets (up to BULLETINS_MAX_LISTED of the newest), in their language, each read or not.
 * Read past the editors-only rule with the Local API, the targeting checked here.
 */
export async function boardOf(visitor: string, audience: TradeAudience, locale: Locale, now = new Date()): Promise<BoardNotice[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'trade-bulletins',
    where: { publishedAt: { less_than_equal: now.toISOString() } },
    sort: '-publishedAt',
    limit: BULLETINS_MAX_LISTED,
    depth: 0,
    locale,
    overrideAccess: true,
  })
  const visible = newestBulletinsFirst(docs.filter((bulletin) => bulletinReaches(bulletin, audience, now)))
  const read = await markedSubjects(visitor, 'bulletinRead', visible.map((bulletin) => bulletin.id))
  return visible.map((bulletin) => ({ bulletin, read: read.has(bulletin.id) }))
}

/** One notice for the visitor, or null when there is none or it is not for them (another group or market, not yet or no longer shown). */
export async function noticeFor(id: number, audience: TradeAudience, locale: Locale, now = new Date()): Promise<TradeBulletin | null> {
  const payload = await payloadClient()
  const bulletin = await payload.findByID({ collection: 'trade-bulletins', id, depth: 0, locale, overrideAccess: true, disableErrors: true })
  return bulletin && bulletinReaches(bulletin, audience, now) ? bulletin : null
}

/** Opening a notice marks it read for the visitor. */
export const markNoticeRead = (visitor: string, id: number) => markOnce(visitor, 'bulletinRead', id)
