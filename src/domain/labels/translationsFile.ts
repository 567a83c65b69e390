import { isLocale, type Locale } from '@/i18n/locales'

/** Where the browser fetches a language's full label catalogue (spec §7: `translations/{LANG}.json`, LANG uppercase). */
export function translationsUrl(locale: Locale): string {
  return `/api/translations/${translationsFileName(locale)}`
}

export function translationsFileName(locale: Locale): string {
  return `${locale.toUpperCase()}.json`
}

/** The language a requested file name stands for: `EN.json` as the spec writes it, `en.json` too; otherwise null. */
export function localeOfTranslationsFile(file: string): Locale | null {
  const match = /^([a-zA-Z]{2})\.json$/.exec(file)
  const code = match?.[1]?.toLowerCase()
  return isLocale(code) ? code : null
}
