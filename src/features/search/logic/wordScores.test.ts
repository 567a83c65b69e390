import { describe, expect, it } from 'vitest'
import { WordScores } from './wordScores'

describe('WordScores', () => {
  it('keeps the best score of each document, lists documents in first-scored order, and clears', () => {
    const scores = new WordScores(10)
    scores.offer(7, 0.6)
    scores.offer(2, 3)
    scores.offer(7, 2.85)
    scores.offer(7, 1)
    expect(scores.documents()).toEqual([7, 2])
    expect([scores.score(7), scores.score(2), scores.score(5)]).toEqual([2.85, 3, 0])
    expect(scores.size).toBe(2)
    scores.clear()
    expect(scores.size).toBe(0)
    expect(scores.score(7)).toBe(0)
    scores.offer(7, 0.45)
    expect(scores.documents()).toEqual([7])
    expect(scores.score(7)).toBe(0.45)
  })
})
