import { describe, expect, it } from 'vitest'
import { judgeEstimate, rangeListsSuffix, refusalCode, refusalOfCode, userWords } from './passwordPolicy'
import { estimatePassword } from './passwordStrength'

const giulia = userWords({ name: 'Giulia', surname: 'De Rossi', email: 'giulia.derossi@studio-milano.example' })
const judge = (password: string, words: readonly string[] = giulia) => judgeEstimate(estimatePassword(password, words))

describe('password policy', () => {
  it("collects the visitor's own words: names, their parts, the address and its pieces", () => {
    expect(giulia).toEqual(expect.arrayContaining(['giulia', 'de rossi', 'rossi', 'giulia.derossi@studio-milano.example', 'giulia.derossi', 'derossi', 'studio-milano']))
    // Two letters are too few to look for ('de' would refuse half the dictionary).
    expect(giulia).not.toContain('de')
  })

  it('accepts long passphrases in any language and script, with no composition rule', () => {
    for (const password of ['a long and quiet passphrase', 'the tide comes in slowly at dusk', 'eine lange ruhige Passphrase', 'la nebbia sale piano dal lago', 'тихий вечер у старого моря', '窗外的雨下了一整夜没有停']) {
      expect(judge(password), password).toBeNull()
    }
  })

  it('refuses a weak password as too weak', () => {
    expect(judge('aaaaaaaaaaaaaa')).toBe('tooWeak')
    expect(judge('sommerferien2020')).toBe('tooWeak')
  })

  it('refuses common passwords and the brand as too common', () => {
    expect(judge('password1234')).toBe('tooCommon')
    expect(judge('qwertyuiopasdf')).toBe('tooCommon')
    expect(judge('AtelierVesta2026')).toBe('tooCommon')
    expect(judge('ateliervesta!')).toBe('tooCommon')
  })

  it("refuses the visitor's name, surname or address parts, even in an otherwise strong password", () => {
    expect(judge('giuliarossi!!77')).toBe('userInfo')
    expect(judge('Giulia walks along the canal at night')).toBe('userInfo')
    expect(judge('studio-milano-and-the-sea')).toBe('userInfo')
    // Someone else's name is only a word among others.
    expect(judge('Giulia walks along the canal at night', userWords({ name: 'Marco', surname: 'Bianchi', email: 'mb@example.com' }))).toBeNull()
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
