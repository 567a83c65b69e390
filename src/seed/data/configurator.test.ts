import { describe, expect, it } from 'vitest'
import { locales } from '@/i18n/locales'
import { configuratorCodePattern } from '@/domain/configurator/limits'
import { products } from './catalogue'
import { materialCategories, materials } from './materials'
import { configurations } from './configurator'

describe('demo configurations', () => {
  const configured = products.filter((product) => configurations[product.key])

  it('make two sofa families and an armchair configurable', () => {
    const sofaFamilies = new Set(configured.filter((product) => product.type === 'sofa').map((product) => product.family))
    expect(sofaFamilies.size).toBeGreaterThanOrEqual(2)
    expect(configured.some((product) => product.type === 'armchair')).toBe(true)
    expect(Object.keys(configurations).every((key) => products.some((product) => product.key === key))).toBe(true)
  })

  it('offer layouts as versions, among them a corner and a chaise longue', () => {
    const codes = configured.flatMap((product) => product.versions.map((version) => version.code))
    expect(codes).toContain('AV-SOF-003-CL')
    expect(configured.some((product) => product.key === 'astor-corner-sofa')).toBe(true)
  })

  it('name every part and option in seven languages, with address-safe codes and known materials and versions', () => {
    for (const product of configured) {
      const config = configurations[product.key]
      if (!config) continue
      const versionCodes = product.versions.map((version) => version.code)
      const optionCodes = config.options.map((option) => option.code)
      for (const part of config.parts) {
        expect(part.code).toMatch(configuratorCodePattern)
        for (const locale of locales) expect(part.name[locale].length, `${part.code} ${locale}`).toBeGreaterThan(0)
        for (const code of part.categories) expect(materialCategories.some((category) => category.code === code), code).toBe(true)
        for (const code of part.materials) expect(materials.some((material) => material.code === code), code).toBe(true)
        expect(part.categories.length + part.materials.length).toBeGreaterThan(0)
      }
      for (const option of config.options) {
        expect(option.code).toMatch(configuratorCodePattern)
        for (const locale of locales) expect(option.name[locale].length, `${option.code} ${locale}`).toBeGreaterThan(0)
        for (const code of option.onlyVersions) expect(versionCodes, option.code).toContain(code)
        for (const code of option.excludes) expect(optionCodes, option.code).toContain(code)
      }
    }
  })
})
