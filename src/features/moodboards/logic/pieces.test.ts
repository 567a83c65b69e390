import { describe, expect, it } from 'vitest'
import { itemOfPiece, pieceRefOf } from './pieces'

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
})
