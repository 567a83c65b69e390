import { describe, expect, it } from 'vitest'
import { samplesMatching, warningsFor } from './rules'
import type { MixerSample, MixerSlot } from './types'

const sample = (token: string, changes: Partial<MixerSample> = {}): MixerSample => ({
  token,
  id: 1,
  name: token,
  code: token,
  href: `/en/materials/${token}`,
  categoryId: 1,
  colour: 'beige',
  hex: null,
  durability: 'resistant',
  indoor: true,
  openAir: false,
  outdoor: false,
  swatch: null,
  ...changes,
})
const velvet = sample('tess-103', { durability: 'very-delicate', colour: 'green' })
const canvas = sample('tesso-01', { categoryId: 2, openAir: true, outdoor: true })
const terrace: MixerSlot = { code: 'cushions', name: 'Cushions', x: 50, y: 50, outdoor: true, accepts: [1, 2] }

describe('the picker filters', () => {
  it('filter by family, colour and use together', () => {
    const all = [velvet, canvas]
    expect(samplesMatching(all, { family: '', colour: '', use: '' })).toEqual(all)
    expect(samplesMatching(all, { family: '2', colour: '', use: '' })).toEqual([canvas])
    expect(samplesMatching(all, { family: '', colour: 'green', use: '' })).toEqual([velvet])
    expect(samplesMatching(all, { family: '', colour: '', use: 'outdoor' })).toEqual([canvas])
    expect(samplesMatching(all, { family: '1', colour: '', use: 'outdoor' })).toEqual([])
  })
})

describe('warnings on a slot', () => {
  it('a very delicate indoor velvet on a terrace cushion warns twice, an outdoor canvas not at all', () => {
    expect(warningsFor(velvet, terrace)).toEqual(['notForOutdoor', 'tooDelicateOutdoor'])
    expect(warningsFor(canvas, terrace)).toEqual([])
  })
})
