import { describe, expect, it } from 'vitest'
import { countryName, formatDate, initials, formatFileSize, labelKey, sortByWeekday, splitAround, telHref, weekdayName } from './format'

describe('weekdayName', () => {
  it('names the day in the page language', () => {
    expect(weekdayName('mon', 'en')).toBe('Monday')
    expect(weekdayName('sun', 'en')).toBe('Sunday')
    expect(weekdayName('wed', 'it-IT')).toBe('mercoledì')
    expect(weekdayName('fri', 'de-DE')).toBe('Freitag')
  })
})

describe('sortByWeekday', () => {
  it('orders opening hours from Monday to Sunday', () => {
    const hours = [{ day: 'sat' as const }, { day: 'mon' as const }, { day: 'sun' as const }, { day: 'tue' as const }]
    expect(sortByWeekday(hours).map((entry) => entry.day)).toEqual(['mon', 'tue', 'sat', 'sun'])
  })
})

describe('formatFileSize', () => {
  it('uses decimal units with one decimal below 100', () => {
    expect(formatFileSize(512, 'en')).toBe('512 byte')
    expect(formatFileSize(2_400_000, 'en')).toBe('2.4 MB')
    expect(formatFileSize(850_000, 'en')).toBe('850 kB')
  })
  it('writes the decimal separator of the language', () => {
    expect(formatFileSize(2_400_000, 'it-IT')).toBe('2,4 MB')
  })
})

describe('formatDate', () => {
  it('writes the stored calendar day in the long style of the language', () => {
    expect(formatDate('2026-03-12T00:00:00.000Z', 'en')).toBe('March 12, 2026')
    expect(formatDate('2026-03-12T00:00:00.000Z', 'it-IT')).toBe('12 marzo 2026')
  })
  it('gives an empty text for an invalid date', () => {
    expect(formatDate('not a date', 'en')).toBe('')
  })
})

describe('countryName', () => {
  it('names the country in the language', () => {
    expect(countryName('IT', 'en')).toBe('Italy')
    expect(countryName('de', 'de-DE')).toBe('Deutschland')
  })
  it('falls back to the code', () => {
    expect(countryName('??', 'en')).toBe('??')
  })
})

describe('labelKey', () => {
  it('turns option values into catalogue key segments', () => {
    expect(labelKey('small-table')).toBe('smallTable')
    expect(labelKey('not-very-delicate')).toBe('notVeryDelicate')
    expect(labelKey('sofa')).toBe('sofa')
  })
})

describe('telHref', () => {
  it('keeps the digits and the leading plus', () => {
    expect(telHref('+39 02 1234-5678')).toBe('tel:+390212345678')
    expect(telHref('(212) 555 0100')).toBe('tel:2125550100')
  })
})

describe('splitAround', () => {
  it('gives the text before and after the marker', () => {
    expect(splitAround('design by \u0000!', '\u0000')).toEqual(['design by ', '!'])
    expect(splitAround('设计：\u0000', '\u0000')).toEqual(['设计：', ''])
  })
  it('keeps the whole text when the marker is missing', () => {
    expect(splitAround('Designer', '\u0000')).toEqual(['Designer', ''])
  })
})

describe('initials', () => {
  it('takes the first and last name\'s first letters', () => {
    expect(initials('Marta Ferrandi')).toBe('MF')
    expect(initials('Rafael Duarte Lins')).toBe('RL')
    expect(initials('  édouard ')).toBe('É')
    expect(initials('')).toBe('')
  })
})
