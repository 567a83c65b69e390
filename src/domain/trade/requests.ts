import { CONFIGURATOR_MAX_CODE_LENGTH } from '@/domain/configurator/limits'
import { parseConfiguration } from '@/domain/configurator/address'

/** What a professional asks for: a price offer, or samples (issue 21, item 3). */
export const tradeRequestKinds = ['quote', 'sample'] as const
export type TradeRequestKind = (typeof tradeRequestKinds)[number]

/** Where a request stands; editors move it on in the admin, one step at a time (docs/decisions/039). */
export const tradeRequestStatuses = ['submitted', 'inReview', 'answered', 'closed'] as const
export type TradeRequestStatus = (typeof tradeRequestStatuses)[number]

/** The most lines one request carries (a wishlist sends at most this many). */
export const TRADE_REQUEST_MAX_LINES = 30
/** The largest quantity of one line. */
export const TRADE_REQUEST_MAX_QUANTITY = 9999
/** The longest message a visitor writes. */
export const TRADE_REQUEST_MESSAGE_MAX_LENGTH = 2000
/** The longest answer an editor writes (shown and mailed). */
export const TRADE_REQUEST_ANSWER_MAX_LENGTH = 5000
/** Requests a visitor may have open (submitted or in review) at once: beyond it, they wait for answers. */
export const TRADE_REQUEST_MAX_OPEN = 20
/** The longest version code a line names. */
export const TRADE_REQUEST_CODE_MAX_LENGTH = 40
/** The largest offer file an editor attaches (bytes). */
export const TRADE_OFFER_MAX_BYTES = 10 * 1024 * 1024

/**
 * The steps editors may take: forward one at a time (an answer may come straight from
 * submitted), back from answered to in review (the visitor replied), and close at any point.
 * A closed request stays closed.
 */
const allowedSteps: Record<TradeRequestStatus, readonly TradeRequestStatus[]> = {
  submitted: ['inReview', 'answered', 'closed'],
  inReview: ['answered', 'closed'],
  answered: ['inReview', 'closed'],
  closed: [],
}

export const isTradeRequestStatus = (value: unknown): value is TradeRequestStatus => (tradeRequestStatuses as readonly unknown[]).includes(value)
export const isTradeRequestKind = (value: unknown): value is TradeRequestKind => (tradeRequestKinds as readonly unknown[]).includes(value)

/** Why an editor's change of status is refused, or null when it may be saved. */
export function transitionProblem(from: TradeRequestStatus, to: TradeRequestStatus, answer: string | null | undefined): 'closedIsFinal' | 'notAllowed' | 'answerRequired' | null {
  if (from === to) return to === 'answered' && (answer ?? '').trim() === '' ? 'answerRequired' : null
  if (from === 'closed') return 'closedIsFinal'
  if (!allowedSteps[from].includes(to)) return 'notAllowed'
  if (to === 'answered' && (answer ?? '').trim() === '') return 'answerRequired'
  return null
}

/** Whether a request still waits for the editors (counted against TRADE_REQUEST_MAX_OPEN). */
export const isOpenRequest = (status: TradeRequestStatus) => status === 'submitted' || status === 'inReview'

/** A version code as the catalogue writes them (`av-sof-001-236`). */
export const versionCodePattern = /^[a-z0-9][a-z0-9-]{0,39}$/

/**
 * The version code a configuration address names (its first group), or null: a line from the
 * configurator keeps the whole address beside it so the editor sees the configuration.
 */
export function configurationVersion(address: string): string | null {
  if (address.length > CONFIGURATOR_MAX_CODE_LENGTH) return null
  return parseConfiguration(address).version
}

/** A line of a request as the visitor sends it. */
export interface TradeRequestLineInput {
  version: string
  quantity: number
  configuration?: string | null
}

/** Lines naming the same version and configuration become one, their quantities added (capped). */
export function mergeLines(lines: readonly TradeRequestLineInput[]): TradeRequestLineInput[] {
  const merged = new Map<string, TradeRequestLineInput>()
  for (const line of lines) {
    const key = `${line.version}|${line.configuration ?? ''}`
    const seen = merged.get(key)
    if (seen) seen.quantity = Math.min(TRADE_REQUEST_MAX_QUANTITY, seen.quantity + line.quantity)
    else merged.set(key, { ...line, configuration: line.configuration ?? null })
  }
  return [...merged.values()]
}

/** One entry of a request's history: when it reached a status. */
export interface TradeRequestStep {
  status: TradeRequestStatus
  at: string
}

/** Whether the visitor has not yet seen the latest answer (answered after their last look). */
export function hasUnreadAnswer(request: { status: string; answeredAt?: string | null; seenAt?: string | null }): boolean {
  if (request.status !== 'answered' || !request.answeredAt) return false
  return !request.seenAt || request.seenAt < request.answeredAt
}
