import type { Metadata } from 'next'
import { approvedPage, Dashboard } from '@/features/trade'
import { tradeAreaPath } from '@/domain/trade/paths'
import { loadPersonalPage, personalPageMetadata } from '@/views/personalPage'

type Props = { params: Promise<{ lang: string }> }

/** Rendered for each request (it reads the session): `private, no-store`, never cached or shared. */
export const dynamic = 'force-dynamic'

/** Not for search engines; its own address as canonical, no language alternates. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await loadPersonalPage(params)
  return personalPageMetadata(page, 'trade.access', tradeAreaPath(page.lang))
}

/**
 * /{lang}/access: the trade area's landing (issue 21). Signed out: to the sign-in, which brings
 * the visitor back here; signed in but not approved: what their standing means
 * (docs/decisions/037); approved: the dashboard with its cards (docs/decisions/038).
 */
export default async function TradeLandingPage({ params }: Props) {
  const gate = await approvedPage(params, tradeAreaPath)
  if (!gate.ok) return gate.element
  const { t } = gate.page
  return (
    <section className="section trade-page trade-page--wide">
      <h1>{t('trade.access')}</h1>
      <p className="trade-page__tagline">{t('trade.tagline')}</p>
      <Dashboard page={gate.page} />
    </section>
  )
}
