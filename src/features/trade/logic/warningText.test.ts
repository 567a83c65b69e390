import { describe, expect, it } from 'vitest'
import type { TradeWarning } from '@/domain/trade/warnings'
import type { Translate } from '@/i18n/translator'
import { warningSources, warningText } from './warningText'

/** A translator that shows the key and its values, so the test reads which label and what it got. */
const t: Translate = (key, values) => `${key}${values ? ` ${JSON.stringify(values)}` : ''}`
const warning = (change: Partial<TradeWarning['change']>): TradeWarning => ({
  change: { id: '1', kind: 'priceChanged', productId: '7', productCode: 'AST', versionCode: 'AST-3', market: 'eu', currency: 'EUR', previousAmount: 3200, amount: 3450, at: '2026-11-20T10:00:00Z', ...change },
  sources: ['wishlist', 'requests'],
})

describe('warningText', () => {
  it('says the price before and after, in the market’s currency', () => {
    const text = warningText(warning({}), 'Astor sofa', t, 'en-GB')
    expect(text).toContain('tradeNotices.warning.priceChanged')
    expect(text).toContain('"item":"Astor sofa (AST-3)"')
    expect(text).toContain('"before":"€3,200"')
    expect(text).toContain('"after":"€3,450"')
  })

  it('says a price withdrawn, a version and a product discontinued', () => {
    expect(warningText(warning({ amount: null }), 'Astor sofa', t, 'en-GB')).toContain('tradeNotices.warning.priceWithdrawn')
    expect(warningText(warning({ kind: 'discontinued', market: null }), 'Astor sofa', t, 'en-GB')).toContain('tradeNotices.warning.versionDiscontinued')
    expect(warningText(warning({ kind: 'discontinued', versionCode: null, market: null }), 'Astor sofa', t, 'en-GB')).toBe('tradeNotices.warning.productDiscontinued {"item":"Astor sofa"}')
  })

  it('names every source', () => {
    expect(warningSources(warning({}), t)).toContain('"sources":"tradeNotices.source.wishlist, tradeNotices.source.requests"')
  })
})
