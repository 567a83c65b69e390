import { describe, expect, it } from 'vitest'
import { cataloguePlan, flowBlocks, rowColumns } from './layout'

describe('flowBlocks', () => {
  const room = () => 100

  it('fills a page, then starts the next', () => {
    expect(flowBlocks([{ height: 40 }, { height: 40 }, { height: 40 }], room)).toEqual([[0, 1], [2]])
  })

  it('starts a page before a block that asks for one, unless the page is still empty', () => {
    expect(flowBlocks([{ height: 10 }, { height: 10, breakBefore: true }, { height: 10 }], room)).toEqual([[0], [1, 2]])
    expect(flowBlocks([{ height: 10, breakBefore: true }], room)).toEqual([[0]])
  })

  it('keeps a title with the block after it', () => {
    expect(flowBlocks([{ height: 70 }, { height: 10, keepWithNext: true }, { height: 30 }], room)).toEqual([[0], [1, 2]])
  })

  it('gives a block taller than a page a page of its own rather than dropping it', () => {
    expect(flowBlocks([{ height: 20 }, { height: 250 }, { height: 20 }], room)).toEqual([[0], [1], [2]])
  })

  it('measures each page against its own room (the first page under the header has less)', () => {
    expect(flowBlocks([{ height: 50 }, { height: 50 }, { height: 50 }], (page) => (page === 0 ? 60 : 100))).toEqual([[0], [1, 2]])
  })
})

describe('rowColumns', () => {
  it('sets a price row as code, name and the price right-aligned at the edge', () => {
    expect(rowColumns(3, 480)).toEqual({ left: [0, 96, 480], lastRightAligned: true })
  })

  it('puts the dimensions of a CAD row between the name and the formats', () => {
    const { left } = rowColumns(4, 480)
    expect(left[2]).toBe(96 + 170)
    expect(left[3]).toBe(480)
  })
})

describe('cataloguePlan', () => {
  it('puts the contents on page 2 and a product on each page after it, the notes last', () => {
    expect(cataloguePlan(3, true)).toEqual({ contents: 2, products: [3, 4, 5], notes: 6 })
    expect(cataloguePlan(2, false).notes).toBeNull()
  })
})
