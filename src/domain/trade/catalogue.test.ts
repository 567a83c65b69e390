import { describe, expect, it } from 'vitest'
import { availabilityOf, filterQuickship, readQuickshipFilters, tradeListMarket, tradeOffers, withListMarket, TRADE_QUICKSHIP_PAGE_MAX, type QuickshipItem } from './catalogue'
import type { TradePriceList } from './prices'

const lists: TradePriceList[] = [
  { group: 'dealer', discounts: [{ market: null, percent: 40 }], entries: [{ versionCode: 'AST-3', market: 'eu', net: 1999, percent: null }] },
  { group: 'designer', discounts: [{ market: 'eu', percent: 20 }], entries: [] },
]

describe('trade offers', () => {
  const version = { code: 'AST-3', name: 'Three seats', prices: { eu: 5000, us: 5400 } }

  it('gives one offer per approved market only, with the group’s net price beside the retail price', () => {
    const offers = tradeOffers(version, { lists, group: 'dealer', markets: ['eu', 'us'], availability: [] })
    expect(offers.map((offer) => offer.market)).toEqual(['eu', 'us'])
    expect(offers[0]).toMatchObject({ retail: 5000, net: { net: 1999, source: 'explicitNet' } })
    expect(offers[1]).toMatchObject({ retail: 5400, net: { net: 3240, source: 'listDiscount', percent: 40 } })
  })

  it('never falls back to another group’s list or to the retail price', () => {
    const offers = tradeOffers(version, { lists, group: 'designer', markets: ['us'], availability: [] })
    expect(offers[0]?.net).toBeNull()
    expect(tradeOffers(version, { lists, group: 'contract', markets: ['eu'], availability: [] })[0]?.net).toBeNull()
  })

  it('a market without a retail price has only an explicit net price', () => {
    const offers = tradeOffers(version, { lists, group: 'dealer', markets: ['ch'], availability: [] })
    expect(offers[0]).toMatchObject({ market: 'ch', retail: null, net: null })
  })
})

describe('availability', () => {
  const lines = [
    { versionCode: 'AST-3', market: null, leadTimeWeeks: 10, stock: null },
    { versionCode: 'AST-3', market: 'uk' as const, leadTimeWeeks: 6, stock: 4 },
  ]
  it('takes the market’s own line before the line for every market', () => {
    expect(availabilityOf(lines, 'AST-3', 'uk')).toEqual({ leadTimeWeeks: 6, stock: 4 })
    expect(availabilityOf(lines, 'AST-3', 'eu')).toEqual({ leadTimeWeeks: 10, stock: null })
    expect(availabilityOf(lines, 'OTHER', 'eu')).toBeNull()
  })
})

describe('quickship', () => {
  const item = (id: number, overrides: Partial<QuickshipItem>): QuickshipItem => ({ id, versionCode: `V-${id}`, market: 'eu', quantity: 2, shipBy: '2026-12-10', categoryId: 1, ...overrides })
  const items = [
    item(1, {}),
    item(2, { market: 'us' }),
    item(3, { shipBy: '2026-11-01' }),
    item(4, { quantity: 0 }),
    item(5, { categoryId: 2, shipBy: '2026-12-01' }),
    item(6, { market: 'cn', shipBy: '2027-01-20' }),
  ]
  const none = { market: null, category: null, shipBy: null }

  it('shows only the visitor’s markets, in stock, not past their ship-by day, soonest first', () => {
    expect(filterQuickship(items, none, ['eu', 'cn'], '2026-11-28').map((entry) => entry.id)).toEqual([5, 1, 6])
  })

  it('filters by market, category and ship-by day', () => {
    expect(filterQuickship(items, { ...none, market: 'cn' }, ['eu', 'cn'], '2026-11-28').map((entry) => entry.id)).toEqual([6])
    expect(filterQuickship(items, { ...none, category: 2 }, ['eu', 'cn'], '2026-11-28').map((entry) => entry.id)).toEqual([5])
    expect(filterQuickship(items, { ...none, shipBy: '2026-12-05' }, ['eu', 'cn'], '2026-11-28').map((entry) => entry.id)).toEqual([5])
  })

  it('is bounded', () => {
    const many = Array.from({ length: TRADE_QUICKSHIP_PAGE_MAX + 5 }, (_, index) => item(index + 1, {}))
    expect(filterQuickship(many, none, ['eu'], '2026-11-28')).toHaveLength(TRADE_QUICKSHIP_PAGE_MAX)
  })

  it('reads the filters from the query, ignoring what the visitor may not choose', () => {
    const allowed = { markets: ['eu' as const], categories: [1, 2] }
    expect(readQuickshipFilters({ market: 'eu', category: '2', shipBy: '2026-12-24' }, allowed)).toEqual({ market: 'eu', category: 2, shipBy: '2026-12-24' })
    expect(readQuickshipFilters({ market: 'us', category: '9', shipBy: 'soon' }, allowed)).toEqual({ market: null, category: null, shipBy: null })
    expect(readQuickshipFilters({ market: ['eu', 'us'] }, allowed).market).toBe('eu')
  })
})

describe('trade downloads', async () => {
  const { downloadOpenTo } = await import('./downloads')
  it('opens a file to every group when none is named, else only to those named', () => {
    expect(downloadOpenTo([], 'dealer')).toBe(true)
    expect(downloadOpenTo(null, 'designer')).toBe(true)
    expect(downloadOpenTo(['dealer'], 'dealer')).toBe(true)
    expect(downloadOpenTo(['dealer'], 'architect')).toBe(false)
  })
})

describe('the trade list’s market', () => {
  const mine = ['eu', 'uk'] as const
  it('follows ?market= when it is one of the visitor’s, else their first', () => {
    expect(tradeListMarket({ market: ['uk'] }, mine).market).toBe('uk')
    expect(tradeListMarket({ market: ['us'] }, mine).market).toBe('eu')
    expect(tradeListMarket({}, mine).market).toBe('eu')
    expect(tradeListMarket({}, []).market).toBe('eu')
  })
  it('keeps a price range only in the market it was typed in', () => {
    expect(tradeListMarket({ market: ['uk'], priceMarket: ['eu'] }, mine).keepPriceRange).toBe(false)
    expect(tradeListMarket({ market: ['uk'], priceMarket: ['uk'] }, mine).keepPriceRange).toBe(true)
    expect(tradeListMarket({}, mine).keepPriceRange).toBe(true)
    expect(tradeListMarket({ market: ['uk'] }, mine).keepPriceRange).toBe(true)
  })
  it('puts the market in list addresses only when it is not the first', () => {
    expect(withListMarket('', 'eu', mine)).toBe('')
    expect(withListMarket('', 'uk', mine)).toBe('?market=uk')
    expect(withListMarket('?type=sofa', 'uk', mine)).toBe('?type=sofa&market=uk')
  })
})
