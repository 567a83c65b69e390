import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { approvedPageVisitor, markSeen, ownRequest, RequestDetail } from '@/features/trade-requests'
import { tradeRequestPath } from '@/domain/trade/paths'
import { loadPersonalPage, personalPageMetadata } from '@/views/personalPage'

type Props = { params: Promise<{ lang: string; id: string }> }

/** Rendered for each request (it reads the session): `private, no-store`, never cached or shared. */
export const dynamic = 'force-dynamic'

const idOf = (value: string) => (/^[1-9]\d{0,9}$/.test(value) ? Number(value) : null)

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await loadPersonalPage(params)
  const { id } = await params
  return personalPageMetadata(page, 'tradeRequests.title', tradeRequestPath(page.lang, idOf(id) ?? 0))
}

/**
 * /{lang}/access/requests/{id}: one of the visitor's requests. Another visitor's, or none: 404
 * (nothing tells them it exists). Opening it marks its answer read.
 */
export default async function TradeRequestPage({ params }: Props) {
  const { lang, t } = await loadPersonalPage(params)
  const id = idOf((await params).id)
  const { userId } = await approvedPageVisitor(lang, tradeRequestPath(lang, id ?? 0))
  const request = id === null ? null : await ownRequest(userId, id)
  if (!request) notFound()
  if (request.unread) await markSeen(request.id)
  return (
    <section className="section requests-page">
      <h1>{t('tradeRequests.number', { number: request.id })}</h1>
      <RequestDetail request={request} locale={lang} t={t} />
    </section>
  )
}
