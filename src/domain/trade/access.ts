import { markets, type Market } from '@/domain/catalogue/types'

/** Where a professional's application to the trade area stands; editors move it on in the admin. */
export const tradeApplicationStatuses = ['pending', 'approved', 'rejected'] as const
export type TradeApplicationStatus = (typeof tradeApplicationStatuses)[number]

/** The trade groups an editor assigns on approval; price lists (a later step) are per group. */
export const tradeGroups = ['designer', 'architect', 'dealer', 'contract'] as const
export type TradeGroup = (typeof tradeGroups)[number]

/** The longest reason an editor gives for a refusal (shown to the visitor and mailed). */
export const TRADE_REJECTION_REASON_MAX_LENGTH = 1000

/** What the trade area knows of an application (the collection's row, narrowed). */
export interface TradeApplicationState {
  status: string
  reason?: string | null
  group?: string | null
  markets?: readonly string[] | null
}

/** Who is asking, as far as the trade area cares. */
export type TradeAccess =
  | { state: 'signedOut' }
  /** Registered as a private person: the area is for professionals. */
  | { state: 'private' }
  /** A professional who has not applied yet. */
  | { state: 'notApplied' }
  | { state: 'pending' }
  | { state: 'rejected'; reason: string }
  | { state: 'approved'; group: TradeGroup; markets: Market[] }

const isTradeGroup = (value: unknown): value is TradeGroup => (tradeGroups as readonly unknown[]).includes(value)
const isMarket = (value: unknown): value is Market => (markets as readonly unknown[]).includes(value)

/**
 * The visitor's standing in the trade area, from their account kind and their application. Only
 * a professional whose application is approved, with a group and at least one market, enters;
 * an approval that lost its group or markets (an editor's half-done change) counts as pending,
 * never as access to everything.
 */
export function tradeAccessOf(visitor: { kind: string } | null, application: TradeApplicationState | null): TradeAccess {
  if (!visitor) return { state: 'signedOut' }
  if (visitor.kind !== 'professional') return { state: 'private' }
  if (!application) return { state: 'notApplied' }
  switch (application.status) {
    case 'approved': {
      const granted = (application.markets ?? []).filter(isMarket)
      if (!isTradeGroup(application.group) || granted.length === 0) return { state: 'pending' }
      return { state: 'approved', group: application.group, markets: granted }
    }
    case 'rejected':
      return { state: 'rejected', reason: application.reason ?? '' }
    default:
      return { state: 'pending' }
  }
}

/** Whether the visitor may (re)apply: a professional with no application, or a refused one. */
export const canApply = (access: TradeAccess) => access.state === 'notApplied' || access.state === 'rejected'

/** Whether an editor's decision is complete: a refusal needs a reason, an approval a group and a market. */
export function decisionProblem(application: TradeApplicationState): 'reasonRequired' | 'groupRequired' | 'marketsRequired' | null {
  if (application.status === 'rejected' && (application.reason ?? '').trim() === '') return 'reasonRequired'
  if (application.status === 'approved' && !isTradeGroup(application.group)) return 'groupRequired'
  if (application.status === 'approved' && (application.markets ?? []).filter(isMarket).length === 0) return 'marketsRequired'
  return null
}
