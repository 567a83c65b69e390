import { describe, expect, it } from 'vitest'
import { locales } from '@/i18n/locales'
import { generateMaterial } from './materials'
import { productPoolImages, scenePoolImages, swatchPoolImages } from './pool'
import { generateProduct } from './products'
import { materialRows, pickDistinct, productRows, rowId, versionColumns, type Refs } from './rows'
import { designerKeys, familyKeys, materialCategoryCodes, productCategories } from './kinds'
import { rngFor } from './rng'

const ids = (keys: readonly string[], from: number) => new Map(keys.map((key, i) => [key, from + i]))

const refs: Refs = {
  categories: ids(productCategories, 1),
  families: ids(familyKeys, 20),
  designers: ids(designerKeys, 40),
  materialCategories: ids(materialCategoryCodes, 60),
  materialsByCategory: new Map(materialCategoryCodes.map((code, c) => [code, [100 + c * 10, 101 + c * 10, 102 + c * 10]])),
  productImages: new Map(productPoolImages().map(({ studio }, i) => [studio.spec.shape, [500 + 2 * i, 501 + 2 * i]])),
  swatches: new Map(swatchPoolImages().map(({ category }, i) => [category, [600 + i]])),
  scenes: new Map(scenePoolImages().map(({ kind }, i) => [kind, [700 + i]])),
}

describe('rows', () => {
  it('makes 24-hex-digit row ids that differ by place', () => {
    const a = rowId(1, 12, 1)
    expect(a).toMatch(/^[0-9a-f]{24}$/)
    expect(new Set([a, rowId(1, 12, 2), rowId(2, 12, 1), rowId(1, 13, 1), rowId(2, 12, 1, 1)]).size).toBe(5)
  })

  it('picks distinct ids, moving past repeated draws', () => {
    expect(pickDistinct([1, 2, 3], [0, 0, 0, 0])).toEqual([1, 2, 3])
    expect(pickDistinct([1, 2, 3], [4, 5])).toEqual([2, 3])
    expect(pickDistinct([], [1])).toEqual([])
  })

  it('writes a product into main-table columns with every language and market', () => {
    const product = generateProduct(5)
    const rows = productRows(product, refs)
    expect(rows.main).toMatchObject({ code: 'SC-P-000005', _status: 'published', category: refs.categories.get(product.category) })
    expect(rows.locales.map((row) => row._locale)).toEqual([...locales])
    expect(rows.locales[0]?.description).toMatchObject({ root: { type: 'root' } })
    const gallery = rows.rels.filter((row) => row.path === 'gallery')
    expect(gallery).toHaveLength(2)
    const materials = rows.rels.filter((row) => row.path === 'materials')
    expect(materials.length).toBeGreaterThanOrEqual(2)
    expect(new Set(materials.map((row) => row.materialsID)).size).toBe(materials.length)
    for (const version of rows.versions) {
      expect(version.prices.map((row) => row.market)).toEqual(['eu', 'uk', 'us', 'ch', 'cn'])
      expect(version.locales).toHaveLength(locales.length)
      expect(version.row.id).toBe(version.id)
    }
  })

  it('writes a material with its swatch, properties and texts', () => {
    const material = generateMaterial(9)
    const rows = materialRows(material, refs)
    expect(rows.main).toMatchObject({ code: 'SC-M-00009', _status: 'published', durability: material.durability })
    expect(rows.main.swatch).toBeGreaterThanOrEqual(600)
    expect(rows.properties.map((row) => row.value)).toEqual(material.properties)
    expect(rows.locales.every((row) => typeof row.care === 'string')).toBe(true)
  })

  it('fails clearly when the demo content is missing', () => {
    expect(() => productRows(generateProduct(1), { ...refs, categories: new Map() })).toThrow(/category/)
  })

  it('prefixes version columns except the locale', () => {
    expect(versionColumns({ name: 'x', _status: 'published', _locale: 'it' })).toEqual({ version_name: 'x', version__status: 'published', _locale: 'it' })
  })

  it('draws a small picture pool', () => {
    expect(swatchPoolImages()).toHaveLength(24)
    expect(new Set(productPoolImages().map(({ studio }) => studio.fileName)).size).toBe(productPoolImages().length)
  })
})

describe('rngFor', () => {
  it('repeats for the same seed and samples distinct items in order', () => {
    const a = rngFor(1, 2)
    const b = rngFor(1, 2)
    expect([a.next(), a.next()]).toEqual([b.next(), b.next()])
    const sample = rngFor(3, 4).sample([1, 2, 3, 4, 5, 6], 3)
    expect(new Set(sample).size).toBe(3)
    expect([...sample].sort()).toEqual(sample)
    expect(rngFor(3, 4).sample([1, 2], 5)).toEqual([1, 2])
  })
})
