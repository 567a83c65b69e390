import { describe, expect, it } from 'vitest'
import { markets } from '@/collections/Products/versions'
import { isValidSlug } from '@/domain/slugify'
import { locales } from '@/i18n/locales'
import { designerKeys, familyKeys, materialCategoryCodes, productCategories } from './kinds'
import { modelNames } from './names'
import { generateProduct, productCode, productIndexOf } from './products'

const count = 10_000
const all = Array.from({ length: count }, (_, i) => generateProduct(i + 1))

describe('generateProduct', () => {
  it('is deterministic: product n is the same on every call', () => {
    expect(generateProduct(1234)).toEqual(generateProduct(1234))
    expect(generateProduct(1)).toEqual(all[0])
    expect(generateProduct(2)).not.toEqual(generateProduct(3))
  })

  it('rejects numbers that are not positive integers', () => {
    expect(() => generateProduct(0)).toThrow()
    expect(() => generateProduct(1.5)).toThrow()
  })

  it('gives unique codes that round-trip to the index', () => {
    const codes = new Set(all.map((p) => p.code))
    expect(codes.size).toBe(count)
    expect(productCode(42)).toBe('SC-P-000042')
    expect(productIndexOf('SC-P-000042')).toBe(42)
    expect(productIndexOf('AV-SOF-001')).toBeUndefined()
  })

  it.each(locales)('gives unique, valid slugs in %s across 10,000 products', (locale) => {
    const slugs = all.map((p) => p.slug[locale])
    expect(new Set(slugs).size).toBe(count)
    expect(slugs.every(isValidSlug)).toBe(true)
  })

  it('names products with real words in every language', () => {
    const p = all[0]
    expect(p).toBeDefined()
    if (!p) return
    const names = locales.map((locale) => p.name[locale])
    expect(new Set(names).size).toBeGreaterThan(3)
    for (const product of all.slice(0, 200)) {
      for (const locale of locales) {
        expect(product.name[locale]).not.toMatch(/\[|undefined|\{m\}/)
        expect(product.tagline[locale].length).toBeGreaterThan(10)
        expect(product.description[locale]).toHaveLength(2)
        expect(product.description[locale].join(' ')).not.toContain('{m}')
      }
    }
    expect(all.find((x) => x.name.it.startsWith('Divano '))?.name.en).toMatch(/ sofa \d+$/)
    expect(all.some((x) => /[\u4e00-\u9fff]/.test(x.name.zh))).toBe(true)
    expect(all.some((x) => /[а-яё]/i.test(x.name.ru))).toBe(true)
  })

  it('covers every category, family and designer and the main material families', () => {
    expect(new Set(all.map((p) => p.category))).toEqual(new Set(productCategories))
    expect(new Set(all.map((p) => p.family))).toEqual(new Set(familyKeys))
    expect(new Set(all.flatMap((p) => p.designers))).toEqual(new Set(designerKeys))
    expect(new Set(all.flatMap((p) => p.materialCategories))).toEqual(new Set(materialCategoryCodes))
  })

  it('has one to three versions with dimensions, packages and positive prices in all five markets', () => {
    const versions = all.flatMap((product) => product.versions.map((version) => ({ product, version })))
    const bad = versions.filter(({ product, version }) => {
      const { length, height, depth } = version.dimensions
      return (
        version.type !== product.type ||
        markets.some((market) => !(version.prices[market.value] > 0)) ||
        Math.min(length, height, depth) <= 0 ||
        version.packages.length === 0 ||
        version.packages.some((box) => box.weight <= 0 || box.volume < 0)
      )
    })
    expect(bad.map(({ version }) => version.code)).toEqual([])
    expect(all.filter((p) => new Set(p.versions.map((v) => v.code)).size !== p.versions.length)).toEqual([])
    expect(new Set(all.map((p) => p.versions.length))).toEqual(new Set([1, 2, 3]))
  })

  it('prices bigger versions higher', () => {
    const unordered = all.filter((product) => {
      const eur = product.versions.map((version) => version.prices.eu)
      return eur.some((price, i) => i > 0 && price <= (eur[i - 1] ?? 0))
    })
    expect(unordered.map((p) => p.code)).toEqual([])
  })

  it('allows two to six materials and mixes usage flags', () => {
    expect(all.filter((p) => p.materialPicks.length < 2 || p.materialPicks.length > 6 || p.materialCategories.length === 0)).toEqual([])
    expect(all.some((p) => p.usage.outdoor)).toBe(true)
    expect(all.some((p) => p.usage.newArrival)).toBe(true)
    expect(all.filter((p) => p.usage.outdoor).every((p) => p.family === 'lido' && !p.materialCategories.includes('TESS'))).toBe(true)
  })

  it('uses every model name once per series', () => {
    expect(new Set(modelNames).size).toBe(modelNames.length)
  })
})
