import { ValidationError, type CollectionBeforeChangeHook, type CollectionBeforeValidateHook } from 'payload'
import { isTradeRequestStatus, transitionProblem, type TradeRequestStatus } from '@/domain/trade/requests'
import type { TradeRequest } from '@/payload-types'

const problemText = {
  closedIsFinal: 'A closed request stays closed.',
  notAllowed: 'This step is not allowed: a request goes submitted → in review → answered → closed (an answer may go back to in review).',
  answerRequired: 'An answered request needs the answer text: the visitor reads it and it is mailed to them.',
} as const

const statusOf = (value: unknown, fallback: TradeRequestStatus): TradeRequestStatus => (isTradeRequestStatus(value) ? value : fallback)

/** An editor's change of status is one allowed step, and an answer carries its text (else 400, the message on the field). */
export const checkTransition: CollectionBeforeValidateHook<TradeRequest> = ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || !originalDoc) return data
  const merged = { ...originalDoc, ...data }
  const problem = transitionProblem(statusOf(originalDoc.status, 'submitted'), statusOf(merged.status, 'submitted'), merged.answer)
  if (problem) throw new ValidationError({ collection: 'trade-requests', errors: [{ path: problem === 'answerRequired' ? 'answer' : 'status', message: problemText[problem] }], req })
  return data
}

/** Each change of status is written to the request's history; the first answer's time is kept for 'unread'. */
export const stampHistory: CollectionBeforeChangeHook<TradeRequest> = ({ data, originalDoc, operation }) => {
  const status = data.status ?? originalDoc?.status
  if (!status) return data
  const now = new Date().toISOString()
  if (operation === 'create') return { ...data, history: [{ status, at: now }] }
  if (status === originalDoc?.status) return data
  const history = [...(originalDoc?.history ?? []).map(({ status: step, at }) => ({ status: step, at })), { status, at: now }]
  return { ...data, history, ...(status === 'answered' && { answeredAt: now }) }
}
