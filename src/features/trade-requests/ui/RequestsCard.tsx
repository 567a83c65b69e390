import 'server-only'
import Link from 'next/link'
import { tradeArchivePath, tradeRequestsPath } from '@/domain/trade/paths'
import type { Locale } from '@/i18n/locales'
import type { Translate } from '@/i18n/translator'
import { requestCounts } from '../server/requests'

/** The landing's card: the visitor's open requests and unread answers, with the way to them and to the archive. */
export async function RequestsCard({ userId, locale, t }: { userId: string; locale: Locale; t: Translate }) {
  const { open, unread } = await requestCounts(userId)
  return (
    <section className="trade-card requests-card" aria-labelledby="requests-card-title">
      <h2 id="requests-card-title" className="trade-card__title">
        {t('tradeRequests.title')}
      </h2>
      <p className="requests-card__count">{t('tradeRequests.card.open', { count: open })}</p>
      <p className={unread > 0 ? 'requests-card__count requests-card__count--new' : 'requests-card__count'}>{t('tradeRequests.card.unread', { count: unread })}</p>
      <p className="requests-card__links">
        <Link href={tradeRequestsPath(locale)}>{t('tradeRequests.card.link')}</Link>
        <Link href={tradeArchivePath(locale)}>{t('mailArchive.open')}</Link>
      </p>
    </section>
  )
}
