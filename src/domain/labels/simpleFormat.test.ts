import { describe, expect, it } from 'vitest'
import { readBundledMessages } from '@/i18n/bundled'
import { locales } from '@/i18n/locales'
import { makeTranslator } from '@/i18n/translator'
import { clientLabelKeys } from './clientLabels'
import { formatSimple, isSimpleMessage } from './simpleFormat'

describe('labels formatted without the ICU engine', () => {
  it('tells plain labels from those that need the engine', () => {
    expect(isSimpleMessage('Page Not Found: {path}')).toBe(true)
    expect(isSimpleMessage("L'erreur {code} n'est pas grave")).toBe(true)
    expect(isSimpleMessage('{count, plural, one {# product} other {# products}}')).toBe(false)
    expect(isSimpleMessage('I agree to the <link>privacy policy</link>')).toBe(false)
    expect(isSimpleMessage("Use '{braces}'")).toBe(false)
    expect(isSimpleMessage("It''s")).toBe(false)
    expect(isSimpleMessage('{price, number, ::currency/EUR}')).toBe(false)
  })

  it('leaves to the engine an argument without a value, or a date', () => {
    expect(formatSimple('Page Not Found: {path}', {})).toBeNull()
    expect(formatSimple('Since {when}', { when: new Date(0) })).toBeNull()
    expect(formatSimple('Page Not Found: {path}', { path: '/en/x' })).toBe('Page Not Found: /en/x')
  })

  it('gives what the ICU translator gives, for every plain label of the seven catalogues', () => {
    let compared = 0
    for (const locale of locales) {
      const messages = readBundledMessages(locale)
      const t = makeTranslator(locale, messages)
      for (const [key, text] of Object.entries(messages)) {
        if (!isSimpleMessage(text)) continue
        const names = [...text.matchAll(/\{\s*([A-Za-z_]\w*)\s*\}/g)].map((match) => match[1] ?? '')
        const values = Object.fromEntries(names.map((name, index) => [name, index % 2 === 0 ? `«${name}»` : 1234.5]))
        expect([key, formatSimple(text, values)]).toEqual([key, t(key, values)])
        compared++
      }
    }
    expect(compared).toBeGreaterThan(7 * 300)
  })

  it('formats the labels every page carries (the error pages) without the engine, in all seven languages', () => {
    const needEngine = locales.flatMap((locale) => clientLabelKeys.filter((key) => !isSimpleMessage(readBundledMessages(locale)[key] ?? '')).map((key) => `${locale} ${key}`))
    expect(needEngine).toEqual([])
  })
})
