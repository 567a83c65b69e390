import { describe, expect, it } from 'vitest'
import { isBoardItem } from './board'
import { compositionOfRef, compositionPieceRef, configurationOfRef, configurationPieceRef, itemOfPiece, pieceRefOf } from './pieces'

describe('pieces and board items', () => {
  it('a product or material keeps its id, an image its source and id; swatches and notes have no piece', () => {
    expect(itemOfPiece('product:12')).toEqual({ kind: 'product', ref: '12' })
    expect(itemOfPiece('material:4')).toEqual({ kind: 'material', ref: '4' })
    expect(itemOfPiece('story:8')).toEqual({ kind: 'image', ref: 'story:8' })
    expect(itemOfPiece('designer:1')).toBeNull()
    expect(itemOfPiece('product')).toBeNull()
    expect(pieceRefOf({ kind: 'product', ref: '12' })).toBe('product:12')
    expect(pieceRefOf({ kind: 'image', ref: 'mood:3' })).toBe('mood:3')
    expect(pieceRefOf({ kind: 'note', ref: '' })).toBeNull()
  })

  it('a configuration is its product id and its address value, there and back', () => {
    const value = 'av-sof-001-236_upholstery.tess-101~cushions.ple-01_feather~scatter'
    const ref = configurationPieceRef(12, value)
    expect(ref).toBe(`configuration:12:${value}`)
    expect(itemOfPiece(ref)).toEqual({ kind: 'configuration', ref: `12:${value}` })
    expect(pieceRefOf({ kind: 'configuration', ref: `12:${value}` })).toBe(ref)
    expect(configurationOfRef(ref)).toEqual({ productId: 12, value })
  })

  it('refuses a configuration ref that is not a product id and an address value', () => {
    for (const ref of ['configuration:', 'configuration:12', 'configuration:x:abc', 'configuration:12:ABC', 'configuration:12:a b', `configuration:12:${'a'.repeat(401)}`, 'configuration:12:<script>']) {
      expect(itemOfPiece(ref), ref).toBeNull()
      expect(configurationOfRef(ref), ref).toBeNull()
    }
    expect(configurationOfRef('product:12')).toBeNull()
  })

  it("a board item from the browser's storage may be a configuration, with a well-formed ref only", () => {
    const item = { kind: 'configuration', ref: '12:av-sof-001-236_upholstery.tess-101', x: 0, y: 0, w: 360, h: 240, z: 0, text: '', colour: '' }
    expect(isBoardItem(item)).toBe(true)
    expect(isBoardItem({ ...item, ref: '12:Bad Value' })).toBe(false)
  })

  it('a mixer composition is its value, there and back; a malformed value is no piece', () => {
    const value = 'living_upholstery.tess-101~legs.legni-03_ple-02~pietre-01'
    const ref = compositionPieceRef(value)
    expect(itemOfPiece(ref)).toEqual({ kind: 'composition', ref: value })
    expect(pieceRefOf({ kind: 'composition', ref: value })).toBe(ref)
    expect(compositionOfRef(ref)).toBe(value)
    for (const bad of ['composition:', 'composition:Living', 'composition:a b', `composition:${'a'.repeat(601)}`]) expect(itemOfPiece(bad), bad).toBeNull()
    const item = { kind: 'composition', ref: value, x: 0, y: 0, w: 360, h: 280, z: 0, text: '', colour: '' }
    expect(isBoardItem(item)).toBe(true)
    expect(isBoardItem({ ...item, ref: 'Living Room' })).toBe(false)
  })
})
