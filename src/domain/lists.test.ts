import { describe, expect, it } from 'vitest'
import { firstPerKey, groupBy, groupInOrder, hiddenIdsOf, populated, visibleDocs } from './lists'

describe('visibleDocs', () => {
  it('keeps populated documents that are not hidden, in order', () => {
    const docs = [{ id: 1, name: 'a' }, 2, { id: 3, name: 'c' }, null, { id: 4, name: 'd' }]
    expect(visibleDocs(docs, 'products', new Set(['products:3', 'materials:1'])).map((doc) => doc.name)).toEqual(['a', 'd'])
  })
  it('gives an empty list for a missing relationship', () => {
    expect(visibleDocs(null, 'products', new Set())).toEqual([])
  })
})

describe('populated', () => {
  it('returns the document or null for a bare id', () => {
    expect(populated({ id: 1 })).toEqual({ id: 1 })
    expect(populated(7)).toBeNull()
    expect(populated(undefined)).toBeNull()
  })
})

describe('groupBy', () => {
  it('groups in the order keys first appear', () => {
    const groups = groupBy(['apple', 'bean', 'avocado', 'cherry', 'banana'], (word) => word[0])
    expect(groups).toEqual([
      { key: 'a', items: ['apple', 'avocado'] },
      { key: 'b', items: ['bean', 'banana'] },
      { key: 'c', items: ['cherry'] },
    ])
  })
})

describe('groupInOrder', () => {
  it('follows the given key order and leaves out empty keys', () => {
    const items = [{ category: 2, name: 'x' }, { category: 1, name: 'y' }, { category: 2, name: 'z' }]
    const groups = groupInOrder(items, (item) => item.category, [1, 3, 2])
    expect(groups.map((group) => [group.key, group.items.map((item) => item.name)])).toEqual([
      [1, ['y']],
      [2, ['x', 'z']],
    ])
  })
})

describe('firstPerKey', () => {
  it('keeps at most n items for each key', () => {
    const items = [1, 2, 3, 4, 5, 6, 7].map((n) => ({ n, odd: n % 2 === 1 }))
    expect(firstPerKey(items, (item) => item.odd, 2).map((item) => item.n)).toEqual([1, 2, 3, 4])
  })
})

describe('hiddenIdsOf', () => {
  it('reads the ids of one collection from hidden keys', () => {
    expect(hiddenIdsOf(new Set(['products:4', 'materials:9', 'products:12', 'products:x']), 'products')).toEqual([4, 12])
  })
})
