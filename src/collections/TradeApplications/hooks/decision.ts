import { ValidationError, type CollectionBeforeChangeHook, type CollectionBeforeValidateHook } from 'payload'
import { decisionProblem } from '@/domain/trade/access'
import type { TradeApplication } from '@/payload-types'

const problemField = { reasonRequired: 'reason', groupRequired: 'group', marketsRequired: 'markets' } as const
const problemText = {
  reasonRequired: 'A rejection needs a reason: the visitor reads it.',
  groupRequired: 'An approval needs a trade group.',
  marketsRequired: 'An approval needs at least one market.',
} as const

/** A decision is complete or refused: a rejection without a reason, an approval without group or market. */
export const checkDecision: CollectionBeforeValidateHook<TradeApplication> = ({ data, originalDoc, req }) => {
  // An update carries only the changed fields: the decision is judged on the document it makes.
  const merged = { ...originalDoc, ...data }
  const problem = decisionProblem({ status: merged.status ?? 'pending', reason: merged.reason, group: merged.group, markets: merged.markets })
  if (problem) throw new ValidationError({ collection: 'trade-applications', errors: [{ path: problemField[problem], message: problemText[problem] }], req })
  return data
}

/** When the status changes, the time of the decision (cleared when an application is pending again). */
export const stampDecision: CollectionBeforeChangeHook<TradeApplication> = ({ data, originalDoc }) => {
  if (data.status === undefined || data.status === originalDoc?.status) return data
  return { ...data, decidedAt: data.status === 'pending' ? null : new Date().toISOString() }
}
