import { describe, expect, it } from 'vitest'
import { canApply, decisionProblem, tradeAccessOf } from './access'

const professional = { kind: 'professional' }

describe('trade access', () => {
  it('keeps out the signed-out and private visitors whatever a row says', () => {
    expect(tradeAccessOf(null, null)).toEqual({ state: 'signedOut' })
    expect(tradeAccessOf({ kind: 'private' }, { status: 'approved', group: 'dealer', markets: ['eu'] })).toEqual({ state: 'private' })
  })

  it('tells a professional apart by their application', () => {
    expect(tradeAccessOf(professional, null)).toEqual({ state: 'notApplied' })
    expect(tradeAccessOf(professional, { status: 'pending' })).toEqual({ state: 'pending' })
    expect(tradeAccessOf(professional, { status: 'rejected', reason: 'No VAT number' })).toEqual({ state: 'rejected', reason: 'No VAT number' })
    expect(tradeAccessOf(professional, { status: 'approved', group: 'dealer', markets: ['eu', 'uk'] })).toEqual({ state: 'approved', group: 'dealer', markets: ['eu', 'uk'] })
  })

  it('never grants an approval without a known group and market', () => {
    expect(tradeAccessOf(professional, { status: 'approved', group: null, markets: ['eu'] })).toEqual({ state: 'pending' })
    expect(tradeAccessOf(professional, { status: 'approved', group: 'dealer', markets: [] })).toEqual({ state: 'pending' })
    expect(tradeAccessOf(professional, { status: 'approved', group: 'dealer', markets: ['mars'] })).toEqual({ state: 'pending' })
    expect(tradeAccessOf(professional, { status: 'approved', group: 'dealer', markets: ['mars', 'us'] })).toEqual({ state: 'approved', group: 'dealer', markets: ['us'] })
    expect(tradeAccessOf(professional, { status: 'something else' })).toEqual({ state: 'pending' })
  })

  it('lets only the unapplied and the refused apply', () => {
    expect(canApply({ state: 'notApplied' })).toBe(true)
    expect(canApply({ state: 'rejected', reason: 'x' })).toBe(true)
    expect(canApply({ state: 'pending' })).toBe(false)
    expect(canApply({ state: 'approved', group: 'dealer', markets: ['eu'] })).toBe(false)
    expect(canApply({ state: 'private' })).toBe(false)
  })

  it('asks an editor for a reason on refusal and a group and market on approval', () => {
    expect(decisionProblem({ status: 'rejected', reason: '  ' })).toBe('reasonRequired')
    expect(decisionProblem({ status: 'rejected', reason: 'Incomplete' })).toBeNull()
    expect(decisionProblem({ status: 'approved', group: null, markets: ['eu'] })).toBe('groupRequired')
    expect(decisionProblem({ status: 'approved', group: 'designer', markets: [] })).toBe('marketsRequired')
    expect(decisionProblem({ status: 'approved', group: 'designer', markets: ['ch'] })).toBeNull()
    expect(decisionProblem({ status: 'pending' })).toBeNull()
  })
})
