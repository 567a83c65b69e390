import { describe, expect, it } from 'vitest'
import { formatted, preformat } from './preformatted'

describe('preformat and formatted', () => {
  const euro = (value: number) => new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(value)

  it('writes each value once, keyed by the value, negative and fractional ones too', () => {
    expect(preformat([9050, -120, 12.5, 9050], euro)).toEqual({ '9050': euro(9050), '-120': euro(-120), '12.5': euro(12.5) })
    expect(preformat([], euro)).toEqual({})
  })

  it('reads a written value from the table without formatting, and formats any other', () => {
    const table = preformat([450], () => 'from the server')
    let calls = 0
    const counted = (value: number) => {
      calls += 1
      return `formatted ${value}`
    }
    expect(formatted(table, 450, counted)).toBe('from the server')
    expect(calls).toBe(0)
    expect(formatted(table, 451, counted)).toBe('formatted 451')
    expect(calls).toBe(1)
  })
})
