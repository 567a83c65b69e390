import { describe, expect, it } from 'vitest'
import { suitabilityWarnings } from './suitability'

const indoorVelvet = { durability: 'very-delicate', outdoor: false, openAir: false } as const
const outdoorCanvas = { durability: 'resistant', outdoor: true, openAir: true } as const

describe('suitabilityWarnings', () => {
  it('warns that a very delicate indoor fabric suits no outdoor slot, for both reasons', () => {
    expect(suitabilityWarnings(indoorVelvet, { outdoor: true })).toEqual(['notForOutdoor', 'tooDelicateOutdoor'])
  })

  it('says nothing for an outdoor fabric outdoors', () => {
    expect(suitabilityWarnings(outdoorCanvas, { outdoor: true })).toEqual([])
  })

  it('indoors, only a very delicate sample gets a care warning', () => {
    expect(suitabilityWarnings(indoorVelvet, { outdoor: false })).toEqual(['veryDelicate'])
    expect(suitabilityWarnings({ ...indoorVelvet, durability: 'delicate' }, { outdoor: false })).toEqual([])
  })

  it('an open-air material on an outdoor slot warns only when delicate', () => {
    expect(suitabilityWarnings({ durability: 'delicate', outdoor: false, openAir: true }, { outdoor: true })).toEqual(['tooDelicateOutdoor'])
  })
})
