import { describe, expect, it } from 'vitest'
import { resolveNetPrice } from '@/domain/trade/prices'
import { priceListFromRow } from './priceLists'

describe('a stored price list', () => {
  it('reads as the resolution expects: empty market for every market, missing numbers as none', () => {
    const list = priceListFromRow({
      id: 1,
      group: 'architect',
      discounts: [{ market: null, percent: 20 }, { percent: 12, market: 'uk' }],
      entries: [{ versionCode: ' LAMP-2 ', market: 'eu', net: 99.5 }, { versionCode: 'LAMP-3', percent: 5 }],
      updatedAt: '2026-11-28T00:00:00.000Z',
      createdAt: '2026-11-28T00:00:00.000Z',
    })
    expect(list).toEqual({
      group: 'architect',
      discounts: [{ market: null, percent: 20 }, { market: 'uk', percent: 12 }],
      entries: [
        { versionCode: 'LAMP-2', market: 'eu', net: 99.5, percent: null },
        { versionCode: 'LAMP-3', market: null, net: null, percent: 5 },
      ],
    })
    expect(resolveNetPrice([list], { group: 'architect', market: 'eu', versionCode: 'LAMP-2', retail: 150 })).toMatchObject({ net: 99.5, source: 'explicitNet' })
    expect(resolveNetPrice([list], { group: 'architect', market: 'uk', versionCode: 'LAMP-9', retail: 100 })).toMatchObject({ net: 88, source: 'listDiscount' })
  })

  it('has no lines or discounts when the editor left them empty', () => {
    expect(priceListFromRow({ id: 2, group: 'dealer', updatedAt: '', createdAt: '' })).toEqual({ group: 'dealer', discounts: [], entries: [] })
  })
})
