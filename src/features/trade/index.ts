/**
 * The trade area 'Access' (issue 21, docs/decisions/037 and 038): the door for its pages. Route
 * handlers: `./api/*`, re-exported by `src/app/api/trade`. Editors work in the `trade-*`
 * collections (src/collections/Trade*).
 */
export { AccessPage } from './ui/AccessPage'
export { approvedPage, type ApprovedPage } from './ui/gate'
export { Dashboard, dashboardCards } from './ui/dashboard'
export { DashboardCard, type DashboardCardProps } from './ui/dashboard/Card'
export { TradeProductList } from './ui/TradeProductList'
export { TradeProductPage } from './ui/TradeProductPage'
export { QuickshipList } from './ui/QuickshipList'
export { tradeProductEntry } from './server/product'
export { pageTradeVisitor } from './server/page'
export type { TradeVisitor } from './server/access'
// Bulletin boards and warnings (docs/decisions/040).
export { BulletinBoardPage, BulletinNoticePage } from './ui/BulletinPages'
export { BulletinsCard } from './ui/BulletinsCard'
export { WarningsCard } from './ui/WarningsCard'
export { tradeVisitor } from './server/access'
