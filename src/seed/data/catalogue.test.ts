import { describe, expect, it } from 'vitest'
import { slugify } from '@/domain/slugify'
import { locales } from '@/i18n/locales'
import { categories, designers, families, products } from './catalogue'
import { moods, projects, stories } from './editorial'
import { allMaterialCodes, materialCodes, productKeys } from './keys'
import type { L, LParagraphs } from './types'

const categoryIdentifiers = [
  'index',
  'sofas-armchairs',
  'beds',
  'mattresses',
  'bedroom-sets',
  'chairs',
  'tables-coffee-tables',
  'accessories',
  'rugs',
  'lighting',
]
const markets = ['eu', 'uk', 'us', 'ch', 'cn'] as const
const productTypes = [
  'accessory', 'cushion', 'sofa', 'lighting', 'daybed', 'bed', 'bench', 'armchair', 'pouf',
  'chair', 'small-table', 'table', 'rug', 'bookshelf', 'furniture', 'desk', 'mirror',
]
const nonItalian = locales.filter((locale) => locale !== 'it')

/** Every text of the catalogue, labelled for error messages. */
function allTexts(): [string, L | LParagraphs][] {
  return [
    ...categories.flatMap((c): [string, L][] => [[`category ${c.identifier} name`, c.name], [`category ${c.identifier} intro`, c.intro]]),
    ...families.flatMap((f): [string, L][] => [[`family ${f.key} name`, f.name], [`family ${f.key} description`, f.description]]),
    ...designers.map((d): [string, L] => [`designer ${d.key} bio`, d.bio]),
    ...products.flatMap((p): [string, L | LParagraphs][] => [
      [`${p.key} name`, p.name],
      [`${p.key} tagline`, p.tagline],
      [`${p.key} description`, p.description],
      [`${p.key} technicalData`, p.technicalData],
      ...p.versions.map((v): [string, L] => [`${p.key} version ${v.code} name`, v.name]),
    ]),
  ]
}

describe('catalogue data', () => {
  it('has the ten categories, one per identifier, the landing first', () => {
    expect(categories).toHaveLength(10)
    expect(categories.map((c) => c.identifier).sort()).toEqual([...categoryIdentifiers].sort())
    expect(categories[0]?.identifier).toBe('index')
    expect(categories.find((c) => c.identifier === 'index')?.image).toBeUndefined()
    for (const category of categories.filter((c) => c.identifier !== 'index')) {
      expect(category.image, category.identifier).toBeDefined()
    }
    expect(new Set(categories.map((c) => c.order)).size).toBe(10)
  })

  it('has eight designers and at least eight families with unique keys', () => {
    expect(designers).toHaveLength(8)
    expect(new Set(designers.map((d) => d.key)).size).toBe(8)
    expect(new Set(designers.map((d) => d.country)).size).toBeGreaterThanOrEqual(6)
    for (const designer of designers) expect(designer.country).toMatch(/^[A-Z]{2}$/)
    expect(families.length).toBeGreaterThanOrEqual(8)
    expect(new Set(families.map((f) => f.key)).size).toBe(families.length)
    for (const family of families) expect(family.key).toMatch(/^[a-z]+$/)
  })

  it('has exactly the 42 product keys, each in its category', () => {
    const expected = Object.values(productKeys).flat()
    expect(expected).toHaveLength(42)
    expect(products).toHaveLength(42)
    expect(products.map((p) => p.key).sort()).toEqual([...expected].sort())
    for (const [category, keys] of Object.entries(productKeys)) {
      for (const key of keys) expect(products.find((p) => p.key === key)?.category, key).toBe(category)
    }
  })

  it('has at least three products in every category', () => {
    for (const identifier of categoryIdentifiers.filter((c) => c !== 'index')) {
      expect(products.filter((p) => p.category === identifier).length, identifier).toBeGreaterThanOrEqual(3)
    }
  })

  it('gives every text in all seven languages, none empty', () => {
    for (const [label, text] of allTexts()) {
      expect(Object.keys(text).sort(), label).toEqual([...locales].sort())
      for (const locale of locales) {
        const value = text[locale]
        const parts = Array.isArray(value) ? value : [value]
        expect(parts.length, `${label} [${locale}]`).toBeGreaterThan(0)
        for (const part of parts) {
          expect(part.trim(), `${label} [${locale}]`).not.toBe('')
          expect(part, `${label} [${locale}]`).not.toMatch(/^\[[a-z]{2}\]/)
        }
      }
    }
  })

  it('translates descriptions, taglines, technical data, intros and bios rather than copying the Italian', () => {
    const translated: [string, L | LParagraphs][] = [
      ...categories.map((c): [string, L] => [`category ${c.identifier} intro`, c.intro]),
      ...families.map((f): [string, L] => [`family ${f.key} description`, f.description]),
      ...designers.map((d): [string, L] => [`designer ${d.key} bio`, d.bio]),
      ...products.flatMap((p): [string, L | LParagraphs][] => [
        [`${p.key} tagline`, p.tagline],
        [`${p.key} description`, p.description],
      ]),
    ]
    // A technical line may read the same in two languages ('Peso: 5 kg'); the list as a whole may not.
    for (const product of products) {
      for (const locale of nonItalian) {
        expect(product.technicalData[locale].join('\n'), `${product.key} technicalData [${locale}]`).not.toBe(product.technicalData.it.join('\n'))
      }
    }
    for (const [label, text] of translated) {
      const italian = [text.it].flat()
      for (const locale of nonItalian) {
        const other = [text[locale]].flat()
        expect(other.length, `${label} [${locale}] paragraphs`).toBe(italian.length)
        other.forEach((part, index) => expect(part, `${label} [${locale}] #${index}`).not.toBe(italian[index]))
      }
    }
  })

  it('writes Russian in Cyrillic and Chinese in Chinese characters', () => {
    for (const product of products) {
      expect(product.description.ru.join(' '), product.key).toMatch(/[\u0400-\u04ff]/)
      expect(product.description.zh.join(''), product.key).toMatch(/[\u4e00-\u9fff]/)
      expect(product.name.ru, product.key).toMatch(/[\u0400-\u04ff]/)
      expect(product.name.zh, product.key).toMatch(/[\u4e00-\u9fff]/)
    }
  })

  it("spells each designer's name one way in every language: the byline's spelling, in the bio and every text", () => {
    // Top brands keep designers' names in Latin letters in every language; so does the byline
    // (the name field is not localized), so the texts must too.
    for (const designer of designers) {
      for (const locale of locales) expect(designer.bio[locale], `${designer.key} ${locale}`).toContain(designer.name)
    }
    // The transliterations the texts once used (a Russian byline said 'Marta Ferrandi', her bio 'Марта Ферранди').
    // The same for the projects' architects (a Russian text said 'Харуки Нисимура', the record 'Haruki Nishimura').
    const transliterated = ['Ферранди', 'Аалунд', 'Нисимаки', 'Вотрен', 'Алькарас', 'Пеннок', 'Лиюан', 'Дуарте', '费兰迪', '奥伦德', '西卷香织', '沃特兰', '阿尔卡拉斯', '彭诺克', '沈立远', '杜阿尔特']
    transliterated.push('Обертен', 'Уиткомб', 'Нисимур', 'Феррарези', 'Ланфранки', 'Прайс-Хейстингс', '西村春树', '奥贝尔坦', '惠特科姆', '费拉雷西', '兰弗朗基')
    const everything = JSON.stringify([designers, products, categories, families, moods, projects, stories])
    for (const spelling of transliterated) expect(everything).not.toContain(spelling)
  })

  it('gives 2–3 description paragraphs and 3–6 technical lines per language', () => {
    for (const product of products) {
      for (const locale of locales) {
        expect(product.description[locale].length, `${product.key} [${locale}]`).toBeGreaterThanOrEqual(2)
        expect(product.description[locale].length, `${product.key} [${locale}]`).toBeLessThanOrEqual(3)
        expect(product.technicalData[locale].length, `${product.key} [${locale}]`).toBeGreaterThanOrEqual(3)
        expect(product.technicalData[locale].length, `${product.key} [${locale}]`).toBeLessThanOrEqual(6)
      }
    }
  })

  it('keeps product names and their slugs unique within each language', () => {
    for (const locale of locales) {
      const names = products.map((p) => p.name[locale])
      expect(new Set(names).size, locale).toBe(names.length)
      expect(new Set(names.map(slugify)).size, `${locale} slugs`).toBe(names.length)
      const categoryNames = categories.map((c) => slugify(c.name[locale]))
      expect(new Set(categoryNames).size, `${locale} category slugs`).toBe(categoryNames.length)
      const familyNames = families.map((f) => slugify(f.name[locale]))
      expect(new Set(familyNames).size, `${locale} family slugs`).toBe(familyNames.length)
    }
  })

  it('uses unique product and version codes', () => {
    const codes = products.map((p) => p.code)
    expect(new Set(codes).size).toBe(codes.length)
    const versionCodes = products.flatMap((p) => p.versions.map((v) => v.code))
    expect(new Set(versionCodes).size).toBe(versionCodes.length)
    for (const product of products) {
      for (const version of product.versions) expect(version.code.startsWith(`${product.code}-`), version.code).toBe(true)
    }
  })

  it('refers only to existing material codes of the chosen material categories', () => {
    for (const product of products) {
      expect(product.materialCategories.length, product.key).toBeGreaterThan(0)
      for (const category of product.materialCategories) expect(Object.keys(materialCodes), product.key).toContain(category)
      expect(product.materials.length, product.key).toBeGreaterThanOrEqual(3)
      expect(product.materials.length, product.key).toBeLessThanOrEqual(8)
      expect(new Set(product.materials).size, product.key).toBe(product.materials.length)
      for (const code of product.materials) {
        expect(allMaterialCodes, `${product.key} ${code}`).toContain(code)
        const category = Object.entries(materialCodes).find(([, codes]) => (codes as readonly string[]).includes(code))?.[0]
        expect(product.materialCategories, `${product.key} ${code}`).toContain(category)
      }
    }
  })

  it('relates products to 2–4 other existing products', () => {
    const keys = new Set(products.map((p) => p.key))
    for (const product of products) {
      expect(product.related.length, product.key).toBeGreaterThanOrEqual(2)
      expect(product.related.length, product.key).toBeLessThanOrEqual(4)
      expect(new Set(product.related).size, product.key).toBe(product.related.length)
      for (const key of product.related) {
        expect(keys.has(key), `${product.key} → ${key}`).toBe(true)
        expect(key, product.key).not.toBe(product.key)
      }
    }
  })

  it('refers to existing families and one or two existing designers', () => {
    const familyKeys = new Set(families.map((f) => f.key))
    const designerKeys = new Set(designers.map((d) => d.key))
    for (const product of products) {
      expect(familyKeys.has(product.family), `${product.key} family ${product.family}`).toBe(true)
      expect(product.designers.length, product.key).toBeGreaterThanOrEqual(1)
      expect(product.designers.length, product.key).toBeLessThanOrEqual(2)
      for (const key of product.designers) expect(designerKeys.has(key), `${product.key} designer ${key}`).toBe(true)
    }
    // Every family and designer is used by at least one product.
    for (const key of familyKeys) expect(products.some((p) => p.family === key), key).toBe(true)
    for (const key of designerKeys) expect(products.some((p) => p.designers.includes(key)), key).toBe(true)
  })

  it('uses known product types and hex colours', () => {
    for (const product of products) {
      expect(productTypes, product.key).toContain(product.type)
      expect(product.image.colour, product.key).toMatch(/^#[0-9a-f]{6}$/)
      expect(product.image.accent, product.key).toMatch(/^#[0-9a-f]{6}$/)
      for (const version of product.versions) expect(productTypes, version.code).toContain(version.type)
    }
    for (const category of categories) {
      if (!category.image) continue
      expect(category.image.colour).toMatch(/^#[0-9a-f]{6}$/)
      expect(category.image.accent).toMatch(/^#[0-9a-f]{6}$/)
    }
    expect(products.filter((p) => p.category === 'mattresses').every((p) => p.type === 'bed')).toBe(true)
  })

  it('gives every version positive dimensions, packages and prices in all markets', () => {
    for (const product of products) {
      expect(product.versions.length, product.key).toBeGreaterThanOrEqual(1)
      expect(product.versions.length, product.key).toBeLessThanOrEqual(4)
      for (const version of product.versions) {
        const { length, height, depth, seatHeight } = version.dimensions
        for (const value of [length, height, depth]) expect(value, version.code).toBeGreaterThan(0)
        if (seatHeight !== undefined) {
          expect(seatHeight, version.code).toBeGreaterThan(0)
          expect(seatHeight, version.code).toBeLessThanOrEqual(height)
        }
        expect(version.packages.length, version.code).toBeGreaterThanOrEqual(1)
        expect(version.packages.length, version.code).toBeLessThanOrEqual(3)
        for (const p of version.packages) {
          for (const value of [p.count, p.length, p.height, p.depth, p.weight, p.volume]) expect(value, version.code).toBeGreaterThan(0)
          expect(Number.isInteger(p.count), version.code).toBe(true)
          expect(p.volume, version.code).toBeCloseTo((p.length * p.height * p.depth) / 1_000_000, 2)
        }
        for (const market of markets) expect(version.prices[market], `${version.code} ${market}`).toBeGreaterThan(0)
        expect(Object.keys(version.prices).sort(), version.code).toEqual([...markets].sort())
      }
    }
  })

  it('prices each market consistently with the euro list price', () => {
    const rates = { uk: 0.86, us: 1.1, ch: 0.95, cn: 7.8 }
    for (const version of products.flatMap((p) => p.versions)) {
      const eur = version.prices.eu
      for (const [market, rate] of Object.entries(rates) as [keyof typeof rates, number][]) {
        const ratio = version.prices[market] / (eur * rate)
        expect(ratio, `${version.code} ${market}`).toBeGreaterThan(0.97)
        expect(ratio, `${version.code} ${market}`).toBeLessThan(1.03)
      }
    }
    const sofas = products.filter((p) => p.type === 'sofa').flatMap((p) => p.versions)
    for (const version of sofas) {
      expect(version.prices.eu, version.code).toBeGreaterThanOrEqual(6000)
      expect(version.prices.eu, version.code).toBeLessThanOrEqual(14000)
    }
  })

  it('marks a few outdoor pieces and a handful of new arrivals', () => {
    const outdoor = products.filter((p) => p.usage.outdoor)
    expect(outdoor.length).toBeGreaterThanOrEqual(4)
    for (const key of ['riva-bench', 'corte-chair', 'isola-coffee-table', 'trama-rug']) {
      const product = products.find((p) => p.key === key)
      expect(product?.usage.outdoor, key).toBe(true)
      expect(product?.usage.openAir, key).toBe(true)
    }
    const fresh = products.filter((p) => p.usage.newArrival)
    expect(fresh.length).toBeGreaterThanOrEqual(6)
    expect(fresh.length).toBeLessThanOrEqual(10)
    for (const product of products) {
      expect(product.usage.indoor || product.usage.openAir || product.usage.outdoor, product.key).toBe(true)
    }
  })
})
