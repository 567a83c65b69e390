/**
 * The trade area 'Access' (issue 21, docs/decisions/037): the door for its pages. Route handlers:
 * `./api/*`, re-exported by `src/app/api/trade`. Editors work in the `trade-applications`
 * collection (src/collections/TradeApplications).
 */
export { AccessPage } from './ui/AccessPage'
export { pageTradeVisitor } from './server/page'
export type { TradeVisitor } from './server/access'
// Bulletin boards and warnings (docs/decisions/040).
export { BulletinBoardPage, BulletinNoticePage } from './ui/BulletinPages'
export { BulletinsCard } from './ui/BulletinsCard'
export { WarningsCard } from './ui/WarningsCard'
export { tradeVisitor } from './server/access'
