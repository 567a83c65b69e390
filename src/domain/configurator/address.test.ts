import { describe, expect, it } from 'vitest'
import { defaultConfiguration, formatConfiguration, parseConfiguration, readConfiguration, validConfiguration, withVersion } from './address'
import { sofaModel } from './fixture'
import { optionAvailability } from './validity'

describe('the configuration’s address', () => {
  it('round-trips a configuration, parts and options in the product’s order', () => {
    const configuration = { version: 'av-236', materials: { cushions: 'tess-104', upholstery: 'ple-01', base: 'metalli-02' }, options: ['sofa-bed', 'scatter'] }
    const value = formatConfiguration(sofaModel, configuration)
    expect(value).toBe('av-236_upholstery.ple-01~cushions.tess-104~base.metalli-02_scatter~sofa-bed')
    expect(readConfiguration(sofaModel, value)).toEqual({
      configuration: { version: 'av-236', materials: { upholstery: 'ple-01', cushions: 'tess-104', base: 'metalli-02' }, options: ['scatter', 'sofa-bed'] },
      notices: [],
    })
  })

  it('drops the empty options group', () => {
    expect(formatConfiguration(sofaModel, defaultConfiguration(sofaModel))).toBe('av-196_upholstery.tess-101~cushions.tess-101~base.metalli-02')
  })

  it('reads no value as the default configuration without notices', () => {
    expect(readConfiguration(sofaModel, undefined)).toEqual({ configuration: defaultConfiguration(sofaModel), notices: [] })
    expect(readConfiguration(sofaModel, ['av-236', 'av-196']).configuration.version).toBe('av-236')
  })

  it('ignores shapes that are not codes', () => {
    expect(parseConfiguration('AV-236_upholstery.PLE-01~x~a.b.c~<script>.x_feather~%20~')).toEqual({
      version: 'av-236',
      materials: [['upholstery', 'ple-01']],
      options: ['feather'],
    })
  })

  it('shows the nearest valid configuration for a tampered address, with a notice for each change', () => {
    const { configuration, notices } = readConfiguration(sofaModel, 'other-product-9_upholstery.legni-05~legs.tess-101~cushions.zzz-1~constructor.tess-101_feather~sofa-bed~wings')
    expect(configuration).toEqual({ version: 'av-196', materials: { upholstery: 'tess-101', cushions: 'tess-101', base: 'metalli-02' }, options: ['feather'] })
    expect(notices).toEqual([
      { kind: 'unknownVersion' },
      { kind: 'notAllowed', part: 'upholstery', material: 'legni-05' },
      { kind: 'unknownPart', part: 'legs' },
      { kind: 'unknownMaterial', part: 'cushions' },
      { kind: 'unknownPart', part: 'constructor' },
      { kind: 'optionUnavailable', option: 'sofa-bed' },
      { kind: 'unknownOption', option: 'wings' },
    ])
  })

  it('keeps the first of two options that rule each other out', () => {
    const { configuration, notices } = validConfiguration(sofaModel, { version: 'av-236', materials: [], options: ['sofa-bed', 'feather'] })
    expect(configuration.options).toEqual(['feather'])
    expect(notices).toEqual([{ kind: 'optionUnavailable', option: 'sofa-bed' }])
  })

  it('cuts an overlong address before reading it', () => {
    const long = `av-236_${'upholstery.ple-01~'.repeat(100)}`
    expect(readConfiguration(sofaModel, long).configuration.materials.upholstery).toBe('ple-01')
  })
})

describe('validity', () => {
  const start = defaultConfiguration(sofaModel)

  it('says which versions an option needs', () => {
    expect(optionAvailability(sofaModel, start, 'sofa-bed')).toEqual({ kind: 'version', versions: ['3-seat'] })
    expect(optionAvailability(sofaModel, { ...start, version: 'av-236' }, 'sofa-bed')).toBeNull()
  })

  it('says which chosen option rules one out, whichever side says so', () => {
    expect(optionAvailability(sofaModel, { ...start, version: 'av-236', options: ['feather'] }, 'sofa-bed')).toEqual({ kind: 'excludes', option: 'Goose-down filling' })
    expect(optionAvailability(sofaModel, { ...start, version: 'av-236', options: ['sofa-bed'] }, 'feather')).toEqual({ kind: 'excludes', option: 'Sofa-bed mechanism' })
    expect(optionAvailability(sofaModel, { ...start, options: ['feather'] }, 'scatter')).toBeNull()
  })

  it('drops the options a new version does not have, and says which', () => {
    const chosen = { ...start, version: 'av-236', options: ['scatter', 'sofa-bed'] }
    expect(withVersion(sofaModel, chosen, 'av-196')).toEqual({ configuration: { ...chosen, version: 'av-196', options: ['scatter'] }, dropped: ['sofa-bed'] })
  })
})
