import { describe, expect, it } from 'vitest'
import { boardQuery, compositionQuery, compositionValue, materialToken, queryOfValue, readComposition, validComposition, type MixerMaterialRule, type MixerSceneRule } from './composition'
import { MIXER_MAX_BOARD } from './limits'

const fabrics = 1
const woods = 2
const stones = 3
const scenes: MixerSceneRule[] = [
  { code: 'living', slots: [{ code: 'upholstery', accepts: [fabrics] }, { code: 'legs', accepts: [woods] }, { code: 'top', accepts: [woods, stones] }] },
  { code: 'terrace', slots: [{ code: 'cushions', accepts: [fabrics] }] },
]
const library = new Map<string, MixerMaterialRule>(
  [
    { token: 'tess-101', categoryId: fabrics },
    { token: 'tess-102', categoryId: fabrics },
    { token: 'legni-03', categoryId: woods },
    { token: 'pietre-01', categoryId: stones },
  ].map((material) => [material.token, material]),
)

const fromQuery = (query: Record<string, string>) => validComposition(readComposition(query), scenes, library)

describe('materialToken', () => {
  it('makes a library code address-safe', () => {
    expect(materialToken('TESS 101')).toBe('tess-101')
    expect(materialToken('VETRI ARTISTICI 02')).toBe('vetri-artistici-02')
    expect(materialToken('  Ple/04 ')).toBe('ple-04')
  })
})

describe('the mixer address', () => {
  it('round-trips a composition, slots in the scene’s order', () => {
    const composition = { scene: 'living', slots: { top: 'pietre-01', upholstery: 'tess-101' }, board: ['legni-03', 'tess-102'] }
    const query = compositionQuery(composition, ['upholstery', 'legs', 'top'])
    expect(query).toBe('?scene=living&slots=upholstery.tess-101~top.pietre-01&board=legni-03~tess-102')
    const params = Object.fromEntries(new URLSearchParams(query))
    expect(validComposition(readComposition(params), scenes, library)).toEqual({ composition, notices: [] })
  })

  it('opens the first scene with a material page’s sample on the board', () => {
    const query = boardQuery([materialToken('TESS 102')])
    expect(query).toBe('?board=tess-102')
    expect(validComposition(readComposition(Object.fromEntries(new URLSearchParams(query))), scenes, library)).toEqual({
      composition: { scene: 'living', slots: {}, board: ['tess-102'] },
      notices: [],
    })
  })

  it('writes only the scene when nothing is placed', () => {
    expect(compositionQuery({ scene: 'terrace', slots: {}, board: [] }, ['cushions'])).toBe('?scene=terrace')
  })

  it('opens the first scene, empty, without any query and without a notice', () => {
    expect(fromQuery({})).toEqual({ composition: { scene: 'living', slots: {}, board: [] }, notices: [] })
  })

  it('reads upper-case addresses as the same composition', () => {
    expect(fromQuery({ scene: 'LIVING', slots: 'UPHOLSTERY.TESS-101' }).composition.slots).toEqual({ upholstery: 'tess-101' })
  })
})

describe('the nearest valid composition', () => {
  it('an unknown scene becomes the first scene, with a notice', () => {
    const { composition, notices } = fromQuery({ scene: 'garage', board: 'tess-101' })
    expect(composition).toEqual({ scene: 'living', slots: {}, board: ['tess-101'] })
    expect(notices).toEqual([{ kind: 'unknownScene' }])
  })

  it('drops unknown materials and says which', () => {
    const { composition, notices } = fromQuery({ scene: 'living', slots: 'upholstery.tess-999~legs.legni-03', board: 'nope-1' })
    expect(composition.slots).toEqual({ legs: 'legni-03' })
    expect(composition.board).toEqual([])
    expect(notices).toEqual([
      { kind: 'unknownMaterial', material: 'tess-999' },
      { kind: 'unknownMaterial', material: 'nope-1' },
    ])
  })

  it('moves a material the slot does not take to the board instead of losing it', () => {
    const { composition, notices } = fromQuery({ scene: 'living', slots: 'legs.tess-101~top.pietre-01' })
    expect(composition).toEqual({ scene: 'living', slots: { top: 'pietre-01' }, board: ['tess-101'] })
    expect(notices).toEqual([{ kind: 'notAccepted', slot: 'legs', material: 'tess-101' }])
  })

  it('moves a sample on a slot of another scene to the board', () => {
    const { composition, notices } = fromQuery({ scene: 'terrace', slots: 'upholstery.tess-101~cushions.tess-102' })
    expect(composition).toEqual({ scene: 'terrace', slots: { cushions: 'tess-102' }, board: ['tess-101'] })
    expect(notices).toEqual([{ kind: 'unknownSlot', slot: 'upholstery' }])
  })

  it('ignores malformed entries and keeps each board sample once', () => {
    const { composition, notices } = fromQuery({ scene: 'living', slots: 'upholstery~..~a.b.c~legs.legni-03', board: 'tess-101~tess-101~~<script>' })
    expect(composition).toEqual({ scene: 'living', slots: { legs: 'legni-03' }, board: ['tess-101'] })
    expect(notices).toEqual([])
  })

  it('keeps the board within its limit and says so once', () => {
    const many = new Map(Array.from({ length: MIXER_MAX_BOARD + 3 }, (_, index) => [`tess-${String(index)}`, { token: `tess-${String(index)}`, categoryId: fabrics }]))
    const board = [...many.keys()].join('~')
    const { composition, notices } = validComposition(readComposition({ board }), scenes, many)
    expect(composition.board).toHaveLength(MIXER_MAX_BOARD)
    expect(notices).toEqual([{ kind: 'boardFull' }])
  })

  it('reads only the first value of a repeated parameter and cuts an overlong one', () => {
    expect(readComposition({ scene: ['terrace', 'living'] }).scene).toBe('terrace')
    expect(readComposition({ board: 'a'.repeat(5000) }).board).toEqual([])
  })

  it('travels as one value (a moodboard piece) and reads back as the same composition', () => {
    const composition = { scene: 'living', slots: { legs: 'legni-03', upholstery: 'tess-101' }, board: ['ple-02', 'pietre-01'] }
    const value = compositionValue(composition, ['upholstery', 'legs', 'rug'])
    expect(value).toBe('living_upholstery.tess-101~legs.legni-03_ple-02~pietre-01')
    expect(readComposition(queryOfValue(value))).toEqual({ scene: 'living', slots: [['upholstery', 'tess-101'], ['legs', 'legni-03']], board: ['ple-02', 'pietre-01'] })
    expect(compositionValue({ scene: 'terrace', slots: {}, board: [] }, ['rug'])).toBe('terrace__')
    expect(readComposition(queryOfValue('nonsense'))).toEqual({ scene: 'nonsense', slots: [], board: [] })
  })
})
