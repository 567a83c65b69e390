import { describe, expect, it } from 'vitest'
import { product, store } from '../seo/testFixtures'
import { documentText } from './documentText'

describe('documentText', () => {
  it('names a product by its name and sums it up with its tagline', () => {
    expect(documentText({ collection: 'products', doc: { ...product, tagline: ' A deep, low sofa. ' } })).toEqual({ name: 'Astor sofa', summary: 'A deep, low sofa.' })
  })

  it('falls back to the slug when the name is empty, and to no summary', () => {
    const shop = store('MONOMARCA')
    expect(documentText({ collection: 'stores', doc: { ...shop, companyName: ' ', intro: null } })).toEqual({ name: shop.slug, summary: null })
  })
})
