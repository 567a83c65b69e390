import type { Market } from '@/domain/catalogue/types'
import type { TradeGroup } from './access'

/** What a trade-only file is (issue 21): the trade list groups them by kind. */
export const tradeDownloadKinds = ['cad', '3d', 'bim', 'priceList'] as const
export type TradeDownloadKind = (typeof tradeDownloadKinds)[number]

/** Whether a trade group may take a file: one meant for every group (none named) or for theirs. */
export const downloadOpenTo = (groups: readonly string[] | null | undefined, group: TradeGroup) => !groups || groups.length === 0 || groups.includes(group)

/**
 * Whether a professional of these markets may take a file: one meant for every market (none
 * named) or for at least one of theirs. A file's net prices are a market's, like price lists,
 * quickship and bulletins (docs/decisions/038, addendum).
 */
export const downloadOpenToMarkets = (fileMarkets: readonly string[] | null | undefined, visitorMarkets: readonly Market[]) =>
  !fileMarkets || fileMarkets.length === 0 || fileMarkets.some((market) => (visitorMarkets as readonly string[]).includes(market))

/** What a trade file is restricted to (the collection's row, narrowed). */
export interface TradeFileAudience {
  groups?: readonly string[] | null
  markets?: readonly string[] | null
}

/** Whether an approved professional may see and take a trade file: their group and one of their markets. */
export const tradeFileOpenTo = (file: TradeFileAudience, visitor: { group: TradeGroup; markets: readonly Market[] }) =>
  downloadOpenTo(file.groups, visitor.group) && downloadOpenToMarkets(file.markets, visitor.markets)
