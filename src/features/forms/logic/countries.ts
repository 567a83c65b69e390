import { getCountryCallingCode, type CountryCode } from 'libphonenumber-js/min'
import type { Locale } from '@/i18n/locales'
import type { FieldOption } from './publicForm'
import { countryCodes } from './formSchema'
import { countryName } from './submissionMail'

/** Every country a country field offers, named in the language and sorted as its readers expect. */
export function countryOptions(locale: Locale): FieldOption[] {
  const collator = new Intl.Collator(locale)
  return countryCodes
    .map((code) => ({ value: code, label: countryName(code, locale) }))
    .sort((a, b) => collator.compare(a.label, b.label))
}

/** The country most readers of a language phone from (the prefilled phone prefix); Chinese readers: China. */
const homeCountries: Record<Locale, CountryCode> = { it: 'IT', en: 'GB', de: 'DE', es: 'ES', fr: 'FR', ru: 'RU', zh: 'CN' }

/** The calling code prefilled beside a phone field ('+39' on Italian pages). */
export function defaultCallingCode(locale: Locale): string {
  return `+${getCountryCallingCode(homeCountries[locale])}`
}
