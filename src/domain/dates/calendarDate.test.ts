import { describe, expect, it } from 'vitest'
import { localeTags } from '@/i18n/locales'
import { addDays, checkBounds, dateBounds, dateEntryPattern, formatEnteredDate, isCalendarDate, localDay, parseEnteredDate, utcDay } from './calendarDate'

describe('calendar dates as typed in each language', () => {
  it('writes a day in the order and with the separator of each page language', () => {
    const written = Object.fromEntries(Object.entries(localeTags).map(([locale, tag]) => [locale, formatEnteredDate('2026-03-07', tag)]))
    expect(written).toEqual({ it: '07/03/2026', en: '03/07/2026', de: '07.03.2026', es: '07/03/2026', fr: '07/03/2026', ru: '07.03.2026', zh: '2026/03/07' })
    expect(dateEntryPattern('ru-RU')).toEqual({ order: ['day', 'month', 'year'], separator: '.' })
  })

  it('reads back what it writes, in every language', () => {
    for (const tag of Object.values(localeTags)) {
      for (const iso of ['2026-01-31', '2024-02-29', '2030-12-01']) expect(parseEnteredDate(formatEnteredDate(iso, tag), tag)).toBe(iso)
    }
  })

  it('reads a day typed with one digit, other separators or as an ISO day', () => {
    expect(parseEnteredDate('7.3.2026', 'it-IT')).toBe('2026-03-07')
    expect(parseEnteredDate(' 7-3-2026 ', 'ru-RU')).toBe('2026-03-07')
    expect(parseEnteredDate('3/7/2026', 'en')).toBe('2026-03-07')
    expect(parseEnteredDate('2026年3月7日', 'zh-CN')).toBe('2026-03-07')
    expect(parseEnteredDate('2026-03-07', 'de-DE')).toBe('2026-03-07')
  })

  it('refuses what is no real day', () => {
    for (const text of ['', '31/02/2026', '12/2026', '1/1/26', '01/01/2026/1', 'tomorrow', '1a/01/2026', '00/01/2026', '01/13/2026']) {
      expect(parseEnteredDate(text, 'it-IT')).toBeNull()
    }
    expect(isCalendarDate('2026-02-29')).toBe(false)
    expect(isCalendarDate('2028-02-29')).toBe(true)
    expect(formatEnteredDate('2026-02-30', 'it-IT')).toBe('')
  })

  it('counts days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28')
    expect(addDays('2026-11-27', 365)).toBe('2027-11-27')
  })

  it('names the day of an instant where the visitor is and in UTC', () => {
    const instant = new Date('2026-11-27T23:30:00Z')
    expect(utcDay(instant)).toBe('2026-11-27')
    expect(localDay(new Date(2026, 10, 28, 0, 30))).toBe('2026-11-28')
  })
})

describe('how far a date field reaches', () => {
  it('bounds from today, open where the editor left no limit', () => {
    expect(dateBounds({ minDays: 0, maxDays: 365 }, '2026-11-27')).toEqual({ min: '2026-11-27', max: '2027-11-27' })
    expect(dateBounds({ minDays: null, maxDays: -6570 }, '2026-11-27')).toEqual({ min: null, max: '2008-12-01' })
    expect(dateBounds({ minDays: null, maxDays: null }, '2026-11-27')).toEqual({ min: null, max: null })
  })

  it('widens both ends by the leeway (the server counts from the UTC day)', () => {
    expect(dateBounds({ minDays: 0, maxDays: 30 }, '2026-11-27', 1)).toEqual({ min: '2026-11-26', max: '2026-12-28' })
  })

  it('says whether a day is before, within or after the bounds', () => {
    const bounds = { min: '2026-11-27', max: '2026-12-27' }
    expect(checkBounds('2026-11-26', bounds)).toBe('tooEarly')
    expect(checkBounds('2026-11-27', bounds)).toBe('ok')
    expect(checkBounds('2026-12-27', bounds)).toBe('ok')
    expect(checkBounds('2026-12-28', bounds)).toBe('tooLate')
    expect(checkBounds('1900-01-01', { min: null, max: null })).toBe('ok')
  })
})

describe('the typed form shown as a placeholder', () => {
  it('has the parts in the order and with the separator each language writes', async () => {
    for (const [locale, tag] of Object.entries(localeTags)) {
      const messages = (await import(`@/i18n/messages/${locale}.json`)) as { default: Record<string, string> }
      const { order, separator } = dateEntryPattern(tag)
      const parts = (messages.default['form.datePattern'] ?? '').split(separator)
      expect(parts, locale).toHaveLength(3)
      expect(parts[order.indexOf('year')], locale).toHaveLength(4)
    }
  })
})
