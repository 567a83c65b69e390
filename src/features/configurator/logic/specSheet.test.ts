import { describe, expect, it } from 'vitest'
import { readConfiguration } from '@/domain/configurator/address'
import { sofaModel } from '@/domain/configurator/fixture'
import { configurationSummary } from '@/domain/configurator/summary'
import { specSheetCharacters, specSheetRows, type SpecSheetLabels } from './specSheet'

const labels: SpecSheetLabels = {
  title: 'Spec sheet',
  code: 'Code',
  configurationCode: 'Configuration code',
  layout: 'Layout',
  options: 'Options',
  dimensions: 'Dimensions',
  seatHeight: 'Seat height {value}',
  packages: 'Packages',
  price: 'Price',
  address: 'This configuration online',
  page: (page, pages) => `Page ${String(page)} of ${String(pages)}`,
}
const facts = { token: 'av-236', dimensions: '236 × 98 × 78 cm', seatHeight: '42 cm', packages: [{ title: '2 packages', dimensions: '120 × 100 × 80 cm', weight: '45 kg', volume: '0.96 m³' }] }

describe('the spec sheet’s rows', () => {
  const value = 'av-236_upholstery.ple-01_scatter'
  const { configuration } = readConfiguration(sofaModel, value)
  const summary = configurationSummary(sofaModel, configuration)

  it('lists codes, layout, dimensions, each part’s material with its code, options, packages and the price, in that order', () => {
    const rows = specSheetRows({ productCode: 'AV-SOF-001', value, summary, facts, price: '€10,280' }, labels)
    expect(rows.map((row) => `${row.label}: ${row.value}`)).toEqual([
      'Code: AV-SOF-001 · AV-236',
      `Configuration code: ${value}`,
      'Layout: 3-seat',
      'Dimensions: 236 × 98 × 78 cm · Seat height 42 cm',
      'Upholstery: Pelle (PLE 01)',
      'Cushions: Lana (TESS 101)',
      'Base: Brunito (METALLI 02)',
      'Options: Two scatter cushions',
      'Packages: 2 packages: 120 × 100 × 80 cm, 45 kg, 0.96 m³',
      'Price: €10,280',
    ])
  })

  it('prints no price line when prices are hidden (or the market has none)', () => {
    const rows = specSheetRows({ productCode: 'AV-SOF-001', value, summary, facts, price: null }, labels)
    expect(rows.some((row) => row.label === 'Price')).toBe(false)
  })

  it('collects every printed character once, Chinese included', () => {
    const rows = specSheetRows({ productCode: 'AV', value, summary, facts: undefined, price: null }, { ...labels, layout: '布局' })
    const characters = specSheetCharacters({ brand: 'Vesta', date: '2026年11月28日', site: 'x.y', labels, name: '沙发', rows, address: 'https://x.y/zh/a' }, 1)
    for (const character of '布局沙发年月日') expect(characters).toContain(character)
    expect(Array.from(characters).filter((character) => character === 'a')).toHaveLength(1)
  })
})
