import 'server-only'
import { filterQuickship } from '@/domain/trade/catalogue'
import { tradeQuickshipPath } from '@/domain/trade/paths'
import { quickshipRows, tradeProducts } from '../../server/catalogue'
import { DashboardCard, type DashboardCardProps } from './Card'

/** Quickship: how many items are ready to ship in the visitor's markets (as the quickship page counts them unfiltered). */
export async function QuickshipCard({ page }: DashboardCardProps) {
  const { lang, t, access } = page
  const rows = await quickshipRows(access.markets)
  const published = new Set((await tradeProducts(lang, [...new Set(rows.map((row) => row.productId))])).map((product) => product.id))
  const items = rows.filter((row) => published.has(row.productId)).map((row) => ({ ...row, categoryId: null }))
  const count = filterQuickship(items, { market: null, category: null, shipBy: null }, access.markets, new Date().toISOString().slice(0, 10)).length
  return <DashboardCard id="quickship" title={t('trade.quickshipTitle')} count={count} countText={t('trade.dashboard.quickship', { count })} href={tradeQuickshipPath(lang)} linkText={t('trade.dashboard.openQuickship')} />
}
