import 'server-only'
import Link from 'next/link'
import { buttonClass } from '@/components/controls/Button'
import { formatDate } from '@/domain/format'
import { tradeBulletinsPath } from '@/domain/trade/paths'
import { localeTags, type Locale } from '@/i18n/locales'
import type { Translate } from '@/i18n/translator'
import type { TradeBulletin } from '@/payload-types'

/** One notice: kind and dates, the title, the body's paragraphs (blank lines part them), the editor's link. */
export function BulletinNotice({ bulletin, locale, t }: { bulletin: TradeBulletin; locale: Locale; t: Translate }) {
  const tag = localeTags[locale]
  const paragraphs = bulletin.body.split(/\n\s*\n/).map((text) => text.trim()).filter(Boolean)
  const external = bulletin.link?.startsWith('https://') ?? false
  return (
    <article className="trade-notice-detail" aria-labelledby="trade-notice-title">
      <p className="trade-notice__meta">
        <span>{t(`tradeNotices.kind.${bulletin.kind}`)}</span>
        <time dateTime={bulletin.publishedAt}>{t('tradeNotices.published', { date: formatDate(bulletin.publishedAt, tag) })}</time>
        {bulletin.expiresAt ? <span>{t('tradeNotices.expires', { date: formatDate(bulletin.expiresAt, tag) })}</span> : null}
      </p>
      <h1 id="trade-notice-title">{bulletin.title}</h1>
      <div className="trade-notice-detail__body">
        {paragraphs.map((text, index) => (
          <p key={`${index}:${text.slice(0, 40)}`}>{text}</p>
        ))}
      </div>
      {bulletin.link ? (
        <p>
          <a className={buttonClass('primary')} href={bulletin.link} {...(external ? { rel: 'noopener noreferrer' } : {})}>
            {bulletin.linkLabel || t('tradeNotices.more')}
          </a>
        </p>
      ) : null}
      <Link className="trade-notice-detail__back" href={tradeBulletinsPath(locale)}>
        {t('tradeNotices.back')}
      </Link>
    </article>
  )
}
