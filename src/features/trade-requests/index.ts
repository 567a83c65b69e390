/**
 * Quote and sample requests of the trade area (issue 21 item 3, docs/decisions/039): pages'
 * parts. Route handlers: `./api/*`, re-exported by `src/app/api/trade/requests`. Editors work in
 * the `trade-requests` and `trade-offers` collections.
 */
export { approvedPageVisitor } from './server/page'
export { ownRequest, markSeen, requestsOf } from './server/requests'
export { RequestList } from './ui/RequestList'
export { RequestDetail } from './ui/RequestDetail'
export { RequestForm } from './ui/RequestForm.client'
export { RequestsCard } from './ui/RequestsCard'
