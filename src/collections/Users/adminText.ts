import { readBundledMessages } from '@/i18n/bundled'
import { isLocale } from '@/i18n/locales'
import { makeTranslator, type Translate } from '@/i18n/translator'

/** Texts for editors, in the admin's language (the admin speaks the site's seven). */
export function adminTranslator(language: string): Translate {
  const locale = isLocale(language) ? language : 'en'
  return makeTranslator(locale, readBundledMessages(locale))
}
