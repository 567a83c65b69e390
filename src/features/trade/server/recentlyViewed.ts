import 'server-only'
import { asDate, int, reader, visitorDatabase } from '@/features/accounts'
import { TRADE_RECENTLY_VIEWED_MAX } from '@/domain/trade/catalogue'

const TABLE = '"trade_recently_viewed"'

/**
 * Records that the visitor opened a product now: one row per (visitor, product), its time
 * updated; then everything past the newest TRADE_RECENTLY_VIEWED_MAX is deleted. The owner is
 * always the session's user (the statements' condition), never a value from the request.
 */
export async function recordView(userId: string, productId: number, viewedAt = new Date()): Promise<void> {
  const database = await visitorDatabase()
  const query = reader(database)
  const at = database.kind === 'postgres' ? '$3::timestamptz' : '$3'
  await query(
    `insert into ${TABLE} ("userId", "productId", "viewedAt") values ($1, $2, ${at})
     on conflict ("userId", "productId") do update set "viewedAt" = excluded."viewedAt"`,
    [userId, productId, viewedAt.toISOString()],
  )
  await query(
    `delete from ${TABLE} where "userId" = $1 and "id" not in (select "id" from ${TABLE} where "userId" = $1 order by "viewedAt" desc, "id" desc limit $2)`,
    [userId, TRADE_RECENTLY_VIEWED_MAX],
  )
}

/** The visitor's recently viewed products, newest first (at most `limit`). */
export async function recentlyViewed(userId: string, limit = TRADE_RECENTLY_VIEWED_MAX): Promise<{ productId: number; viewedAt: string }[]> {
  const database = await visitorDatabase()
  const { rows } = await reader(database)(`select "productId", "viewedAt" from ${TABLE} where "userId" = $1 order by "viewedAt" desc, "id" desc limit $2`, [userId, limit])
  return rows.map((row) => ({ productId: int(row.productId), viewedAt: new Date(asDate(row.viewedAt)).toISOString() }))
}

/** How many products the visitor has viewed (bounded by TRADE_RECENTLY_VIEWED_MAX). */
export async function recentlyViewedCount(userId: string): Promise<number> {
  const database = await visitorDatabase()
  const { rows } = await reader(database)(`select count(*) as "n" from ${TABLE} where "userId" = $1`, [userId])
  return int(rows[0]?.n)
}
