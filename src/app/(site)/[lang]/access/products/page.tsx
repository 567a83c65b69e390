import type { Metadata } from 'next'
import { approvedPage, TradeProductList } from '@/features/trade'
import { queryFromRecord } from '@/domain/catalogue/queryString'
import { tradeProductsPath } from '@/domain/trade/paths'
import { loadPersonalPage, personalPageMetadata } from '@/views/personalPage'

type Props = { params: Promise<{ lang: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

/** Net prices: rendered for each request for the approved visitor, `private, no-store`. */
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await loadPersonalPage(params)
  return personalPageMetadata(page, 'trade.productList', tradeProductsPath(page.lang))
}

/** /{lang}/access/products: the trade product list (docs/decisions/038). */
export default async function TradeProductsPage({ params, searchParams }: Props) {
  const gate = await approvedPage(params, tradeProductsPath)
  if (!gate.ok) return gate.element
  const { t } = gate.page
  return (
    <section className="section trade-page trade-page--wide">
      <h1>{t('trade.productList')}</h1>
      <p className="trade-page__tagline">{t('trade.list.intro')}</p>
      <TradeProductList page={gate.page} query={queryFromRecord(await searchParams)} />
    </section>
  )
}
