import 'server-only'
import type { ComponentType } from 'react'
import type { DashboardCardProps } from './Card'
import { ProductsCard } from './ProductsCard'
import { QuickshipCard } from './QuickshipCard'
import { RecentlyViewedCard } from './RecentlyViewedCard'
import { RequestsCard } from '@/features/trade-requests'
import { BulletinsCard } from '../BulletinsCard'
import { WarningsCard } from '../WarningsCard'
import type { ApprovedPage } from '../gate'

/**
 * The landing's cards, in order (docs/decisions/038). A later step adds its card here — one
 * import and one line: a (server) component taking `{ page }` and rendering a `DashboardCard`.
 */
export const dashboardCards: readonly { key: string; Card: ComponentType<DashboardCardProps> }[] = [
  { key: 'warnings', Card: ({ page }) => <WarningsCard userId={page.userId} access={page.access} locale={page.lang} t={page.t} /> },
  { key: 'requests', Card: ({ page }) => <RequestsCard userId={page.userId} locale={page.lang} t={page.t} /> },
  { key: 'bulletins', Card: ({ page }) => <BulletinsCard userId={page.userId} access={page.access} locale={page.lang} t={page.t} /> },
  { key: 'products', Card: ProductsCard },
  { key: 'quickship', Card: QuickshipCard },
  { key: 'recent', Card: RecentlyViewedCard },
]

/** The approved visitor's landing: their group and markets, then the cards. */
export function Dashboard({ page }: { page: ApprovedPage }) {
  const { t, access } = page
  return (
    <>
      <h2 className="trade-state__title trade-welcome">{t('trade.approved.title')}</h2>
      <dl className="trade-sent trade-standing">
        <div className="trade-sent__row">
          <dt>{t('trade.approved.group')}</dt>
          <dd>{t(`trade.group.${access.group}`)}</dd>
        </div>
        <div className="trade-sent__row">
          <dt>{t('trade.approved.markets')}</dt>
          <dd>{access.markets.map((market) => t(`market.${market}`)).join(', ')}</dd>
        </div>
      </dl>
      <div className="trade-cards">
        {dashboardCards.map(({ key, Card }) => (
          <Card key={key} page={page} />
        ))}
      </div>
    </>
  )
}
