import type { Metadata } from 'next'
import { approvedPageVisitor, RequestList, requestsOf } from '@/features/trade-requests'
import { tradeRequestsPath } from '@/domain/trade/paths'
import { isTradeRequestStatus } from '@/domain/trade/requests'
import { loadPersonalPage, personalPageMetadata } from '@/views/personalPage'

type Props = { params: Promise<{ lang: string }>; searchParams: Promise<{ status?: string | string[] }> }

/** Rendered for each request (it reads the session): `private, no-store`, never cached or shared. */
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await loadPersonalPage(params)
  return personalPageMetadata(page, 'tradeRequests.title', tradeRequestsPath(page.lang))
}

/** /{lang}/access/requests: the approved visitor's quote and sample requests, filtered by status (docs/decisions/039). */
export default async function TradeRequestsPage({ params, searchParams }: Props) {
  const { lang, t } = await loadPersonalPage(params)
  const { userId } = await approvedPageVisitor(lang, tradeRequestsPath(lang))
  const asked = (await searchParams).status
  const status = isTradeRequestStatus(asked) ? asked : null
  const requests = await requestsOf(userId, status)
  return (
    <section className="section requests-page">
      <h1>{t('tradeRequests.title')}</h1>
      <p className="requests-page__tagline">{t('tradeRequests.intro')}</p>
      <RequestList requests={requests} status={status} locale={lang} t={t} />
    </section>
  )
}
