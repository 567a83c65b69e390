import { describe, expect, it } from 'vitest'
import { callingPrefix, isCountryCode, normalizePhone, splitPhone } from './phone'

describe('phone numbers', () => {
  it('reads a number as typed with the chosen prefix, or its own', () => {
    expect(normalizePhone('02 - 12 - 345678', 'IT')).toBe('+390212345678')
    expect(normalizePhone('0039 02 12345678', 'DE')).toBe('+390212345678')
    expect(normalizePhone('+49 30 1234567', 'IT')).toBe('+49301234567')
  })

  it('refuses what is no number of the country', () => {
    expect(normalizePhone('123', 'IT')).toBeNull()
    expect(normalizePhone('call me', 'FR')).toBeNull()
    expect(normalizePhone('', 'FR')).toBeNull()
  })

  it('knows the countries and their prefixes', () => {
    expect(isCountryCode('IT')).toBe(true)
    expect(isCountryCode('XX')).toBe(false)
    expect(callingPrefix('CN')).toBe('+86')
  })
})

describe('splitPhone', () => {
  it('gives back the country and the national number of a stored E.164 number', () => {
    expect(splitPhone('+390212345678')).toEqual({ country: 'IT', national: '02 1234 5678' })
    expect(splitPhone(null)).toBeNull()
    expect(normalizePhone(splitPhone('+390212345678')?.national ?? '', 'IT')).toBe('+390212345678')
  })
})
