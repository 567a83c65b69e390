import type { TradeGroup } from './access'

/** What a trade-only file is (issue 21): the trade list groups them by kind. */
export const tradeDownloadKinds = ['cad', '3d', 'bim', 'priceList'] as const
export type TradeDownloadKind = (typeof tradeDownloadKinds)[number]

/** Whether a trade group may take a file: one meant for every group (none named) or for theirs. */
export const downloadOpenTo = (groups: readonly string[] | null | undefined, group: TradeGroup) => !groups || groups.length === 0 || groups.includes(group)
