import { describe, expect, it } from 'vitest'
import { compactCode, mayBeCode } from './code'
import { parseQuery, maxQueryLength } from './query'
import { stem } from './stem'
import { fold, words } from './text'
import { boundedDistance, oneTypoFrom, twoTyposFrom, typoBudget } from './typo'

describe('fold', () => {
  it('removes case and accents in every Latin language, ё and й in Russian', () => {
    expect(fold('Sofà')).toBe('sofa')
    expect(fold('Canapé')).toBe('canape')
    expect(fold('Größe')).toBe('grosse')
    expect(fold('Ñandú')).toBe('nandu')
    expect(fold('Зелёный')).toBe('зеленыи')
  })
})

describe('words', () => {
  it('cuts Chinese without spaces into words and keeps Latin names', () => {
    expect(words('Astor 沙发和扶手椅').map((w) => w.lower)).toEqual(['astor', '沙发', '和', '扶手椅'])
  })
  it('keeps positions for highlighting', () => {
    const [first, second] = words('Divano Astor')
    expect([first?.start, first?.end, second?.start]).toEqual([0, 6, 7])
  })
})

describe('stem', () => {
  it('gives singular and plural the same stem per language', () => {
    expect(stem('en', 'sofas')).toBe(stem('en', 'sofa'))
    expect(stem('fr', 'fauteuils')).toBe(stem('fr', 'fauteuil'))
    expect(stem('es', 'mesas')).toBe(stem('es', 'mesa'))
    expect(stem('ru', 'диваны')).toBe(stem('ru', 'диван'))
    expect(stem('de', 'tische')).toBe(stem('de', 'tisch'))
    expect(stem('it', 'lampade')).toBe(stem('it', 'lampada'))
  })
  it('leaves Chinese and codes whole', () => {
    expect(stem('zh', '沙发')).toBe('沙发')
    expect(stem('it', '04')).toBe('04')
  })
})

describe('typo budget', () => {
  it('allows no edit under 4 characters, one from 4 and two from 8 (Algolia and Typesense defaults)', () => {
    expect([typoBudget(3), typoBudget(4), typoBudget(7), typoBudget(8)]).toEqual([0, 1, 1, 2])
    expect([oneTypoFrom, twoTyposFrom]).toEqual([4, 8])
  })
  it('counts a swap of neighbours as one edit and stops over budget', () => {
    expect(boundedDistance('divnao', 'divano', 1)).toBe(1)
    expect(boundedDistance('lether', 'leather', 1)).toBe(1)
    expect(boundedDistance('armchiars', 'armchairs', 2)).toBe(1)
    expect(boundedDistance('table', 'chair', 1)).toBe(2)
  })
})

describe('codes', () => {
  it('compares codes without spaces, dashes or case', () => {
    expect(compactCode('PLE 04')).toBe('ple04')
    expect(compactCode('av-sof-001')).toBe(compactCode('AV SOF 001'))
    expect(mayBeCode('ple04')).toBe(true)
    expect(mayBeCode('sofa')).toBe(false)
  })
})

describe('parseQuery', () => {
  it('cuts queries over 200 characters and says so', () => {
    const parsed = parseQuery('divano '.repeat(60))
    expect(parsed.truncated).toBe(true)
    expect(parsed.text.length).toBeLessThanOrEqual(maxQueryLength)
    expect(parsed.words.length).toBe(12)
  })
  it('treats symbols and injected syntax as separators', () => {
    expect(parseQuery("'; DROP TABLE products; --").words).toEqual(['drop', 'table', 'products'])
    expect(parseQuery('*** ??? (( ))').words).toEqual([])
    expect(parseQuery('name:"x" OR 1=1 .*').words).toEqual(['name', 'x', 'or', '1', '1'])
  })
  it('knows when the visitor is still typing a word', () => {
    expect(parseQuery('div').typing).toBe(true)
    expect(parseQuery('divano ').typing).toBe(false)
  })
})
