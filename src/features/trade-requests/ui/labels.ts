import type { TradeRequestKind, TradeRequestStatus } from '@/domain/trade/requests'

/** The label of each kind and status (the catalogue's keys). */
export const kindLabel = (kind: TradeRequestKind) => `tradeRequests.kinds.${kind}`
export const statusLabel = (status: TradeRequestStatus) => `tradeRequests.statuses.${status}`
