import { describe, expect, it } from 'vitest'
import { boundedDistance } from './typo'
import { Vocabulary } from './vocabulary'

describe('Vocabulary typo candidates', () => {
  // Every word within the budget must be a candidate (the filters are necessary conditions only).
  const known = ['sofa', 'sofas', 'soda', 'oak', 'oaks', 'table', 'tables', 'cable', 'upholstered', 'upholster', 'armchair', 'armchairs', 'leather', 'feather', 'tice', 'taia']
  const numbers = Array.from({ length: 300 }, (_, i) => String(i + 1).padStart(i % 2 === 0 ? 6 : 4, '0'))
  const vocabulary = new Vocabulary(() => [...known, ...numbers, 'sc1', 'a1b2'])
  const within = (word: string, edits: number) => [...known, ...numbers, 'sc1', 'a1b2'].filter((candidate) => boundedDistance(word, candidate, edits) <= edits)

  it.each([
    ['sfoa', 1],
    ['tabel', 1],
    ['armchiar', 2],
    ['upolsterd', 2],
    ['lether', 1],
    ['0001', 1],
    ['000012', 2],
    ['sc2', 1],
    ['a1b3', 1],
  ] as const)('finds every word near "%s" (%s edits)', (word, edits) => {
    const candidates = new Set(vocabulary.typoCandidates(word, edits))
    for (const expected of within(word, edits)) expect(candidates).toContain(expected)
  })
  it('does not offer the numbers for a word of letters (an edit changes at most one digit)', () => {
    const candidates = vocabulary.typoCandidates('taia', 1)
    expect(candidates).toContain('taia')
    expect(candidates.filter((candidate) => /\d/.test(candidate))).toEqual(['sc1'])
  })
})
