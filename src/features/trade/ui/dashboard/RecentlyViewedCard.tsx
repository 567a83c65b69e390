import 'server-only'
import { AppLink as Link } from '@/runtime/navigation/AppLink'
import { formatDate } from '@/domain/format'
import { TRADE_RECENTLY_VIEWED_SHOWN } from '@/domain/trade/catalogue'
import { tradeProductPath } from '@/domain/trade/paths'
import { localeTags } from '@/i18n/locales'
import { tradeProducts } from '../../server/catalogue'
import { recentlyViewed } from '../../server/recentlyViewed'
import { DashboardCard, type DashboardCardProps } from './Card'

/** Recently viewed (issue 21 item 6): the products the visitor opened last, newest first. */
export async function RecentlyViewedCard({ page }: DashboardCardProps) {
  const { lang, t, userId } = page
  const views = await recentlyViewed(userId)
  const products = new Map((await tradeProducts(lang, views.map((view) => view.productId))).map((product) => [product.id, product]))
  const shown = views.flatMap((view) => {
    const product = products.get(view.productId)
    return product ? [{ ...view, product }] : []
  })
  return (
    <DashboardCard id="recent" title={t('trade.recentlyViewed')} count={shown.length} countText={t('trade.dashboard.recent', { count: shown.length })}>
      {shown.length === 0 ? (
        <p className="trade-card__empty">{t('trade.dashboard.recentEmpty')}</p>
      ) : (
        <ol className="trade-recent">
          {shown.slice(0, TRADE_RECENTLY_VIEWED_SHOWN).map((view) => (
            <li key={view.productId}>
              <Link href={tradeProductPath(lang, view.product.slug)}>{view.product.name}</Link>
              <span className="trade-recent__date">{formatDate(view.viewedAt, localeTags[lang])}</span>
            </li>
          ))}
        </ol>
      )}
    </DashboardCard>
  )
}
