import { describe, expect, it } from 'vitest'
import { defaultLocale, isLocale, locales, toLocale } from './locales'

describe('locales', () => {
  it('lists the seven languages of the spec with Italian first and default', () => {
    expect([...locales].sort()).toEqual(['de', 'en', 'es', 'fr', 'it', 'ru', 'zh'])
    expect(defaultLocale).toBe('it')
  })

  it('maps a missing or unsupported language to Italian', () => {
    expect(toLocale(undefined)).toBe('it')
    expect(toLocale('pt')).toBe('it')
    expect(toLocale('EN')).toBe('it')
    expect(toLocale('de')).toBe('de')
    expect(isLocale('zh')).toBe(true)
    expect(isLocale('xx')).toBe(false)
  })
})
