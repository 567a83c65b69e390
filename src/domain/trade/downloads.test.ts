import { describe, expect, it } from 'vitest'
import { downloadOpenToMarkets, tradeFileOpenTo } from './downloads'

describe('trade files by market', () => {
  it('opens a file to every market when none is named, else to a visitor with one of those named', () => {
    expect(downloadOpenToMarkets(null, ['us'])).toBe(true)
    expect(downloadOpenToMarkets(undefined, ['us'])).toBe(true)
    expect(downloadOpenToMarkets([], ['us'])).toBe(true)
    expect(downloadOpenToMarkets(['eu'], ['eu', 'uk'])).toBe(true)
    expect(downloadOpenToMarkets(['eu', 'us'], ['us'])).toBe(true)
    expect(downloadOpenToMarkets(['eu'], ['us'])).toBe(false)
    expect(downloadOpenToMarkets(['eu'], [])).toBe(false)
  })

  it('needs both the group and a market', () => {
    const dealerEu = { groups: ['dealer'], markets: ['eu'] }
    expect(tradeFileOpenTo(dealerEu, { group: 'dealer', markets: ['eu', 'uk'] })).toBe(true)
    expect(tradeFileOpenTo(dealerEu, { group: 'dealer', markets: ['us'] })).toBe(false)
    expect(tradeFileOpenTo(dealerEu, { group: 'designer', markets: ['eu'] })).toBe(false)
    expect(tradeFileOpenTo({ groups: ['dealer'] }, { group: 'dealer', markets: ['us'] })).toBe(true)
    expect(tradeFileOpenTo({ markets: ['us'] }, { group: 'architect', markets: ['us'] })).toBe(true)
    expect(tradeFileOpenTo({}, { group: 'contract', markets: ['uk'] })).toBe(true)
  })
})
