/**
 * The trade area 'Access' (issue 21, docs/decisions/037): the door for its pages. Route handlers:
 * `./api/*`, re-exported by `src/app/api/trade`. Editors work in the `trade-applications`
 * collection (src/collections/TradeApplications).
 */
export { AccessPage } from './ui/AccessPage'
export { pageTradeVisitor } from './server/page'
export type { TradeVisitor } from './server/access'
export { tradeVisitor } from './server/access'
