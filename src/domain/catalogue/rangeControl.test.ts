import { describe, expect, it } from 'vitest'
import { formatPrice } from './prices'
import { fieldValue, firstHandleValues, handles, moveHandle, rangeStep, rangeValueText, trackShare, typedValue } from './rangeControl'

const ends = { low: 80, high: 320 }

describe('range control', () => {
  it('steps by the centimetre for sizes and by a round amount for prices', () => {
    expect(rangeStep(ends, 'size')).toBe(1)
    expect(rangeStep({ low: 400, high: 3000 }, 'price')).toBe(10)
    expect(rangeStep({ low: 1000, high: 20000 }, 'price')).toBe(100)
    expect(rangeStep({ low: 90, high: 150 }, 'price')).toBe(1)
  })

  it('leaves a field empty when its handle is at the bound', () => {
    expect(fieldValue(80, 80)).toBe('')
    expect(fieldValue(120, 80)).toBe('120')
  })

  it('reads typed text: empty, unreadable and negative give nothing', () => {
    expect(typedValue(' 150 ')).toBe(150)
    expect(typedValue('')).toBeNull()
    expect(typedValue('abc')).toBeNull()
    expect(typedValue('-5')).toBeNull()
  })

  it('places the handles inside the bounds, the lower never past the upper', () => {
    expect(handles(ends, '', '')).toEqual({ min: 80, max: 320 })
    expect(handles(ends, '10', '9000')).toEqual({ min: 80, max: 320 })
    expect(handles(ends, '250', '100')).toEqual({ min: 100, max: 100 })
    expect(handles(ends, '120', '200')).toEqual({ min: 120, max: 200 })
  })

  it('stops a moved handle at the other one', () => {
    expect(moveHandle('min', 250, { min: 100, max: 200 })).toEqual({ min: 200, max: 200 })
    expect(moveHandle('max', 90, { min: 100, max: 200 })).toEqual({ min: 100, max: 100 })
    expect(moveHandle('max', 260, { min: 100, max: 200 })).toEqual({ min: 100, max: 260 })
  })

  it('gives the filled share of the track', () => {
    expect(trackShare(ends, { min: 80, max: 320 })).toEqual({ from: 0, to: 1 })
    expect(trackShare(ends, { min: 140, max: 260 })).toEqual({ from: 0.25, to: 0.75 })
    expect(trackShare({ low: 5, high: 5 }, { min: 5, max: 5 })).toEqual({ from: 0, to: 1 })
  })

  it('starts its handles where the form’s values put them, as the control’s first state does', () => {
    expect(firstHandleValues(ends, null, null)).toEqual([80, 320])
    expect(firstHandleValues(ends, 140, 260)).toEqual([140, 260])
    expect(firstHandleValues(ends, 20, 900)).toEqual([80, 320])
    expect(firstHandleValues(null, 140, 260)).toEqual([])
    const at = handles(ends, '300', '200')
    expect(firstHandleValues(ends, 300, 200)).toEqual([at.min, at.max])
  })

  it('writes a price in the market’s currency and a size through the language’s template', () => {
    expect(rangeValueText(1200, { kind: 'price', market: 'eu', tag: 'de-DE' })).toBe(formatPrice(1200, 'eu', 'de-DE'))
    expect(rangeValueText(182.5, { kind: 'size', template: '{value} cm', tag: 'de-DE' })).toBe('182,5 cm')
  })
})
