import { describe, expect, it } from 'vitest'
import { groupedByKind, wishlistEntries, type EntryContext, type FoundDocument } from './entries'
import { sofaModel } from '@/domain/configurator/fixture'
import type { WishlistItem } from './items'

const context: EntryContext = { locale: 'en', tag: 'en-GB', market: 'uk', hidePrices: false, priceFrom: (price) => `From ${price}`, choiceLabels: { layout: 'Layout', options: 'Options' } }
const sofa: FoundDocument = {
  name: 'Alba sofa',
  slug: 'alba-sofa',
  code: 'ALB',
  image: null,
  versions: [
    { id: 'v2', type: 'sofa', code: 'ALB-2', name: 'Two seats', dimensions: { length: 200, height: 80, depth: 90 }, prices: [{ market: 'uk', currency: 'GBP', amount: 2400 }, { market: 'eu', currency: 'EUR', amount: 2800 }] },
    { id: 'v3', type: 'sofa', code: 'ALB-3', name: 'Three seats', dimensions: { length: 240, height: 80, depth: 90 }, prices: [{ market: 'uk', currency: 'GBP', amount: 3100 }] },
  ],
}
const item = (kind: WishlistItem['kind'], id: string, options: WishlistItem['options'] = {}): WishlistItem => ({ kind, id, options })

describe('the wishlist page’s rows', () => {
  const documents = new Map<string, FoundDocument>([
    ['product:1', sofa],
    ['material:9', { name: 'Bouclé ivory', slug: 'boucle-ivory', code: 'M09', image: null }],
  ])
  const materials = new Map([['9', 'Bouclé ivory']])

  it('shows the chosen version’s code, name and price in the visitor’s market, and the chosen material', () => {
    const [row] = wishlistEntries([item('product', '1', { version: 'v3', material: '9' })], documents, materials, context)
    expect(row).toMatchObject({ available: true, name: 'Alba sofa', code: 'ALB-3', version: 'Three seats', material: 'Bouclé ivory', price: '£3,100', href: '/en/products/alba-sofa' })
  })

  it('gives the chosen version’s dimensions in the visitor’s units, or the only version’s, never a guess among several', () => {
    expect(wishlistEntries([item('product', '1', { version: 'v3' })], documents, materials, context)[0]?.dimensions).toBe('240 × 90 × 80 cm (94.5 × 35.4 × 31.5 in)')
    expect(wishlistEntries([item('product', '1')], documents, materials, context)[0]?.dimensions).toBeNull()
    const single = new Map([['product:1', { ...sofa, versions: sofa.versions?.slice(0, 1) }]])
    expect(wishlistEntries([item('product', '1')], single, materials, { ...context, locale: 'de', tag: 'de-DE' })[0]?.dimensions).toBe('200 × 90 × 80 cm')
  })

  it('quotes "from" the lowest price without a version, and no price when prices are hidden', () => {
    expect(wishlistEntries([item('product', '1')], documents, materials, context)[0]?.price).toBe('From £2,400')
    expect(wishlistEntries([item('product', '1')], documents, materials, { ...context, hidePrices: true })[0]?.price).toBeNull()
  })

  it('marks what was unpublished or deleted as no longer available, without failing', () => {
    const rows = wishlistEntries([item('product', '404'), item('material', '9')], documents, materials, context)
    expect(rows.map((row) => row.available)).toEqual([false, true])
    expect(rows[0]).toMatchObject({ name: null, href: null, price: null })
  })

  it('groups by kind in the page’s order, leaving out empty kinds', () => {
    const rows = wishlistEntries([item('material', '9'), item('product', '1'), item('mood', '3')], documents, materials, context)
    expect(groupedByKind(rows).map((group) => [group.kind, group.entries.length])).toEqual([['product', 1], ['material', 1], ['mood', 1]])
  })

  it('shows a saved configuration with its layout, each part’s material, its options, its configured price and its address', () => {
    const configured = new Map([['1', { slug: 'alba-sofa', model: sofaModel }]])
    const saved = item('product', '1', { config: 'av-236_upholstery.ple-01_scatter' })
    const [row] = wishlistEntries([saved], documents, materials, context, configured)
    expect(row).toMatchObject({ name: 'Alba sofa', code: 'AV-236', price: '£8,835', href: '/en/products/alba-sofa/configure?c=av-236_upholstery.ple-01~cushions.tess-101~base.metalli-02_scatter' })
    expect(row?.choices).toEqual([
      { label: 'Layout', value: '3-seat' },
      { label: 'Upholstery', value: 'Pelle (PLE 01)' },
      { label: 'Cushions', value: 'Lana (TESS 101)' },
      { label: 'Base', value: 'Brunito (METALLI 02)' },
      { label: 'Options', value: 'Two scatter cushions' },
    ])
    expect(row?.dimensions).toBe('236 × 98 × 78 cm (92.9 × 38.6 × 30.7 in)')
    expect(wishlistEntries([saved], documents, materials, { ...context, hidePrices: true }, configured)[0]?.price).toBeNull()
  })

  it('shows a configuration of a product no longer configurable as the product, without choices', () => {
    const [row] = wishlistEntries([item('product', '1', { config: 'av-236' })], documents, materials, context)
    expect(row).toMatchObject({ name: 'Alba sofa', choices: [], href: '/en/products/alba-sofa' })
  })
})
