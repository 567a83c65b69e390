import { describe, expect, it } from 'vitest'
import {
  chineseCodePointsOf,
  decodeSubset,
  encodeSubset,
  isChineseCodePoint,
  MAX_SUBSET_CHARACTERS,
  subsetBatches,
  subsetPath,
  unicodeRangeOf,
} from './chineseSubset'

const codes = (text: string) => Array.from(text, (character) => character.codePointAt(0) ?? 0)

describe('the Chinese characters of a text', () => {
  it('are its CJK letters and full-width punctuation, once each and ascending; Latin, digits and emoji are left to other faces', () => {
    expect(chineseCodePointsOf('沙发 Sofa 2024，沙发“设计”…😀 Ферранди')).toEqual(codes('“”…，发沙设计').sort((a, b) => a - b))
  })

  it('include kana, full-width forms and the ideographic space, not Latin or Cyrillic', () => {
    expect(isChineseCodePoint(0x3000)).toBe(true)
    expect(isChineseCodePoint(0x3042)).toBe(true)
    expect(isChineseCodePoint(0xff01)).toBe(true)
    expect(isChineseCodePoint(0x9fa5)).toBe(true)
    expect(isChineseCodePoint(0x41)).toBe(false)
    expect(isChineseCodePoint(0x416)).toBe(false)
    expect(isChineseCodePoint(0x1f600)).toBe(false)
  })
})

describe('a subset address', () => {
  it('spells a set the same way whatever the order or repeats, and reads back to it', () => {
    const set = codes('家具设计沙发意大利')
    const code = encodeSubset(set)
    expect(encodeSubset([...set].reverse().concat(set))).toBe(code)
    expect(code).toMatch(/^[A-Za-z0-9_-]+$/)
    expect(decodeSubset(code)).toEqual({ ok: true, codePoints: [...new Set(set)].sort((a, b) => a - b) })
  })

  it('costs one letter for each neighbour and about two for a page of scattered characters', () => {
    const run = Array.from({ length: 100 }, (_, index) => 0x4e00 + index)
    expect(encodeSubset(run).length).toBe(encodeSubset([0x4e00]).length + 99)
    const scattered = Array.from({ length: 400 }, (_, index) => 0x4e00 + index * 52)
    expect(encodeSubset(scattered).length).toBeLessThan(900)
  })

  it('refuses any other spelling of the same set: a leading zero digit', () => {
    const code = encodeSubset(codes('沙发'))
    // 'g' is digit 0 with more to come: the same number, written longer.
    expect(decodeSubset(`g${code}`)).toEqual({ ok: false, problem: 'not-canonical' })
  })

  it('refuses letters outside the alphabet, a cut number and an empty address', () => {
    expect(decodeSubset('abc.d')).toEqual({ ok: false, problem: 'malformed' })
    expect(decodeSubset('沙')).toEqual({ ok: false, problem: 'malformed' })
    expect(decodeSubset(encodeSubset(codes('沙发')).slice(0, 2))).toEqual({ ok: false, problem: 'malformed' })
    expect(decodeSubset('')).toEqual({ ok: false, problem: 'malformed' })
  })

  it('refuses code points the Chinese face does not draw (Latin, emoji, beyond Unicode)', () => {
    expect(decodeSubset(encodeSubset([0x41]))).toEqual({ ok: false, problem: 'not-chinese' })
    expect(decodeSubset(encodeSubset([0x4e00, 0x1f600]))).toEqual({ ok: false, problem: 'not-chinese' })
    expect(decodeSubset('_____________')).toEqual({ ok: false, problem: 'malformed' })
  })

  it(`holds at most ${MAX_SUBSET_CHARACTERS} characters`, () => {
    const full = Array.from({ length: MAX_SUBSET_CHARACTERS }, (_, index) => 0x4e00 + index)
    expect(decodeSubset(encodeSubset(full)).ok).toBe(true)
    expect(decodeSubset(encodeSubset([...full, 0x4e00 + MAX_SUBSET_CHARACTERS]))).toEqual({ ok: false, problem: 'too-many' })
    expect(decodeSubset('A'.repeat(MAX_SUBSET_CHARACTERS * 4 + 1))).toEqual({ ok: false, problem: 'too-many' })
  })

  it('is a woff2 path under the font version, and the face covers exactly its characters', () => {
    expect(subsetPath(codes('发沙'))).toMatch(/^\/fonts\/zh\/[\d.]+\/subset\/[A-Za-z0-9_-]+\.woff2$/)
    expect(unicodeRangeOf(codes('沙发'))).toBe('U+6c99,U+53d1')
  })

  it('comes in batches of at most the cap', () => {
    const many = Array.from({ length: MAX_SUBSET_CHARACTERS * 2 + 5 }, (_, index) => 0x4e00 + index)
    expect(subsetBatches(many).map((batch) => batch.length)).toEqual([MAX_SUBSET_CHARACTERS, MAX_SUBSET_CHARACTERS, 5])
    expect(subsetBatches(many).flat()).toEqual(many)
  })
})
