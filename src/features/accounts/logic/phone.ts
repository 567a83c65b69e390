import { getCountries, getCountryCallingCode, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min'

/** The countries a visitor may pick (libphonenumber's list of regions, ISO 3166-1 alpha-2). */
export const countryCodes: readonly CountryCode[] = getCountries()

export function isCountryCode(value: string): value is CountryCode {
  return (countryCodes as readonly string[]).includes(value)
}

/** The calling prefix of a country: `IT` → `+39`. */
export const callingPrefix = (country: CountryCode) => `+${getCountryCallingCode(country)}`

/**
 * A phone number as typed (spaces, dashes, dots; with or without the country prefix) in E.164
 * (`+390212345678`), when it is a valid number of `country` or carries its own prefix; else null.
 */
export function normalizePhone(typed: string, country: CountryCode): string | null {
  const cleaned = typed.trim()
  if (cleaned === '' || cleaned.length > 40) return null
  const parsed = parsePhoneNumberFromString(cleaned.replace(/^00/, '+'), country)
  return parsed?.isValid() ? parsed.number : null
}

/** A stored E.164 number as the edit form shows it: its country (for the prefix) and the national digits. */
export function splitPhone(e164: string | null): { country: string; national: string } | null {
  if (!e164) return null
  const parsed = parsePhoneNumberFromString(e164)
  return parsed?.country ? { country: parsed.country, national: parsed.formatNational() } : null
}

/** An E.164 number as people read it: `+390212345678` → `+39 02 1234 5678`. */
export function displayPhone(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164
}
