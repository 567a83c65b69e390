import { describe, expect, it } from 'vitest'
import { readConfiguration } from './address'
import { sofaModel } from './fixture'
import { choiceLines, choicesText, configurationSummary } from './summary'

const labels = { layout: 'Layout', options: 'Options' }

describe('configurationSummary', () => {
  it('names the layout, each part with its material and code, and the options in the product order', () => {
    const { configuration } = readConfiguration(sofaModel, 'av-236_upholstery.ple-01~cushions.tess-104_sofa-bed~scatter')
    const summary = configurationSummary(sofaModel, configuration)
    expect(summary.version?.name).toBe('3-seat')
    expect(summary.parts).toEqual([
      { part: 'upholstery', name: 'Upholstery', material: 'Pelle', code: 'PLE 01' },
      { part: 'cushions', name: 'Cushions', material: 'Velluto', code: 'TESS 104' },
      { part: 'base', name: 'Base', material: 'Brunito', code: 'METALLI 02' },
    ])
    expect(summary.options).toEqual(['Two scatter cushions', 'Sofa-bed mechanism'])
  })

  it('prints labelled lines, without an options line when none is chosen', () => {
    const { configuration } = readConfiguration(sofaModel, 'av-196')
    const lines = choiceLines(configurationSummary(sofaModel, configuration), labels)
    expect(lines.map((line) => line.label)).toEqual(['Layout', 'Upholstery', 'Cushions', 'Base'])
    expect(choicesText(lines)).toBe('Layout: 2-seat; Upholstery: Lana (TESS 101); Cushions: Lana (TESS 101); Base: Brunito (METALLI 02)')
  })

  it('leaves out what the model no longer knows', () => {
    const summary = configurationSummary(sofaModel, { version: 'gone', materials: { upholstery: 'gone' }, options: ['gone'] })
    expect(summary).toEqual({ version: null, parts: [], options: [] })
    expect(choiceLines(summary, labels)).toEqual([])
  })
})
