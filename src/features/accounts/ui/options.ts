import { localeTags, type Locale } from '@/i18n/locales'
import { italianProvinces } from '@/domain/places/italianProvinces'
import { callingPrefix, countryCodes, isCountryCode } from '../logic/phone'

export interface Option {
  value: string
  label: string
}

/** The countries by their names in the visitor's language, in that language's order. */
export function countryOptions(locale: Locale): Option[] {
  const names = new Intl.DisplayNames([localeTags[locale]], { type: 'region', fallback: 'code' })
  const collator = new Intl.Collator(localeTags[locale])
  return countryCodes.map((code) => ({ value: code, label: names.of(code) ?? code })).sort((a, b) => collator.compare(a.label, b.label))
}

/** The phone prefixes, one per country: `Italia (+39)`. */
export function phonePrefixOptions(countries: readonly Option[]): Option[] {
  return countries.flatMap((country) => (isCountryCode(country.value) ? [{ value: country.value, label: `${country.label} (${callingPrefix(country.value)})` }] : []))
}

/** The Italian provinces by name. */
export const provinceOptions: Option[] = Object.entries(italianProvinces)
  .map(([value, label]) => ({ value, label }))
  .sort((a, b) => a.label.localeCompare(b.label, 'it'))

/** The country whose phone prefix a language's visitors most likely have. */
export const phoneCountryOf: Record<Locale, string> = { it: 'IT', en: 'GB', de: 'DE', es: 'ES', fr: 'FR', ru: 'RU', zh: 'CN' }
