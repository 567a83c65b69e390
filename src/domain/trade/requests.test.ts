import { describe, expect, it } from 'vitest'
import { configurationVersion, hasUnreadAnswer, isOpenRequest, mergeLines, TRADE_REQUEST_MAX_QUANTITY, transitionProblem } from './requests'

describe('transitionProblem', () => {
  it('lets editors move forward, answer straight away, reopen an answer and close', () => {
    expect(transitionProblem('submitted', 'inReview', null)).toBeNull()
    expect(transitionProblem('submitted', 'answered', 'Offer attached')).toBeNull()
    expect(transitionProblem('inReview', 'answered', 'Offer attached')).toBeNull()
    expect(transitionProblem('answered', 'inReview', 'x')).toBeNull()
    expect(transitionProblem('answered', 'closed', 'x')).toBeNull()
    expect(transitionProblem('submitted', 'closed', null)).toBeNull()
  })
  it('refuses jumps backwards to submitted and any change of a closed request', () => {
    expect(transitionProblem('inReview', 'submitted', null)).toBe('notAllowed')
    expect(transitionProblem('answered', 'submitted', 'x')).toBe('notAllowed')
    expect(transitionProblem('closed', 'inReview', null)).toBe('closedIsFinal')
    expect(transitionProblem('closed', 'answered', 'x')).toBe('closedIsFinal')
  })
  it('needs an answer to answer, also when saving an answered request again', () => {
    expect(transitionProblem('inReview', 'answered', '  ')).toBe('answerRequired')
    expect(transitionProblem('answered', 'answered', '')).toBe('answerRequired')
    expect(transitionProblem('answered', 'answered', 'ok')).toBeNull()
    expect(transitionProblem('closed', 'closed', null)).toBeNull()
  })
})

describe('requests', () => {
  it('counts submitted and in review as open', () => {
    expect(isOpenRequest('submitted')).toBe(true)
    expect(isOpenRequest('inReview')).toBe(true)
    expect(isOpenRequest('answered')).toBe(false)
    expect(isOpenRequest('closed')).toBe(false)
  })
  it('reads the version of a configuration address', () => {
    expect(configurationVersion('av-sof-001-236_upholstery.tess-101_feather')).toBe('av-sof-001-236')
    expect(configurationVersion('NOT A CODE')).toBeNull()
    expect(configurationVersion('a'.repeat(500))).toBeNull()
  })
  it('merges lines of the same version and configuration, capping the quantity', () => {
    const merged = mergeLines([
      { version: 'a-1', quantity: 2 },
      { version: 'a-1', quantity: 3, configuration: null },
      { version: 'a-1', quantity: 1, configuration: 'a-1_x.y' },
      { version: 'b-2', quantity: TRADE_REQUEST_MAX_QUANTITY },
      { version: 'b-2', quantity: 5 },
    ])
    expect(merged).toEqual([
      { version: 'a-1', quantity: 5, configuration: null },
      { version: 'a-1', quantity: 1, configuration: 'a-1_x.y' },
      { version: 'b-2', quantity: TRADE_REQUEST_MAX_QUANTITY, configuration: null },
    ])
  })
  it('marks an answer unread until the visitor looked after it', () => {
    expect(hasUnreadAnswer({ status: 'answered', answeredAt: '2026-11-28T10:00:00.000Z', seenAt: null })).toBe(true)
    expect(hasUnreadAnswer({ status: 'answered', answeredAt: '2026-11-28T10:00:00.000Z', seenAt: '2026-11-28T09:00:00.000Z' })).toBe(true)
    expect(hasUnreadAnswer({ status: 'answered', answeredAt: '2026-11-28T10:00:00.000Z', seenAt: '2026-11-28T11:00:00.000Z' })).toBe(false)
    expect(hasUnreadAnswer({ status: 'inReview', answeredAt: '2026-11-28T10:00:00.000Z', seenAt: null })).toBe(false)
  })
})
