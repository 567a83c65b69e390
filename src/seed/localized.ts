import type { Locale, Localized } from '@/i18n/locales'
import { defaultLocale, locales } from '@/i18n/locales'

/** The other six languages, in a stable order. */
export const otherLocales: Locale[] = locales.filter((locale) => locale !== defaultLocale)

/** Picks one language of a localized value. */
export const pick = <T>(value: Localized<T>, locale: Locale): T => value[locale]

type Row = Record<string, unknown>

const isRowArray = (value: unknown): value is Row[] =>
  Array.isArray(value) && value.every((item) => item !== null && typeof item === 'object' && !Array.isArray(item))

/**
 * Copies array row ids from the stored document into data for another language, so that
 * Payload updates the localized fields of the same rows instead of replacing the rows.
 * Fields listed in `ownRowsPerLocale` (localized blocks/arrays) keep their own rows.
 */
export function withRowIds<T extends Row>(data: T, stored: Row, ownRowsPerLocale: readonly string[] = []): T {
  const out: Row = { ...data }
  for (const [key, value] of Object.entries(data)) {
    if (ownRowsPerLocale.includes(key)) continue
    const storedValue = stored[key]
    if (isRowArray(value) && isRowArray(storedValue)) {
      out[key] = value.map((row, index) => {
        const storedRow = storedValue[index]
        return storedRow ? { ...withRowIds(row, storedRow), id: storedRow.id } : row
      })
    } else if (value && typeof value === 'object' && !Array.isArray(value) && storedValue && typeof storedValue === 'object' && !Array.isArray(storedValue)) {
      out[key] = withRowIds(value as Row, storedValue as Row)
    }
  }
  return out as T
}
