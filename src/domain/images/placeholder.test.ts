import { describe, expect, it } from 'vitest'
import { hexColour } from './placeholder'

describe('hexColour', () => {
  it('writes channel means as #rrggbb', () => {
    expect(hexColour({ r: 160, g: 128, b: 96 })).toBe('#a08060')
    expect(hexColour({ r: 0.4, g: 15.6, b: 254.5 })).toBe('#0010ff')
  })

  it('clamps what is out of range', () => {
    expect(hexColour({ r: -3, g: 300, b: Number.NaN })).toBe('#00ff00')
  })
})
