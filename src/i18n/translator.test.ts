import { describe, expect, it } from 'vitest'
import { makeTranslator, nestMessages } from './translator'

describe('makeTranslator', () => {
  it('reads flat dotted keys and formats ICU plurals per language', () => {
    const ru = makeTranslator('ru', { 'catalogue.count': '{count, plural, one {# товар} few {# товара} many {# товаров} other {# товара}}' })
    expect(ru('catalogue.count', { count: 1 })).toBe('1 товар')
    expect(ru('catalogue.count', { count: 3 })).toBe('3 товара')
    expect(ru('catalogue.count', { count: 7 })).toBe('7 товаров')
  })

  it('interpolates and shows the key for a missing label instead of throwing', () => {
    const en = makeTranslator('en', { 'error.pageNotFoundPath': 'Page Not Found: {path}' })
    expect(en('error.pageNotFoundPath', { path: '/en/x' })).toBe('Page Not Found: /en/x')
    expect(en('nav.unknown')).toBe('nav.unknown')
  })

  it('nests keys', () => {
    expect(nestMessages({ 'a.b': 'x', 'a.c': 'y' })).toEqual({ a: { b: 'x', c: 'y' } })
  })
})
