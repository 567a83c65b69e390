import { describe, expect, it } from 'vitest'
import { discounted, priceListEntryProblem, resolveNetPrice, type TradePriceList } from './prices'

const dealers: TradePriceList = {
  group: 'dealer',
  discounts: [
    { market: null, percent: 30 },
    { market: 'ch', percent: 25 },
  ],
  entries: [
    { versionCode: 'SOFA-3', market: 'eu', net: 1800, percent: null },
    { versionCode: 'SOFA-3', market: 'uk', net: null, percent: 40 },
    { versionCode: 'SOFA-3', market: null, net: null, percent: 35 },
    { versionCode: 'CHAIR-1', market: 'us', net: null, percent: 10 },
  ],
}
const designers: TradePriceList = { group: 'designer', discounts: [{ market: 'eu', percent: 15 }], entries: [] }
const lists = [dealers, designers]

describe('net price resolution', () => {
  it('takes the explicit net price of the version in the market first, even above retail rules', () => {
    expect(resolveNetPrice(lists, { group: 'dealer', market: 'eu', versionCode: 'SOFA-3', retail: 3000 })).toEqual({ net: 1800, retail: 3000, source: 'explicitNet', percent: null })
    // An explicit price needs no retail price.
    expect(resolveNetPrice(lists, { group: 'dealer', market: 'eu', versionCode: 'SOFA-3', retail: null })).toEqual({ net: 1800, retail: null, source: 'explicitNet', percent: null })
  })

  it('then the version’s discount in that market, then its discount in every market', () => {
    expect(resolveNetPrice(lists, { group: 'dealer', market: 'uk', versionCode: 'SOFA-3', retail: 2500 })).toMatchObject({ net: 1500, source: 'versionDiscount', percent: 40 })
    expect(resolveNetPrice(lists, { group: 'dealer', market: 'us', versionCode: 'SOFA-3', retail: 3200 })).toMatchObject({ net: 2080, source: 'versionDiscount', percent: 35 })
  })

  it('then the list’s discount for the market, then for every market', () => {
    expect(resolveNetPrice(lists, { group: 'dealer', market: 'ch', versionCode: 'TABLE-9', retail: 1000 })).toMatchObject({ net: 750, source: 'listDiscount', percent: 25 })
    expect(resolveNetPrice(lists, { group: 'dealer', market: 'cn', versionCode: 'TABLE-9', retail: 1000 })).toMatchObject({ net: 700, source: 'listDiscount', percent: 30 })
    // A version line for another market does not hide the list's discount.
    expect(resolveNetPrice(lists, { group: 'dealer', market: 'eu', versionCode: 'CHAIR-1', retail: 200 })).toMatchObject({ net: 140, source: 'listDiscount' })
  })

  it('gives each group its own list and no other', () => {
    expect(resolveNetPrice(lists, { group: 'designer', market: 'eu', versionCode: 'SOFA-3', retail: 3000 })).toMatchObject({ net: 2550, source: 'listDiscount', percent: 15 })
    // The designers have no rule for the UK: no net price, never the dealers'.
    expect(resolveNetPrice(lists, { group: 'designer', market: 'uk', versionCode: 'SOFA-3', retail: 3000 })).toBeNull()
    expect(resolveNetPrice(lists, { group: 'architect', market: 'eu', versionCode: 'SOFA-3', retail: 3000 })).toBeNull()
  })

  it('has no net price to discount without a retail price', () => {
    expect(resolveNetPrice(lists, { group: 'dealer', market: 'uk', versionCode: 'SOFA-3', retail: null })).toBeNull()
    expect(resolveNetPrice(lists, { group: 'dealer', market: 'ch', versionCode: 'TABLE-9', retail: null })).toBeNull()
  })

  it('ignores rules no editor could mean: a discount over the maximum, a negative price', () => {
    const odd: TradePriceList = {
      group: 'contract',
      discounts: [{ market: null, percent: 95 }],
      entries: [
        { versionCode: 'X', market: 'eu', net: -5, percent: 120 },
        { versionCode: 'X', market: null, net: null, percent: 20 },
      ],
    }
    expect(resolveNetPrice([odd], { group: 'contract', market: 'eu', versionCode: 'X', retail: 100 })).toMatchObject({ net: 80, source: 'versionDiscount' })
    expect(resolveNetPrice([odd], { group: 'contract', market: 'eu', versionCode: 'Y', retail: 100 })).toBeNull()
  })

  it('rounds to the cent without binary fractions', () => {
    expect(discounted(1290, 15)).toBe(1096.5)
    expect(discounted(19.99, 33)).toBe(13.39)
    expect(discounted(0.1 + 0.2, 0)).toBe(0.3)
  })
})

describe('price list lines', () => {
  it('hold a net price in one market or a discount, never both or neither', () => {
    expect(priceListEntryProblem({ market: 'eu', net: 100 })).toBeNull()
    expect(priceListEntryProblem({ market: null, percent: 20 })).toBeNull()
    expect(priceListEntryProblem({ market: 'eu' })).toBe('netOrDiscount')
    expect(priceListEntryProblem({ market: 'eu', net: 100, percent: 20 })).toBe('onlyOne')
    expect(priceListEntryProblem({ market: null, net: 100 })).toBe('netNeedsMarket')
    expect(priceListEntryProblem({ market: 'eu', net: -1 })).toBe('negativeNet')
    expect(priceListEntryProblem({ market: 'eu', percent: 91 })).toBe('discountRange')
  })
})
