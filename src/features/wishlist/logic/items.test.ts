import { describe, expect, it } from 'vitest'
import { batches, fitWithinLimit, isWishlistItem, itemKey, newItems, toggled, optionsFromKey, optionsKey, WISHLIST_MAX_ITEMS, WISHLIST_MERGE_BATCH, type WishlistItem } from './items'
import { mergeSchema, wishlistItemSchema } from './schemas'

const product = (id: string, options: WishlistItem['options'] = {}): WishlistItem => ({ kind: 'product', id, options })

describe('the wishlist key', () => {
  it('writes the same options the same way, whatever order they came in', () => {
    expect(optionsKey({ material: '7', version: 'a1' })).toBe('version=a1&material=7')
    expect(optionsKey({ version: 'a1', material: '7' })).toBe('version=a1&material=7')
    expect(optionsKey({})).toBe('')
    expect(optionsFromKey('version=a1&material=7')).toEqual({ version: 'a1', material: '7' })
    expect(optionsFromKey('')).toEqual({})
  })

  it('keeps a sofa configurator’s configuration, and only a well-formed one', () => {
    const config = 'av-sof-001-236_upholstery.ple-01~cushions.tess-104_feather'
    expect(optionsKey({ config, version: 'a1' })).toBe(`version=a1&config=${config}`)
    expect(optionsFromKey(`config=${config}`)).toEqual({ config })
    expect(optionsFromKey('config=<b>')).toEqual({})
    expect(wishlistItemSchema.safeParse({ kind: 'product', id: '3', options: { config } }).success).toBe(true)
    expect(wishlistItemSchema.safeParse({ kind: 'product', id: '3', options: { config: 'a&b=c' } }).success).toBe(false)
    expect(isWishlistItem(product('3', { config }))).toBe(true)
    expect(isWishlistItem(product('3', { config: 'A B' }))).toBe(false)
    expect(itemKey(product('3', { config }))).not.toBe(itemKey(product('3', { config: `${config}~scatter` })))
  })

  it('tells a product apart by its chosen version and material', () => {
    expect(itemKey(product('3', { version: 'a' }))).not.toBe(itemKey(product('3', { version: 'b' })))
    expect(itemKey(product('3'))).not.toBe(itemKey({ kind: 'material', id: '3', options: {} }))
  })
})

describe('merging the browser’s items into the account', () => {
  it('adds only what the account lacks, each once, in the browser’s order', () => {
    const account = [product('1'), product('2', { material: '9' })]
    const browser = [product('2', { material: '9' }), product('4'), product('2'), product('4'), product('1')]
    expect(newItems(account, browser)).toEqual([product('4'), product('2')])
  })

  it('keeps within the limit and hands back what did not fit, nothing lost', () => {
    const fresh = [product('a'), product('b'), product('c')]
    expect(fitWithinLimit(WISHLIST_MAX_ITEMS - 2, fresh)).toEqual({ accepted: [product('a'), product('b')], refused: [product('c')] })
    expect(fitWithinLimit(WISHLIST_MAX_ITEMS, fresh)).toEqual({ accepted: [], refused: fresh })
    expect(fitWithinLimit(0, fresh).refused).toEqual([])
  })

  it('sends a long list in batches a request can carry', () => {
    const many = Array.from({ length: 250 }, (_, index) => product(String(index + 1)))
    const sent = batches(many)
    expect(sent.map((batch) => batch.length)).toEqual([WISHLIST_MERGE_BATCH, WISHLIST_MERGE_BATCH, 50])
    expect(sent.flat()).toEqual(many)
  })
})

describe('what the endpoints accept', () => {
  it('takes numeric document ids as text and refuses markup or paths as ids', () => {
    expect(wishlistItemSchema.parse({ kind: 'material', id: 12 })).toEqual({ kind: 'material', id: '12', options: {} })
    expect(wishlistItemSchema.safeParse({ kind: 'product', id: '../x' }).success).toBe(false)
    expect(wishlistItemSchema.safeParse({ kind: 'story', id: '1' }).success).toBe(false)
    expect(wishlistItemSchema.safeParse({ kind: 'product', id: '1', options: { colour: 'red' } }).success).toBe(false)
  })

  it('refuses a merge longer than one batch', () => {
    const items = Array.from({ length: WISHLIST_MERGE_BATCH + 1 }, (_, index) => ({ kind: 'product', id: String(index + 1) }))
    expect(mergeSchema.safeParse({ items }).success).toBe(false)
    expect(mergeSchema.safeParse({ items: items.slice(1) }).success).toBe(true)
  })
})

describe('the browser’s copy', () => {
  it('reads back only well-formed items', () => {
    expect(isWishlistItem({ kind: 'mood', id: '4', options: {} })).toBe(true)
    expect(isWishlistItem({ kind: 'product', id: '4', options: { version: 'a', material: '2' } })).toBe(true)
    expect(isWishlistItem({ kind: 'mood', id: '<b>', options: {} })).toBe(false)
    expect(isWishlistItem({ kind: 'story', id: '4', options: {} })).toBe(false)
    expect(isWishlistItem({ kind: 'mood', id: '4', options: { x: '1' } })).toBe(false)
    expect(isWishlistItem(null)).toBe(false)
  })

  it('saves newest first and removes one choice only', () => {
    const a = product('1', { version: 'a' })
    const b = product('1', { version: 'b' })
    expect(toggled([a], b, true)).toEqual([b, a])
    expect(toggled([b, a], b, true)).toEqual([b, a])
    expect(toggled([b, a], a, false)).toEqual([b])
  })
})
