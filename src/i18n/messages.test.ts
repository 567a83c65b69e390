import { readFileSync } from 'node:fs'
import path from 'node:path'
import IntlMessageFormat from 'intl-messageformat'
import { describe, expect, it } from 'vitest'
import { defaultLocale, localeTags, locales, type Locale } from './locales'

/**
 * The UI label catalogue: one flat `key → ICU message` map per language.
 * Italian is the source; every other language must carry the same keys,
 * the same placeholders and a real translation.
 */

type Messages = Record<string, string>

const dir = path.join(import.meta.dirname, 'messages')
const raw = Object.fromEntries(locales.map((l) => [l, readFileSync(path.join(dir, `${l}.json`), 'utf8')])) as Record<
  Locale,
  string
>
const catalogues = Object.fromEntries(locales.map((l) => [l, JSON.parse(raw[l]) as Messages])) as Record<
  Locale,
  Messages
>
const source = catalogues[defaultLocale]
const sourceKeys = Object.keys(source).sort()
const otherLocales = locales.filter((l) => l !== defaultLocale)
/** A language's text for a key; a missing one fails the test that asks for it, by name. */
const message = (locale: Locale, key: string): string => {
  const text = catalogues[locale][key]
  if (text === undefined) throw new Error(`${locale}.json has no ${key}`)
  return text
}

const KEY_PATTERN = /^[a-z][a-zA-Z0-9]*(\.[a-z][a-zA-Z0-9]*)+$/

/** English texts the spec gives word for word (§1, §5, §8). */
const SPEC_ENGLISH: Record<string, string> = {
  'auth.error.invalidCredentials': 'Incorrect e-mail address or password',
  'auth.error.passwordTooWeak': 'Password too weak',
  'auth.error.invalidRegistration': 'Invalid registration',
  'auth.error.accountBlocked': 'Account blocked due to too many login attempts',
  'auth.error.profileUpdateFailed': 'Unable to update profile',
  'auth.error.registrationNotEnabled': 'Registration not enabled for this application',
  'auth.error.userAlreadyRegistered': 'User already registered',
  'auth.error.usernameAlreadyUsed': 'Username already used',
  'auth.error.mfaInvalid': 'Invalid multi-factor authentication (MFA)',
  'auth.error.mfaRequiredByAdmin': 'Administrator requires multi-factor authentication (MFA)',
  'auth.error.mfaMandatory': 'Mandatory multi-factor authentication',
  'auth.error.generic': 'Something went wrong',
  'auth.error.popupClosed': 'User closed the popup window',
  'auth.error.timeout': 'Timeout during executing web_message communication',
  'auth.error.captcha': 'Error getting the bot detection challenge. Please contact the system administrator.',
  'auth.registrationSuccess': 'Registration successful',
  'auth.accountPrivate': 'Private',
  'auth.accountProfessional': 'Professionals',
  'trade.access': 'Access',
  'store.positionError': 'Your position could not be identified',
  'error.occurred': 'An error has occurred:',
  'error.notFound': 'Page not found',
  'error.pageNotFoundTitle': 'Page Not Found',
  'error.pageNotFoundPath': 'Page Not Found: {path}',
  'form.error': 'There was an error while sending the form. Please try again later.',
  'form.success': 'Thank you for contacting us! We will respond as soon as possible.',
  'form.phonePlaceholder': '00 - 00 - 000',
  'newsletter.error': 'An error occurred',
}

/** Keys whose text may legitimately equal the Italian one: brand name, units, fixed formats. */
const SAME_AS_ITALIAN_ALLOWED = new Set([
  'site.name',
  'site.titleTemplate',
  'unit.cm',
  'unit.in',
  'unit.kg',
  'unit.m3',
  'form.phonePlaceholder',
  // The trade area's name, a programme's proper name in every language (docs/decisions/037).
  'trade.access',
])
const MAX_SAME_AS_ITALIAN_RATIO = 0.05

/** Keys exempt from the "written in the language's own script" check (ru, zh). */
const SCRIPT_EXEMPT = new Set([...SAME_AS_ITALIAN_ALLOWED, 'form.emailPlaceholder'])

/** Common Traditional-only characters that must never appear in Simplified Chinese. */
const TRADITIONAL_ONLY = '們個與會說時為這體產門訊發圖關設書員網號點選擇條標價錄載檔總單類質聯繫隱務專輸顯問題請確認帳閱讀資購買運裝寬長實際'
const TRADITIONAL_PATTERN = new RegExp(`[${TRADITIONAL_ONLY}]`, 'gu')

// ---- ICU helpers (AST element types of @formatjs/icu-messageformat-parser) ----
const T = { literal: 0, argument: 1, number: 2, date: 3, time: 4, select: 5, plural: 6, pound: 7, tag: 8 } as const
const KIND: Record<number, string> = {
  [T.argument]: 'arg',
  [T.number]: 'number',
  [T.date]: 'date',
  [T.time]: 'time',
  [T.select]: 'select',
  [T.plural]: 'plural',
  [T.tag]: 'tag',
}

type Element = {
  type: number
  value?: string
  children?: Element[]
  options?: Record<string, { value: Element[] }>
}

interface Analysis {
  /** `name:kind` for every placeholder and tag. */
  placeholders: Set<string>
  /** Branch selectors of every plural argument. */
  plurals: { name: string; selectors: string[] }[]
}

function analyse(text: string, locale: Locale): Analysis {
  const ast = new IntlMessageFormat(text, localeTags[locale]).getAst() as unknown as Element[]
  const result: Analysis = { placeholders: new Set(), plurals: [] }
  const walk = (elements: Element[]) => {
    for (const el of elements) {
      const kind = KIND[el.type]
      if (kind && el.value) result.placeholders.add(`${el.value}:${kind}`)
      if (el.type === T.plural && el.value) {
        result.plurals.push({ name: el.value, selectors: Object.keys(el.options ?? {}) })
      }
      if (el.children) walk(el.children)
      for (const option of Object.values(el.options ?? {})) walk(option.value)
    }
  }
  walk(ast)
  return result
}

function sampleValues(placeholders: Set<string>, count: number): Record<string, unknown> {
  const values: Record<string, unknown> = {}
  for (const entry of placeholders) {
    const [name, kind] = entry.split(':') as [string, string]
    if (kind === 'tag') values[name] = (chunks: unknown[]) => `[${chunks.join('')}]`
    else if (kind === 'plural' || kind === 'number') values[name] = count
    else if (kind === 'date' || kind === 'time') values[name] = new Date(Date.UTC(2025, 4, 12, 10, 30))
    else if (kind === 'select') values[name] = 'other'
    else values[name] = `«${name}»`
  }
  return values
}

describe('UI label catalogue', () => {
  it('has a sizeable catalogue in every language', () => {
    expect(sourceKeys.length).toBeGreaterThanOrEqual(250)
  })

  it.each(locales)('%s.json is a flat map of non-empty strings without duplicate keys', (locale) => {
    const messages = catalogues[locale]
    for (const [key, value] of Object.entries(messages)) {
      expect(typeof value, key).toBe('string')
      expect(value.trim(), key).not.toBe('')
      expect(value, `${key}: no leading/trailing blanks`).toBe(value.trim())
    }
    const declared = [...raw[locale].matchAll(/^\s*"((?:[^"\\]|\\.)*)"\s*:/gm)].map((m) => m[1])
    expect(declared.length, 'duplicate keys in the JSON text').toBe(Object.keys(messages).length)
  })

  it('uses dotted lowercase camelCase keys', () => {
    const bad = sourceKeys.filter((k) => !KEY_PATTERN.test(k))
    expect(bad).toEqual([])
  })

  it.each(otherLocales)('%s.json has exactly the keys of it.json', (locale) => {
    expect(Object.keys(catalogues[locale]).sort()).toEqual(sourceKeys)
  })

  it.each(locales)('every %s message is valid ICU and formats with sample values', (locale) => {
    for (const [key, text] of Object.entries(catalogues[locale])) {
      // An ASCII apostrophe starts ICU quoting before { } #; typographic ’ is used instead.
      expect(text.includes("'"), `${locale} ${key}: use ’ instead of '`).toBe(false)
      let analysis: Analysis
      try {
        analysis = analyse(text, locale)
      } catch (error) {
        throw new Error(`${locale} ${key} does not parse: ${String(error)}`)
      }
      const format = new IntlMessageFormat(text, localeTags[locale])
      for (const count of [0, 1, 2, 3, 5, 11, 21, 22, 25, 101, 1.5]) {
        const out = format.format(sampleValues(analysis.placeholders, count))
        expect(typeof out, `${locale} ${key}`).toBe('string')
        expect(String(out), `${locale} ${key}`).not.toMatch(/[{}]|undefined|\[object/)
      }
    }
  })

  it.each(otherLocales)('%s messages use the same placeholders as Italian', (locale) => {
    const mismatches: string[] = []
    for (const key of sourceKeys) {
      const expected = [...analyse(message(defaultLocale, key), defaultLocale).placeholders].sort()
      const actual = [...analyse(message(locale, key), locale).placeholders].sort()
      if (JSON.stringify(expected) !== JSON.stringify(actual)) {
        mismatches.push(`${key}: it ${expected.join(',')} ≠ ${locale} ${actual.join(',')}`)
      }
    }
    expect(mismatches).toEqual([])
  })

  it('plural branches follow each language’s CLDR categories', () => {
    const problems: string[] = []
    for (const locale of locales) {
      for (const [key, text] of Object.entries(catalogues[locale])) {
        for (const { name, selectors } of analyse(text, locale).plurals) {
          const categories = selectors.filter((s) => !s.startsWith('='))
          const required =
            locale === 'ru' ? ['one', 'few', 'many', 'other'] : locale === 'zh' ? ['other'] : ['one', 'other']
          for (const category of required) {
            if (!categories.includes(category)) problems.push(`${locale} ${key} {${name}}: missing ${category}`)
          }
          const allowed = new Intl.PluralRules(localeTags[locale]).resolvedOptions().pluralCategories as string[]
          for (const category of categories) {
            if (!allowed.includes(category)) problems.push(`${locale} ${key} {${name}}: ${category} is not a category`)
          }
          if (locale === 'zh' && categories.some((c) => c !== 'other')) {
            problems.push(`zh ${key} {${name}}: only "other" is used in Chinese`)
          }
        }
      }
    }
    expect(problems).toEqual([])
  })

  it('Russian plurals distinguish one, few and many', () => {
    const ru = catalogues.ru
    const pluralKeys = Object.keys(ru).filter((k) => analyse(message('ru', k), 'ru').plurals.length > 0)
    expect(pluralKeys.length).toBeGreaterThan(5)
    const resultsCount = new IntlMessageFormat(message('ru', 'search.resultsCount'), 'ru-RU')
    expect(resultsCount.format({ count: 1 })).toBe('1 результат')
    expect(resultsCount.format({ count: 3 })).toBe('3 результата')
    expect(resultsCount.format({ count: 7 })).toBe('7 результатов')
    expect(resultsCount.format({ count: 21 })).toBe('21 результат')
  })

  it('contains the spec’s English texts verbatim', () => {
    const en = catalogues.en
    for (const [key, text] of Object.entries(SPEC_ENGLISH)) {
      expect(en[key], key).toBe(text)
    }
    expect(new IntlMessageFormat(message('en', 'error.pageNotFoundPath'), 'en').format({ path: '/en/nope' })).toBe(
      'Page Not Found: /en/nope',
    )
  })

  it.each(otherLocales)('%s is translated, not copied from Italian', (locale) => {
    const same = sourceKeys.filter((k) => !SAME_AS_ITALIAN_ALLOWED.has(k) && catalogues[locale][k] === source[k])
    expect(
      same.length / sourceKeys.length,
      `${locale}: ${same.length} texts equal to Italian: ${same.join(', ')}`,
    ).toBeLessThanOrEqual(MAX_SAME_AS_ITALIAN_RATIO)
  })

  it('no sentence is left in English in the other languages', () => {
    // Short labels may coincide across languages (fr "Description", "Dimensions"); sentences may not.
    const words = (locale: Locale, key: string) => {
      const text = message(locale, key)
      const out = new IntlMessageFormat(text, localeTags[locale]).format(
        sampleValues(analyse(text, locale).placeholders, 2),
      )
      return String(out).split(/\s+/).filter((w) => /\p{L}/u.test(w)).length
    }
    const copies: string[] = []
    for (const locale of otherLocales.filter((l) => l !== 'en')) {
      for (const key of sourceKeys) {
        if (SAME_AS_ITALIAN_ALLOWED.has(key) || catalogues[locale][key] !== catalogues.en[key]) continue
        if (words('en', key) >= 3) copies.push(`${locale} ${key}`)
      }
    }
    expect(copies).toEqual([])
  })

  it('Russian is written in Cyrillic and Chinese in Simplified Han characters', () => {
    const problems: string[] = []
    for (const key of sourceKeys) {
      // Social networks keep their brand names (Instagram, YouTube...).
      if (SCRIPT_EXEMPT.has(key) || key.startsWith('social.')) continue
      if (!/\p{Script=Cyrillic}/u.test(message('ru', key))) problems.push(`ru ${key}`)
      const zh = message('zh', key)
      if (!/\p{Script=Han}/u.test(zh)) problems.push(`zh ${key}`)
      const traditional = zh.match(TRADITIONAL_PATTERN) ?? []
      if (traditional.length > 0) problems.push(`zh ${key}: Traditional ${traditional.join('')}`)
    }
    expect(problems).toEqual([])
  })
})
