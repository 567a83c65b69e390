import { describe, expect, it } from 'vitest'
import { italianProvinces } from './italianProvinces'
import { isPostalCode, italianProvinceChoices, provincesOf, regionsByCountry, regionsOf } from './regions'

describe('places of a country', () => {
  it('lists every Italian province once, as name and code, in alphabetical order', () => {
    expect(italianProvinceChoices).toHaveLength(Object.keys(italianProvinces).length)
    expect(italianProvinceChoices).toContain('Milano (MI)')
    expect(italianProvinceChoices).toContain('Sud Sardegna (SU)')
    expect([...italianProvinceChoices].sort((a, b) => a.localeCompare(b, 'it'))).toEqual(italianProvinceChoices)
    expect(provincesOf('IT')).toBe(italianProvinceChoices)
    expect(provincesOf('FR')).toBeNull()
  })

  it('knows the regions of the main markets, each list without repeats, and nothing for the others', () => {
    expect(regionsOf('IT')).toHaveLength(20)
    expect(regionsOf('DE')).toHaveLength(16)
    expect(regionsOf('CH')).toHaveLength(26)
    expect(regionsOf('US')).toHaveLength(51)
    for (const list of Object.values(regionsByCountry)) expect(new Set(list).size).toBe(list.length)
    expect(regionsOf('BR')).toBeNull()
    expect(regionsOf('toString')).toBeNull()
  })
})

describe('postal codes', () => {
  it('checks the shape where the country is known, letters and digits elsewhere', () => {
    expect(isPostalCode('20121', 'IT')).toBe(true)
    expect(isPostalCode('2012', 'IT')).toBe(false)
    expect(isPostalCode('SW1A 1AA', 'GB')).toBe(true)
    expect(isPostalCode('8001', 'CH')).toBe(true)
    expect(isPostalCode('10001-1234', 'US')).toBe(true)
    expect(isPostalCode('C1425', 'AR')).toBe(true)
    expect(isPostalCode('<b>', 'AR')).toBe(false)
    expect(isPostalCode('20121', '')).toBe(true)
  })
})
