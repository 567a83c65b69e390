import 'server-only'
import type { ReactElement } from 'react'
import type { TradeAudience } from '@/domain/trade/bulletins'
import type { Locale } from '@/i18n/locales'
import type { Translate } from '@/i18n/translator'
import { boardOf, markNoticeRead, noticeFor } from '../server/bulletins'
import { BulletinBoard } from './BulletinBoard'
import { BulletinNotice } from './BulletinNotice'

interface Props {
  userId: string
  access: TradeAudience
  locale: Locale
  t: Translate
}

/** The bulletin board's screen: heading, intro and the notices for the visitor's group and markets. */
export async function BulletinBoardPage({ userId, access, locale, t }: Props) {
  const notices = await boardOf(userId, access, locale)
  return (
    <section className="section trade-page">
      <h1>{t('tradeNotices.bulletins')}</h1>
      <p className="trade-page__tagline">{t('tradeNotices.bulletinsIntro')}</p>
      <BulletinBoard notices={notices} locale={locale} t={t} />
    </section>
  )
}

/** One notice's screen, marked read as it opens; null when it is not the visitor's to see. */
export async function BulletinNoticePage({ userId, access, id, locale, t }: Props & { id: number }): Promise<ReactElement | null> {
  const bulletin = await noticeFor(id, access, locale)
  if (!bulletin) return null
  await markNoticeRead(userId, bulletin.id)
  return (
    <section className="section trade-page">
      <BulletinNotice bulletin={bulletin} locale={locale} t={t} />
    </section>
  )
}
