import { describe, expect, it } from 'vitest'
import { changesBetween, deriveWarnings, followedFromQuickship, followedFromRequests, WARNINGS_MAX_SHOWN, type CatalogueChange, type FollowedVersion, type ProductSnapshot } from './warnings'

const change = (over: Partial<CatalogueChange> = {}): CatalogueChange => ({
  id: '1',
  kind: 'priceChanged',
  productId: '7',
  productCode: 'AST',
  versionCode: 'AST-3',
  market: 'eu',
  currency: 'EUR',
  previousAmount: 3200,
  amount: 3450,
  at: '2026-11-20T10:00:00Z',
  ...over,
})
const followed = (over: Partial<FollowedVersion> = {}): FollowedVersion => ({ source: 'wishlist', productId: '7', versionCode: 'AST-3', since: '2026-11-01T00:00:00Z', ...over })
const derive = (input: Partial<Parameters<typeof deriveWarnings>[0]>) => deriveWarnings({ followed: [followed()], changes: [change()], markets: ['eu'], acknowledged: new Set(), ...input })

describe('deriveWarnings', () => {
  it('warns of a price change on a followed version in the visitor’s market', () => {
    expect(derive({})).toEqual([{ change: change(), sources: ['wishlist'] }])
  })

  it('ignores a price change in a market the visitor does not have', () => {
    expect(derive({ markets: ['us'] })).toEqual([])
  })

  it('ignores another version, another product and changes before the item was followed', () => {
    expect(derive({ followed: [followed({ versionCode: 'AST-2' })] })).toEqual([])
    expect(derive({ followed: [followed({ productId: '8' })] })).toEqual([])
    expect(derive({ followed: [followed({ since: '2026-11-21T00:00:00Z' })] })).toEqual([])
  })

  it('a product followed without a version follows every version; a withdrawn product concerns every version', () => {
    expect(derive({ followed: [followed({ versionCode: null })] })).toHaveLength(1)
    const withdrawn = change({ kind: 'discontinued', versionCode: null, market: null, currency: null, previousAmount: null, amount: null })
    expect(derive({ changes: [withdrawn], markets: ['us'] })).toEqual([{ change: withdrawn, sources: ['wishlist'] }])
  })

  it('drops acknowledged changes and gives one warning per change, with every source', () => {
    expect(derive({ acknowledged: new Set(['1']) })).toEqual([])
    const both = derive({ followed: [followed(), followed({ source: 'requests', versionCode: null }), followed()] })
    expect(both).toEqual([{ change: change(), sources: ['wishlist', 'requests'] }])
  })

  it('lists the newest first, at most WARNINGS_MAX_SHOWN', () => {
    const changes = Array.from({ length: WARNINGS_MAX_SHOWN + 5 }, (_, index) => change({ id: String(index), at: new Date(Date.UTC(2026, 10, 2, index)).toISOString() }))
    const warnings = derive({ changes })
    expect(warnings).toHaveLength(WARNINGS_MAX_SHOWN)
    expect(warnings[0]?.change.id).toBe(String(WARNINGS_MAX_SHOWN + 4))
  })
})

describe('changesBetween', () => {
  const snapshot = (over: Partial<ProductSnapshot> = {}): ProductSnapshot => ({
    productId: '7',
    productCode: 'AST',
    published: true,
    versions: [
      { code: 'AST-2', prices: [{ market: 'eu', currency: 'EUR', amount: 2400 }] },
      { code: 'AST-3', prices: [{ market: 'eu', currency: 'EUR', amount: 3200 }, { market: 'us', currency: 'USD', amount: 3500 }] },
    ],
    ...over,
  })

  it('records nothing when nothing a follower sees changed, or the product was not public', () => {
    expect(changesBetween(snapshot(), snapshot())).toEqual([])
    expect(changesBetween(null, snapshot())).toEqual([])
    expect(changesBetween(snapshot({ published: false }), snapshot({ versions: [] }))).toEqual([])
  })

  it('records a price change per version and market, with both amounts', () => {
    const after = snapshot({ versions: [snapshot().versions[0] ?? { code: '', prices: [] }, { code: 'AST-3', prices: [{ market: 'eu', currency: 'EUR', amount: 3450 }] }] })
    expect(changesBetween(snapshot(), after)).toEqual([
      { productId: '7', productCode: 'AST', kind: 'priceChanged', versionCode: 'AST-3', market: 'eu', currency: 'EUR', previousAmount: 3200, amount: 3450 },
      { productId: '7', productCode: 'AST', kind: 'priceChanged', versionCode: 'AST-3', market: 'us', currency: 'USD', previousAmount: 3500, amount: null },
    ])
  })

  it('records a removed version, and a withdrawn (unpublished or deleted) product, as discontinued', () => {
    const none = { market: null, currency: null, previousAmount: null, amount: null }
    expect(changesBetween(snapshot(), snapshot({ versions: snapshot().versions.slice(1) }))).toEqual([{ productId: '7', productCode: 'AST', kind: 'discontinued', versionCode: 'AST-2', ...none }])
    expect(changesBetween(snapshot(), snapshot({ published: false }))).toEqual([{ productId: '7', productCode: 'AST', kind: 'discontinued', versionCode: null, ...none }])
    expect(changesBetween(snapshot(), null)).toEqual([{ productId: '7', productCode: 'AST', kind: 'discontinued', versionCode: null, ...none }])
  })
})

describe('followed through requests and quickship', () => {
  it('follows each requested version from the day the request was sent, once per request, and nothing for a code no product carries', () => {
    const products = new Map([
      ['ast-3', { productId: '7', versionCode: 'AST-3' }],
      ['bru-1', { productId: '9', versionCode: 'bru-1' }],
    ])
    const requests = [
      { submittedAt: '2026-11-02T10:00:00Z', versions: ['ast-3', 'AST-3', 'gone-1'] },
      { submittedAt: '2026-11-05T10:00:00Z', versions: ['bru-1'] },
    ]
    expect(followedFromRequests(requests, products)).toEqual([
      { source: 'requests', productId: '7', versionCode: 'AST-3', since: '2026-11-02T10:00:00Z' },
      { source: 'requests', productId: '9', versionCode: 'bru-1', since: '2026-11-05T10:00:00Z' },
    ])
  })

  it('follows each quickship item from the day it was listed', () => {
    expect(followedFromQuickship([{ productId: '7', versionCode: 'AST-3', listedAt: '2026-10-01T00:00:00Z' }])).toEqual([
      { source: 'quickship', productId: '7', versionCode: 'AST-3', since: '2026-10-01T00:00:00Z' },
    ])
  })

  it('gives one warning naming every source through which the changed version is followed', () => {
    const through = [followed(), followed({ source: 'requests' }), followed({ source: 'quickship', versionCode: null })]
    expect(derive({ followed: through }).map((warning) => warning.sources)).toEqual([['wishlist', 'requests', 'quickship']])
  })
})
