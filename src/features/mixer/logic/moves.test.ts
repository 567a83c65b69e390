import { describe, expect, it } from 'vitest'
import type { Composition, MixerMaterialRule, MixerSceneRule } from '@/domain/mixer/composition'
import { MIXER_MAX_BOARD } from '@/domain/mixer/limits'
import { clearSlot, dropSample, removeFromBoard, toggleCompared } from './moves'

const fabric = 1
const wood = 2
const scene: MixerSceneRule = {
  code: 'living',
  slots: [
    { code: 'upholstery', accepts: [fabric] },
    { code: 'cushions', accepts: [fabric] },
    { code: 'legs', accepts: [wood] },
  ],
}
const rules = new Map<string, MixerMaterialRule>([
  ['tess-1', { token: 'tess-1', categoryId: fabric }],
  ['tess-2', { token: 'tess-2', categoryId: fabric }],
  ['legni-1', { token: 'legni-1', categoryId: wood }],
])
const rule = (token: string): MixerMaterialRule => rules.get(token) ?? { token, categoryId: 0 }
const empty: Composition = { scene: 'living', slots: {}, board: [] }

describe('dropSample', () => {
  it('places a sample from the picker on a slot that takes its family', () => {
    expect(dropSample(empty, scene, rule('tess-1'), { kind: 'picker' }, { kind: 'slot', slot: 'upholstery' }, rules)).toEqual({
      composition: { scene: 'living', slots: { upholstery: 'tess-1' }, board: [] },
      outcome: 'placed',
    })
  })

  it('refuses a sample on a slot that does not take its family and changes nothing', () => {
    expect(dropSample(empty, scene, rule('tess-1'), { kind: 'picker' }, { kind: 'slot', slot: 'legs' }, rules)).toEqual({ composition: empty, outcome: 'notAccepted' })
  })

  it('swaps two samples between slots that take each other’s', () => {
    const start = { ...empty, slots: { upholstery: 'tess-1', cushions: 'tess-2' } }
    const result = dropSample(start, scene, rule('tess-1'), { kind: 'slot', slot: 'upholstery' }, { kind: 'slot', slot: 'cushions' }, rules)
    expect(result).toEqual({ composition: { ...empty, slots: { upholstery: 'tess-2', cushions: 'tess-1' } }, outcome: 'swapped' })
  })

  it('a sample replacing another from the picker sends the replaced one to the board', () => {
    const start = { ...empty, slots: { upholstery: 'tess-1' } }
    const result = dropSample(start, scene, rule('tess-2'), { kind: 'picker' }, { kind: 'slot', slot: 'upholstery' }, rules)
    expect(result.composition).toEqual({ ...empty, slots: { upholstery: 'tess-2' }, board: ['tess-1'] })
  })

  it('moves a board sample onto a slot and off the board', () => {
    const start = { ...empty, board: ['legni-1', 'tess-1'] }
    const result = dropSample(start, scene, rule('legni-1'), { kind: 'board' }, { kind: 'slot', slot: 'legs' }, rules)
    expect(result.composition).toEqual({ ...empty, slots: { legs: 'legni-1' }, board: ['tess-1'] })
  })

  it('moves a slot’s sample to the board, each sample once', () => {
    const start = { ...empty, slots: { upholstery: 'tess-1' }, board: ['tess-1'] }
    const result = dropSample(start, scene, rule('tess-1'), { kind: 'slot', slot: 'upholstery' }, { kind: 'board' }, rules)
    expect(result).toEqual({ composition: { ...empty, board: ['tess-1'] }, outcome: 'toBoard' })
  })

  it('refuses a new sample on a full board', () => {
    const board = Array.from({ length: MIXER_MAX_BOARD }, (_, index) => `x-${String(index)}`)
    const start = { ...empty, board }
    expect(dropSample(start, scene, rule('tess-1'), { kind: 'picker' }, { kind: 'board' }, rules)).toEqual({ composition: start, outcome: 'boardFull' })
  })
})

describe('removing and comparing', () => {
  it('clears a slot and takes a sample off the board', () => {
    const start = { ...empty, slots: { upholstery: 'tess-1', legs: 'legni-1' }, board: ['tess-2'] }
    expect(clearSlot(start, 'legs').slots).toEqual({ upholstery: 'tess-1' })
    expect(removeFromBoard(start, 'tess-2').board).toEqual([])
  })

  it('compares two samples at most, the newest replacing the oldest', () => {
    expect(toggleCompared([], 'a')).toEqual(['a'])
    expect(toggleCompared(['a', 'b'], 'c')).toEqual(['b', 'c'])
    expect(toggleCompared(['a', 'b'], 'a')).toEqual(['b'])
  })
})
