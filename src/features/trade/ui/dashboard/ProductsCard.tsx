import 'server-only'
import { getCatalogueIndex } from '@/data/catalogue/catalogueIndex'
import { tradeProductsPath } from '@/domain/trade/paths'
import { DashboardCard, type DashboardCardProps } from './Card'

/** The trade product list: how many products carry the visitor's net prices. */
export async function ProductsCard({ page }: DashboardCardProps) {
  const { lang, t } = page
  const count = (await getCatalogueIndex(lang)).products.length
  return <DashboardCard id="products" title={t('trade.productList')} count={count} countText={t('trade.dashboard.products', { count })} href={tradeProductsPath(lang)} linkText={t('trade.dashboard.openProducts')} />
}
