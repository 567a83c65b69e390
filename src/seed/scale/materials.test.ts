import { describe, expect, it } from 'vitest'
import { isValidSlug } from '@/domain/slugify'
import { durabilityLevels } from '@/fields/common'
import { locales } from '@/i18n/locales'
import { materialCategoryCodes } from './kinds'
import { generateMaterial, materialCode, materialIndexOf } from './materials'

const count = 5_000
const all = Array.from({ length: count }, (_, i) => generateMaterial(i + 1))

describe('generateMaterial', () => {
  it('is deterministic', () => {
    expect(generateMaterial(77)).toEqual(generateMaterial(77))
    expect(generateMaterial(77)).toEqual(all[76])
  })

  it('gives unique codes', () => {
    expect(new Set(all.map((m) => m.code)).size).toBe(count)
    expect(materialCode(7)).toBe('SC-M-00007')
    expect(materialIndexOf('SC-M-00007')).toBe(7)
    expect(materialIndexOf('PLE 04')).toBeUndefined()
  })

  it.each(locales)('gives unique, valid slugs in %s', (locale) => {
    const slugs = all.map((m) => m.slug[locale])
    expect(new Set(slugs).size).toBe(count)
    expect(slugs.every(isValidSlug)).toBe(true)
  })

  it('covers all nine material categories and all five durability levels', () => {
    expect(new Set(all.map((m) => m.category))).toEqual(new Set(materialCategoryCodes))
    expect(new Set(all.map((m) => m.durability))).toEqual(new Set(durabilityLevels))
  })

  it('rates fabrics only with Martindale cycles, and writes every text in every language', () => {
    const isFabric = (category: string) => category === 'TESS' || category === 'TESSO'
    expect(all.filter((m) => (m.martindale !== undefined) !== isFabric(m.category)).map((m) => m.code)).toEqual([])
    expect(all.filter((m) => m.martindale !== undefined && m.martindale < 15_000).map((m) => m.code)).toEqual([])
    expect(all.filter((m) => !/^#[0-9a-f]{6}$/.test(m.hex) || m.properties.length === 0).map((m) => m.code)).toEqual([])
    const texts = (m: (typeof all)[number]) => [m.name, m.type, m.description, m.care, m.composition]
    expect(all.filter((m) => texts(m).some((text) => locales.some((locale) => text[locale].length < 2))).map((m) => m.code)).toEqual([])
    expect(all.filter((m) => m.category === 'TESSO').every((m) => m.usage.outdoor)).toBe(true)
    expect(new Set(all.map((m) => m.colour)).size).toBeGreaterThan(15)
  })
})
