import { describe, expect, it } from 'vitest'
import { maxRequestBodyBytes, rateBudgets } from './limits'

describe('rate budgets', () => {
  it('are whole positive numbers, so every store counts them the same way', () => {
    for (const [name, budget] of Object.entries(rateBudgets)) {
      expect(Number.isInteger(budget.points) && budget.points > 0, name).toBe(true)
      expect(Number.isInteger(budget.durationSeconds) && budget.durationSeconds > 0, name).toBe(true)
    }
  })

  it('let a form carry its longest message (2,000 characters of 4-byte text) under the body cap', () => {
    expect(maxRequestBodyBytes).toBeGreaterThan(2000 * 4 + 1024)
  })
})
