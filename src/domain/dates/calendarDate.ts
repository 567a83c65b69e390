/**
 * Calendar dates as a visitor types and reads them, and as forms keep them: an ISO day
 * (`2026-11-27`) with no time and no time zone. The typed form follows the page's language
 * (`27/11/2026` in Italian, `27.11.2026` in Russian, `2026/11/27` in Chinese), read with the
 * same order the language writes, whatever separators were used.
 */

export type DatePart = 'day' | 'month' | 'year'

/** How a language writes a date with digits: the parts' order and the separator between them. */
export interface DateEntryPattern {
  order: readonly DatePart[]
  separator: string
}

const isoDay = /^(\d{4})-(\d{2})-(\d{2})$/

/** The day's parts, or null when the text is not a real ISO day (`2026-02-30` is not). */
function isoParts(iso: string): { year: number; month: number; day: number } | null {
  const match = isoDay.exec(iso)
  if (!match) return null
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null
  return { year, month, day }
}

const pad = (value: number, length: number) => String(value).padStart(length, '0')
const toIso = (year: number, month: number, day: number) => `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`

/** Whether the text is a real calendar day in ISO form. */
export function isCalendarDate(text: string): boolean {
  return isoParts(text) !== null
}

/** The language's numeric date pattern, read from Intl (`dd/mm/yyyy` for it-IT, `yyyy/mm/dd` for zh-CN). */
export function dateEntryPattern(localeTag: string): DateEntryPattern {
  const parts = new Intl.DateTimeFormat(localeTag, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }).formatToParts(
    new Date(Date.UTC(2026, 10, 27)),
  )
  const order = parts.flatMap((part) => (part.type === 'day' || part.type === 'month' || part.type === 'year' ? [part.type] : []))
  const separator = parts.find((part) => part.type === 'literal')?.value.trim() || '/'
  return { order, separator }
}

/** A day as the language writes it with digits: `27/11/2026`, `27.11.2026`, `2026/11/27`; '' for a non-day. */
export function formatEnteredDate(iso: string, localeTag: string): string {
  const parts = isoParts(iso)
  if (!parts) return ''
  const { order, separator } = dateEntryPattern(localeTag)
  return order.map((part) => (part === 'year' ? pad(parts.year, 4) : pad(parts[part], 2))).join(separator)
}

/**
 * The day a visitor typed, read in the language's order (any of `/ . - space` between the parts,
 * one or two digits for day and month, four for the year); an ISO day is read as such. Null when
 * it is no real day.
 */
export function parseEnteredDate(text: string, localeTag: string): string | null {
  const trimmed = text.trim()
  if (isCalendarDate(trimmed)) return trimmed
  const numbers = trimmed.split(/[\s./\-年月日]+/u).filter((piece) => piece !== '')
  if (numbers.length !== 3 || numbers.some((piece) => !/^\d+$/.test(piece))) return null
  const { order } = dateEntryPattern(localeTag)
  const value: Record<DatePart, string> = { day: '', month: '', year: '' }
  order.forEach((part, index) => {
    value[part] = numbers[index] ?? ''
  })
  if (value.year.length !== 4 || value.month.length > 2 || value.day.length > 2) return null
  const iso = toIso(Number(value.year), Number(value.month), Number(value.day))
  return isCalendarDate(iso) ? iso : null
}

/** The ISO day `days` after (or before, when negative) the given one. */
export function addDays(iso: string, days: number): string {
  const parts = isoParts(iso)
  if (!parts) throw new Error(`Not a calendar day: ${iso}`)
  const date = new Date(Date.UTC(parts.year, parts.month - 1, parts.day + days))
  return toIso(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate())
}

/** The day an instant falls on where the visitor is (the browser's clock and zone). */
export function localDay(now: Date): string {
  return toIso(now.getFullYear(), now.getMonth() + 1, now.getDate())
}

/** The day an instant falls on in UTC (the server's reference). */
export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10)
}

/**
 * How far a date field reaches, as its editor set it: days from the day the form is filled in
 * (0 is today, negative is in the past), either end open when null.
 */
export interface DateReach {
  minDays: number | null
  maxDays: number | null
}

/** The first and last day a date field accepts, counted from `today`. */
export interface DateBounds {
  min: string | null
  max: string | null
}

/**
 * The field's first and last day seen from `today`. `leewayDays` widens both ends: the server,
 * which counts from the UTC day, allows one so that a visitor whose own day is already (or still)
 * another one is never refused a day the calendar offered.
 */
export function dateBounds(reach: DateReach, today: string, leewayDays = 0): DateBounds {
  return {
    min: reach.minDays === null ? null : addDays(today, reach.minDays - leewayDays),
    max: reach.maxDays === null ? null : addDays(today, reach.maxDays + leewayDays),
  }
}

/** Where a day stands against the bounds (ISO days compare as text). */
export function checkBounds(iso: string, bounds: DateBounds): 'ok' | 'tooEarly' | 'tooLate' {
  if (bounds.min !== null && iso < bounds.min) return 'tooEarly'
  if (bounds.max !== null && iso > bounds.max) return 'tooLate'
  return 'ok'
}

/**
 * The day the form is filled in, as whoever checks counts it: the browser its visitor's own day,
 * the server the UTC day with a day's leeway either way (a visitor's day may be the one before or
 * after), so a day the calendar offered is never refused.
 */
export interface CheckDay {
  today: string
  leewayDays: number
}

/** The browser checks with its visitor's own day. */
export const browserCheckDay = (now: Date): CheckDay => ({ today: localDay(now), leewayDays: 0 })
/** The server checks with the UTC day, a day's leeway either way. */
export const serverCheckDay = (now: Date): CheckDay => ({ today: utcDay(now), leewayDays: 1 })
