import { describe, expect, it } from 'vitest'
import { countingOrder, rankHits, rankTitles } from './rank'

interface TestHit {
  id: number
  score: number
  title: number
}

/** The order `rankHits` must give: a stable comparison sort, score down then title rank up. */
const compared = (hits: TestHit[]) => [...hits].sort((a, b) => b.score - a.score || a.title - b.title).map((hit) => hit.id)

describe('countingOrder', () => {
  it('orders positions by key and keeps the given order among equal keys', () => {
    expect(Array.from(countingOrder([2, 0, 2, 1, 0], 3, [0, 1, 2, 3, 4]))).toEqual([1, 4, 3, 0, 2])
    expect(Array.from(countingOrder([2, 0, 2, 1, 0], 3, [4, 3, 2, 1, 0]))).toEqual([4, 1, 3, 2, 0])
  })
})

describe('rankHits', () => {
  it('orders by score, then title rank, then as given', () => {
    const hits = [
      { id: 1, score: 0.75, title: 4 },
      { id: 2, score: 3, title: 9 },
      { id: 3, score: 3, title: 2 },
      { id: 4, score: 1000.5, title: 7 },
      { id: 5, score: 3, title: 2 },
      { id: 6, score: 0.75, title: 0 },
    ]
    expect(rankHits(hits, (hit) => hit.title).map((hit) => hit.id)).toEqual([4, 3, 5, 2, 6, 1])
  })
  it('gives what the comparison sort gives on many hits with few distinct scores', () => {
    let seed = 7
    const next = (below: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648
      return seed % below
    }
    const scores = [3, 2.85, 1, 0.95, 3.3, 1000, 0.6 * 1.1, 4.05]
    const hits = Array.from({ length: 5000 }, (_, id) => ({ id, score: scores[next(scores.length)] ?? 0, title: next(700) }))
    expect(rankHits(hits, (hit) => hit.title).map((hit) => hit.id)).toEqual(compared(hits))
  })
  it('returns zero or one hit as it is', () => {
    expect(rankHits([], () => 0)).toEqual([])
    expect(rankHits([{ id: 1, score: 1, title: 3 }], (hit) => hit.title).map((hit) => hit.id)).toEqual([1])
  })
})

describe('rankTitles', () => {
  it('places titles shorter first, then by code units, equal titles alike, missing documents at 0', () => {
    expect(Array.from(rankTitles(['Riva bench', 'Astor sofa', undefined, 'Lido', 'Astor sofa', 'Zeta']))).toEqual([3, 2, 0, 0, 2, 1])
  })
})
