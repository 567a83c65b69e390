import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'
import { BulletinNoticePage, pageTradeVisitor } from '@/features/trade'
import { loginPathFor } from '@/domain/userPaths'
import { tradeAreaPath, tradeBulletinPath } from '@/domain/trade/paths'
import { loadPersonalPage, personalPageMetadata } from '@/views/personalPage'

type Props = { params: Promise<{ lang: string; id: string }> }

/** Rendered for each request (it reads the session and marks the notice read): never cached or shared. */
export const dynamic = 'force-dynamic'

const noticeId = (value: string) => (/^[1-9]\d{0,15}$/.test(value) ? Number(value) : null)

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await loadPersonalPage(params)
  const { id } = await params
  return personalPageMetadata(page, 'tradeNotices.bulletins', tradeBulletinPath(page.lang, noticeId(id) ?? 0))
}

/**
 * /{lang}/access/bulletins/{id}: one notice, marked read for the visitor as it opens. A notice
 * for another group or market, not yet published or expired, is not found (404), as one that
 * does not exist: the address tells nothing.
 */
export default async function TradeBulletinPage({ params }: Props) {
  const { lang, t } = await loadPersonalPage(params)
  const { id: raw } = await params
  const visitor = await pageTradeVisitor(lang)
  const { access, userId } = visitor
  const id = noticeId(raw)
  if (access.state === 'signedOut') redirect(loginPathFor(lang, id ? tradeBulletinPath(lang, id) : tradeAreaPath(lang)))
  if (access.state !== 'approved' || !userId) redirect(tradeAreaPath(lang))
  if (!id) notFound()
  const page = await BulletinNoticePage({ userId, access, id, locale: lang, t })
  if (!page) notFound()
  return page
}
