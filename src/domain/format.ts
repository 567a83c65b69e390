/** Locale-aware formatting for the views: every function takes the BCP 47 tag of the page's language. */

const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const
export type Weekday = (typeof weekdays)[number]

/** 1 January 2024 was a Monday: day `i` of the week is 2024-01-(1 + i), at noon UTC. */
function referenceDate(day: Weekday): Date {
  return new Date(Date.UTC(2024, 0, 1 + weekdays.indexOf(day), 12))
}

/** The weekday's full name in the language, e.g. `Monday`, `lunedì`, `星期一`. */
export function weekdayName(day: Weekday, localeTag: string): string {
  return new Intl.DateTimeFormat(localeTag, { weekday: 'long', timeZone: 'UTC' }).format(referenceDate(day))
}

/** Opening hours from Monday to Sunday, whatever order the editor entered them in. */
export function sortByWeekday<T extends { day: Weekday }>(entries: readonly T[]): T[] {
  return [...entries].sort((a, b) => weekdays.indexOf(a.day) - weekdays.indexOf(b.day))
}

/** A file size with a localized unit: `850 kB`, `2,4 MB`. Decimal units, as file managers show them. */
export function formatFileSize(bytes: number, localeTag: string): string {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const
  let value = Math.max(0, bytes)
  let unit = 0
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000
    unit += 1
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1
  return new Intl.NumberFormat(localeTag, { style: 'unit', unit: units[unit], unitDisplay: 'short', maximumFractionDigits: digits }).format(value)
}

/** A calendar date in the language's long style, e.g. `12 March 2026`; the day as written, not shifted by time zones. */
export function formatDate(iso: string, localeTag: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  return new Intl.DateTimeFormat(localeTag, { dateStyle: 'long', timeZone: 'UTC' }).format(date)
}

/** A country's name in the language from its ISO 3166 code; the code itself if unknown. */
export function countryName(code: string, localeTag: string): string {
  try {
    return new Intl.DisplayNames([localeTag], { type: 'region', fallback: 'code' }).of(code.toUpperCase()) ?? code
  } catch {
    return code
  }
}

/** A catalogue key segment from a stored option value: `small-table` → `smallTable`. */
export function labelKey(value: string): string {
  return value.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase())
}

/** A `tel:` address from a phone number as written (`+39 02 1234 5678` → `tel:+390212345678`). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}

/** A message split around a placeholder's value, to put a link where the value goes. */
export function splitAround(text: string, marker: string): [string, string] {
  const at = text.indexOf(marker)
  if (at < 0) return [text, '']
  return [text.slice(0, at), text.slice(at + marker.length)]
}

/** Up to two initials of a name, for a portrait's placeholder: `Marta Ferrandi` → `MF`, `Shen Liyuan` → `SL`. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  const picked = words.length > 1 ? [words[0], words[words.length - 1]] : words
  return picked.map((word) => firstCharacter(word ?? '').toUpperCase()).join('')
}

/** The first code point of a word (a surrogate pair stays whole), or '' for an empty word. */
function firstCharacter(word: string): string {
  const code = word.codePointAt(0)
  return code === undefined ? '' : String.fromCodePoint(code)
}
