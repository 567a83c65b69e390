import 'server-only'
import Link from 'next/link'
import type { TradeAccess } from '@/domain/trade/access'
import { tradeBulletinsPath } from '@/domain/trade/paths'
import type { Locale } from '@/i18n/locales'
import type { Translate } from '@/i18n/translator'
import { boardOf } from '../server/bulletins'

/** The landing's bulletin card: how many notices the approved visitor has not opened, and the way to the board. */
export async function BulletinsCard({ userId, access, locale, t }: { userId: string | null; access: TradeAccess; locale: Locale; t: Translate }) {
  if (access.state !== 'approved' || !userId) return null
  const board = await boardOf(userId, access, locale)
  const unread = board.filter((notice) => !notice.read).length
  return (
    <section className="trade-card" aria-labelledby="trade-card-bulletins">
      <h2 id="trade-card-bulletins" className="trade-card__title">
        {t('tradeNotices.bulletins')}
      </h2>
      <p className="trade-card__count">{t('tradeNotices.unreadCount', { count: unread })}</p>
      <p>
        <Link href={tradeBulletinsPath(locale)}>{t('tradeNotices.openBoard')}</Link>
      </p>
    </section>
  )
}
