/** The one list of languages: feeds Payload localization, routing and UI messages. */
export const locales = ['it', 'en', 'de', 'es', 'fr', 'ru', 'zh'] as const

export type Locale = (typeof locales)[number]

export const defaultLocale: Locale = 'it'

export const localeLabels: Record<Locale, string> = {
  it: 'Italiano',
  en: 'English',
  de: 'Deutsch',
  es: 'Español',
  fr: 'Français',
  ru: 'Русский',
  zh: '中文',
}

/** BCP 47 tags used for `Intl` and `hreflang`. */
export const localeTags: Record<Locale, string> = {
  it: 'it-IT',
  en: 'en',
  de: 'de-DE',
  es: 'es-ES',
  fr: 'fr-FR',
  ru: 'ru-RU',
  zh: 'zh-CN',
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value)
}

/** Missing or unsupported language means Italian (spec §1). */
export function toLocale(value: unknown): Locale {
  return isLocale(value) ? value : defaultLocale
}

/** A value for every language, e.g. a translated name. */
export type Localized<T> = Record<Locale, T>
