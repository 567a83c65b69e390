import { describe, expect, it } from 'vitest'
import { materialColours, materialProperties } from '@/collections/Materials'
import { durabilityLevels } from '@/fields/common'
import { locales } from '@/i18n/locales'
import { allMaterialCodes, materialCodes } from './keys'
import { materialCategories, materials } from './materials'
import type { L, MaterialSeed, SwatchKind } from './types'

const categoryCodes = ['PLE', 'TESS', 'TESSO', 'LEGNI', 'SUPERFICI', 'PIETRE', 'METALLI', 'RESINE', 'VETRI ARTISTICI']
const localizedFields = ['name', 'type', 'composition', 'description', 'care'] as const
const hex = /^#[0-9a-f]{6}$/i
const fabricCategories = ['TESS', 'TESSO']

/** The swatch kinds that may draw a material of each category. */
const swatchKinds: Record<string, SwatchKind[]> = {
  PLE: ['leather'],
  TESS: ['fabric', 'boucle', 'velvet', 'linen'],
  TESSO: ['fabric', 'boucle', 'velvet', 'linen'],
  LEGNI: ['wood'],
  SUPERFICI: ['lacquer', 'ceramic'],
  PIETRE: ['marble', 'stone'],
  METALLI: ['metal'],
  RESINE: ['resin'],
  'VETRI ARTISTICI': ['art-glass'],
}

/** Category code of a material code: everything before the trailing number. */
const prefixOf = (code: string): string => code.replace(/ \d+$/, '')

const byCode = (code: string): MaterialSeed => {
  const material = materials.find((m) => m.code === code)
  if (!material) throw new Error(`No material ${code}`)
  return material
}

describe('material categories', () => {
  it('are the nine categories of the spec, ordered 1 to 9', () => {
    expect(materialCategories.map((c) => c.code)).toEqual(categoryCodes)
    expect(materialCategories.map((c) => c.order)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9])
  })

  it('have the kind that matches their code', () => {
    const kinds = Object.fromEntries(materialCategories.map((c) => [c.code, c.kind]))
    expect(kinds).toEqual({
      PLE: 'leather',
      TESS: 'fabric',
      TESSO: 'fabric',
      LEGNI: 'wood',
      SUPERFICI: 'surface',
      PIETRE: 'stone',
      METALLI: 'metal',
      RESINE: 'resin',
      'VETRI ARTISTICI': 'art-glass',
    })
  })

  it('have a name and a description in every language, translated from Italian', () => {
    for (const category of materialCategories) {
      for (const field of ['name', 'description'] as const) {
        for (const locale of locales) expect(category[field][locale].trim(), `${category.code} ${field} ${locale}`).not.toBe('')
      }
      for (const locale of locales.filter((l) => l !== 'it')) {
        expect(category.description[locale], `${category.code} description ${locale}`).not.toBe(category.description.it)
      }
    }
  })

  it('have names unique within each language', () => {
    for (const locale of locales) {
      const names = materialCategories.map((c) => c.name[locale])
      expect(new Set(names).size, locale).toBe(names.length)
    }
  })
})

describe('materials', () => {
  it('are exactly the 80 fixed codes, each listed once', () => {
    const codes = materials.map((m) => m.code)
    expect(codes).toHaveLength(80)
    expect(new Set(codes).size).toBe(80)
    expect(new Set(codes)).toEqual(new Set(allMaterialCodes))
  })

  it('each sit in the category named by their code prefix', () => {
    for (const material of materials) expect(material.category, material.code).toBe(prefixOf(material.code))
    for (const [category, codes] of Object.entries(materialCodes)) {
      expect(materials.filter((m) => m.category === category).map((m) => m.code), category).toEqual([...codes])
    }
  })

  it('have every localized text filled in all seven languages', () => {
    for (const material of materials) {
      for (const field of localizedFields) {
        const value: L = material[field]
        for (const locale of locales) {
          expect(typeof value[locale], `${material.code} ${field} ${locale}`).toBe('string')
          expect(value[locale].trim(), `${material.code} ${field} ${locale}`).not.toBe('')
        }
      }
    }
  })

  it('have names unique within each language', () => {
    for (const locale of locales) {
      const names = materials.map((m) => m.name[locale])
      const duplicates = names.filter((name, index) => names.indexOf(name) !== index)
      expect(duplicates, locale).toEqual([])
    }
  })

  it('have descriptions and care instructions translated, not copied from Italian', () => {
    for (const material of materials) {
      for (const locale of locales.filter((l) => l !== 'it')) {
        expect(material.description[locale], `${material.code} description ${locale}`).not.toBe(material.description.it)
        expect(material.care[locale], `${material.code} care ${locale}`).not.toBe(material.care.it)
      }
    }
  })

  it('have Chinese and Russian texts written in their own scripts', () => {
    for (const material of materials) {
      expect(material.description.zh, material.code).toMatch(/[\u4e00-\u9fff]/)
      expect(material.description.ru, material.code).toMatch(/[\u0400-\u04ff]/)
    }
  })

  it('have a valid dominant colour, swatch colour and accent', () => {
    for (const material of materials) {
      expect(material.hex, material.code).toMatch(hex)
      expect(material.swatch.hex, material.code).toMatch(hex)
      expect(material.swatch.accent, material.code).toMatch(hex)
    }
  })

  it('use only the allowed colour values and properties', () => {
    for (const material of materials) {
      expect(materialColours, material.code).toContain(material.colour)
      expect(material.properties.length, material.code).toBeGreaterThanOrEqual(1)
      expect(material.properties.length, material.code).toBeLessThanOrEqual(4)
      expect(new Set(material.properties).size, material.code).toBe(material.properties.length)
      for (const property of material.properties) expect(materialProperties, material.code).toContain(property)
    }
  })

  it('use every durability level, and only those', () => {
    for (const material of materials) expect(durabilityLevels, material.code).toContain(material.durability)
    expect(new Set(materials.map((m) => m.durability))).toEqual(new Set(durabilityLevels))
  })

  it('rate sensible durabilities: velvets delicate, outdoor fabrics resistant', () => {
    for (const material of materials.filter((m) => m.swatch.kind === 'velvet')) expect(material.durability, material.code).toBe('delicate')
    for (const material of materials.filter((m) => m.category === 'TESSO')) expect(material.durability, material.code).toBe('resistant')
  })

  it('give a plausible Martindale rating to fabrics, and to fabrics only', () => {
    for (const material of materials) {
      if (fabricCategories.includes(material.category)) {
        expect(material.martindale, material.code).toBeTypeOf('number')
        expect(Number.isInteger(material.martindale), material.code).toBe(true)
        expect(material.martindale, material.code).toBeGreaterThanOrEqual(20000)
        expect(material.martindale, material.code).toBeLessThanOrEqual(100000)
      } else {
        expect(material.martindale, material.code).toBeUndefined()
      }
    }
  })

  it('are drawn by the swatch kind of their category', () => {
    for (const material of materials) expect(swatchKinds[material.category], material.code).toContain(material.swatch.kind)
    expect(byCode('PLE 01').swatch.kind).toBe('leather')
    expect(byCode('METALLI 01').swatch.kind).toBe('metal')
    expect(byCode('LEGNI 01').swatch.kind).toBe('wood')
    expect(byCode('VETRI ARTISTICI 01').swatch.kind).toBe('art-glass')
    expect(byCode('RESINE 01').swatch.kind).toBe('resin')
  })

  it('use each textile swatch kind for the matching fabric type', () => {
    const fabrics = materials.filter((m) => m.category === 'TESS')
    for (const kind of ['boucle', 'velvet', 'linen', 'fabric'] as const) {
      expect(fabrics.some((m) => m.swatch.kind === kind), kind).toBe(true)
    }
    for (const material of fabrics.filter((m) => m.swatch.kind === 'velvet')) expect(material.type.en, material.code).toBe('Velvet')
    for (const material of fabrics.filter((m) => m.swatch.kind === 'boucle')) expect(material.type.en, material.code).toBe('Bouclé')
  })

  it('have a distinct swatch seed each', () => {
    const seeds = materials.map((m) => m.swatch.seed)
    for (const seed of seeds) expect(Number.isInteger(seed)).toBe(true)
    expect(new Set(seeds).size).toBe(seeds.length)
  })

  it('include at least six materials for outdoor use, among them every outdoor fabric', () => {
    const outdoor = materials.filter((m) => m.usage.outdoor)
    expect(outdoor.length).toBeGreaterThanOrEqual(6)
    for (const material of materials.filter((m) => m.category === 'TESSO')) {
      expect(material.usage, material.code).toMatchObject({ outdoor: true, openAir: true })
    }
  })

  it('tag uses as a brand does: the outdoor fabrics are for outside only, so "Indoor" narrows the library', () => {
    const indoor = materials.filter((m) => m.usage.indoor)
    expect(indoor.length).toBeLessThan(materials.length)
    for (const material of materials.filter((m) => m.category === 'TESSO')) expect(material.usage.indoor, material.code).toBe(false)
    for (const material of materials.filter((m) => !m.usage.outdoor)) expect(material.usage.indoor, material.code).toBe(true)
  })

  it('mark a handful of new arrivals', () => {
    const fresh = materials.filter((m) => m.usage.newArrival)
    expect(fresh.length).toBeGreaterThanOrEqual(6)
    expect(fresh.length).toBeLessThanOrEqual(10)
  })

  it('belong to a category that exists', () => {
    const codes = new Set(materialCategories.map((c) => c.code))
    for (const material of materials) expect(codes.has(material.category), material.code).toBe(true)
  })
})
