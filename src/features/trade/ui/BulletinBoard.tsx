import 'server-only'
import Link from 'next/link'
import { formatDate } from '@/domain/format'
import { tradeBulletinPath } from '@/domain/trade/paths'
import { localeTags, type Locale } from '@/i18n/locales'
import type { Translate } from '@/i18n/translator'
import type { BoardNotice } from '../server/bulletins'

/**
 * The approved visitor's bulletin board, newest first; unread notices in bold with a badge. The
 * links do not prefetch: opening a notice marks it read, and only the visitor's click should.
 */
export function BulletinBoard({ notices, locale, t }: { notices: readonly BoardNotice[]; locale: Locale; t: Translate }) {
  if (notices.length === 0) return <p>{t('tradeNotices.empty')}</p>
  const tag = localeTags[locale]
  return (
    <ul className="trade-notices">
      {notices.map(({ bulletin, read }) => (
        <li key={bulletin.id} className={`trade-notice${read ? '' : ' trade-notice--unread'}`}>
          <p className="trade-notice__meta">
            <span>{t(`tradeNotices.kind.${bulletin.kind}`)}</span>
            <time dateTime={bulletin.publishedAt}>{formatDate(bulletin.publishedAt, tag)}</time>
            {read ? null : <span className="trade-notice__badge">{t('tradeNotices.unread')}</span>}
          </p>
          <h2 className="trade-notice__title">
            <Link href={tradeBulletinPath(locale, bulletin.id)} prefetch={false}>
              {bulletin.title}
            </Link>
          </h2>
        </li>
      ))}
    </ul>
  )
}
