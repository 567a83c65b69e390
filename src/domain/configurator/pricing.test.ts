import { describe, expect, it } from 'vitest'
import { formatPrice } from '@/domain/catalogue/prices'
import { defaultConfiguration } from './address'
import { sofaModel } from './fixture'
import { configuredPrice, shownAmounts } from './pricing'

describe('configuredPrice', () => {
  const start = defaultConfiguration(sofaModel)

  it('is the version’s list price in the market when nothing costs more', () => {
    expect(configuredPrice(sofaModel, start, 'eu')).toEqual({ total: 7400, lines: [{ label: '2-seat', amount: 7400 }] })
    expect(configuredPrice(sofaModel, { ...start, version: 'av-236' }, 'uk')?.total).toBe(7650)
  })

  it('adds the surcharge of the chosen material’s family on that part, and the options’ differences, in the market’s currency', () => {
    const leather = { ...start, materials: { ...start.materials, upholstery: 'ple-01' }, options: ['feather', 'scatter'] }
    expect(configuredPrice(sofaModel, leather, 'eu')).toEqual({
      total: 7400 + 1200 + 450 + 180,
      lines: [
        { label: '2-seat', amount: 7400 },
        { label: 'Upholstery', amount: 1200 },
        { label: 'Goose-down filling', amount: 450 },
        { label: 'Two scatter cushions', amount: 180 },
      ],
    })
    expect(configuredPrice(sofaModel, leather, 'uk')?.total).toBe(6360 + 1030 + 390 + 155)
  })

  it('leaves out differences a market does not have and options that cost nothing', () => {
    const config = { ...start, materials: { ...start.materials, upholstery: 'ple-01' }, options: ['free'] }
    expect(configuredPrice(sofaModel, config, 'cn')).toEqual({ total: 57720, lines: [{ label: '2-seat', amount: 57720 }] })
  })

  it('cannot quote a version without a price in the market, nor an unknown version', () => {
    expect(configuredPrice(sofaModel, start, 'us')).toBeNull()
    expect(configuredPrice(sofaModel, { ...start, version: 'nope' }, 'eu')).toBeNull()
  })

  it('is formatted as the site formats prices', () => {
    const total = configuredPrice(sofaModel, { ...start, options: ['scatter'] }, 'eu')?.total ?? 0
    expect(formatPrice(total, 'eu', 'en')).toBe('€7,580')
    expect(formatPrice(total, 'eu', 'it')).toBe(formatPrice(7580, 'eu', 'it'))
  })
})

describe('shownAmounts', () => {
  const start = defaultConfiguration(sofaModel)

  it('lists the total, every line and every option’s difference in the market once', () => {
    const leather = { ...start, materials: { ...start.materials, upholstery: 'ple-01' }, options: ['feather'] }
    const optionDeltas = sofaModel.options.flatMap((option) => (option.delta.eu ? [option.delta.eu] : []))
    expect(optionDeltas.length).toBeGreaterThan(0)
    const amounts = shownAmounts(sofaModel, leather, 'eu')
    expect(amounts).toEqual(expect.arrayContaining([9050, 7400, 1200, 450, ...optionDeltas]))
    expect(new Set(amounts).size).toBe(amounts.length)
    expect(amounts).not.toContain(0)
  })

  it('has only the options’ differences when the market has no price for the version', () => {
    expect(shownAmounts(sofaModel, start, 'us')).toEqual(sofaModel.options.flatMap((option) => (option.delta.us ? [option.delta.us] : [])))
  })
})
