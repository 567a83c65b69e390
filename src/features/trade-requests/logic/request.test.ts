import { describe, expect, it } from 'vitest'
import { TRADE_REQUEST_MAX_LINES } from '@/domain/trade/requests'
import { tradeRequestSchema } from './request'

describe('tradeRequestSchema', () => {
  it('takes a quote request with lines, merging repeats and lowering codes', () => {
    const parsed = tradeRequestSchema.parse({ kind: 'quote', market: 'eu', message: ' For a hotel lobby ', lines: [{ version: 'AV-SOF-001-236', quantity: '2' }, { version: 'av-sof-001-236', quantity: 1 }] })
    expect(parsed).toEqual({ kind: 'quote', market: 'eu', message: 'For a hotel lobby', lines: [{ version: 'av-sof-001-236', quantity: 3, configuration: null }] })
  })
  it('keeps a configuration that names the line’s version and refuses one that does not', () => {
    const ok = tradeRequestSchema.safeParse({ kind: 'quote', market: 'eu', lines: [{ version: 'av-sof-001-236', quantity: 1, configuration: 'av-sof-001-236_upholstery.tess-101' }] })
    expect(ok.success).toBe(true)
    const wrong = tradeRequestSchema.safeParse({ kind: 'quote', market: 'eu', lines: [{ version: 'av-sof-001-236', quantity: 1, configuration: 'other-1_upholstery.tess-101' }] })
    expect(wrong.success).toBe(false)
    expect(wrong.error?.issues[0]?.message).toBe('tradeRequests.configurationInvalid')
  })
  it('refuses no lines, too many lines, a bad quantity, an unknown kind', () => {
    const first = (input: unknown) => tradeRequestSchema.safeParse(input).error?.issues[0]?.message
    expect(first({ kind: 'quote', market: 'eu', lines: [] })).toBe('tradeRequests.linesRequired')
    expect(first({ kind: 'quote', market: 'eu', lines: Array.from({ length: TRADE_REQUEST_MAX_LINES + 1 }, (_, i) => ({ version: `v-${i}`, quantity: 1 })) })).toBe('tradeRequests.tooManyLines')
    expect(first({ kind: 'quote', market: 'eu', lines: [{ version: 'a-1', quantity: 0 }] })).toBe('tradeRequests.quantityInvalid')
    expect(first({ kind: 'quote', market: 'eu', lines: [{ version: 'a 1', quantity: 1 }] })).toBe('tradeRequests.versionInvalid')
    expect(first({ kind: 'loan', market: 'eu', lines: [{ version: 'a-1', quantity: 1 }] })).toBe('validation.notAnOption')
  })
})
