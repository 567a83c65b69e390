import { describe, expect, it } from 'vitest'
import { localeOfTranslationsFile, translationsFileName, translationsUrl } from './translationsFile'

describe('translations file names', () => {
  it('reads the language from the upper-case name of the spec, and from lower case', () => {
    expect(localeOfTranslationsFile('EN.json')).toBe('en')
    expect(localeOfTranslationsFile('ZH.json')).toBe('zh')
    expect(localeOfTranslationsFile('de.json')).toBe('de')
    expect(localeOfTranslationsFile('It.json')).toBe('it')
  })

  it('refuses languages the site does not have and other names', () => {
    expect(localeOfTranslationsFile('XX.json')).toBeNull()
    expect(localeOfTranslationsFile('EN')).toBeNull()
    expect(localeOfTranslationsFile('EN.json.bak')).toBeNull()
    expect(localeOfTranslationsFile('ENG.json')).toBeNull()
    expect(localeOfTranslationsFile('../EN.json')).toBeNull()
  })

  it('builds the URL the browser fetches', () => {
    expect(translationsFileName('ru')).toBe('RU.json')
    expect(translationsUrl('en')).toBe('/api/translations/EN.json')
  })
})
