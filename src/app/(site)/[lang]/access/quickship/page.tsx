import type { Metadata } from 'next'
import { approvedPage, QuickshipList } from '@/features/trade'
import { tradeQuickshipPath } from '@/domain/trade/paths'
import { loadPersonalPage, personalPageMetadata } from '@/views/personalPage'

type Props = { params: Promise<{ lang: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

/** Trade data: rendered for each request for the approved visitor, `private, no-store`. */
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await loadPersonalPage(params)
  return personalPageMetadata(page, 'trade.quickshipTitle', tradeQuickshipPath(page.lang))
}

/** /{lang}/access/quickship: items in stock for fast delivery in the visitor's markets (docs/decisions/038). */
export default async function TradeQuickshipPage({ params, searchParams }: Props) {
  const gate = await approvedPage(params, tradeQuickshipPath)
  if (!gate.ok) return gate.element
  const { t } = gate.page
  return (
    <section className="section trade-page trade-page--wide">
      <h1>{t('trade.quickshipTitle')}</h1>
      <p className="trade-page__tagline">{t('trade.quickship.intro')}</p>
      <QuickshipList page={gate.page} query={await searchParams} />
    </section>
  )
}
