import { describe, expect, it } from 'vitest'
import { judgeEstimate, rangeListsSuffix, refusalCode, refusalOfCode, userWords } from './passwordPolicy'

const giulia = userWords({ name: 'Giulia', surname: 'De Rossi', email: 'giulia.derossi@studio-milano.example' })

describe('password policy', () => {
  it("collects the visitor's own words: names, their parts, the address and its pieces", () => {
    expect(giulia).toEqual(expect.arrayContaining(['giulia', 'de rossi', 'rossi', 'giulia.derossi@studio-milano.example', 'giulia.derossi', 'derossi', 'studio-milano']))
    // Two letters are too few to look for ('de' would refuse half the dictionary).
    expect(giulia).not.toContain('de')
  })

  it('judges an estimate: own words first, then the common list or the brand while the score is short, then a short score', () => {
    expect(judgeEstimate({ score: 4, dictionaries: ['userInputs'] })).toBe('userInfo')
    expect(judgeEstimate({ score: 2, dictionaries: ['brand'] })).toBe('tooCommon')
    expect(judgeEstimate({ score: 1, dictionaries: ['passwords-common'] })).toBe('tooCommon')
    expect(judgeEstimate({ score: 2, dictionaries: ['wikipedia-en'] })).toBe('tooWeak')
    expect(judgeEstimate({ score: 3, dictionaries: ['passwords-common'] })).toBeNull()
  })

  it('reads a k-anonymity range answer (suffix:count, padding lines with count 0)', () => {
    const range = '0018A45C4D1DEF81644B54AB7F969B88D65:1\r\n00D4F6E8FA6EECAD2A3AA415EEC418D38EC:2\r\n011053FD0102E94D6AE2F8B83D76FAF94F6:0'
    expect(rangeListsSuffix(range, '00d4f6e8fa6eecad2a3aa415eec418d38ec')).toBe(true)
    expect(rangeListsSuffix(range, '011053FD0102E94D6AE2F8B83D76FAF94F6')).toBe(false)
    expect(rangeListsSuffix(range, 'FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF')).toBe(false)
  })

  it('carries each refusal through an error code and back', () => {
    expect(refusalOfCode(refusalCode('tooWeak'))).toBe('tooWeak')
    expect(refusalOfCode(refusalCode('reused'))).toBe('reused')
    expect(refusalOfCode('INVALID_TOKEN')).toBeNull()
    expect(refusalOfCode(undefined)).toBeNull()
  })
})
