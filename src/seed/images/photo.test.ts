import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { layersOf, photograph } from './photo'
import { Svg } from './svg'
import { textureAttr, textureMask } from './texture'

/** A wall, a fabric box in front of it, a grade over both. */
function drawing(): Svg {
  const svg = new Svg(200, 100)
  svg.add('<rect width="200" height="100" fill="#d8d0c4"/>')
  svg.add('<rect x="20" y="10" width="4" height="80" fill="#202020"/>')
  svg.mark('subject')
  svg.add(`<path d="M100 20H180V80H100Z" fill="#8c7b6b"${textureAttr('matte')}/>`)
  svg.add(`<path d="M120 30H140V40H120Z" fill="#444444" fill-opacity="0.5"/>`)
  svg.mark('overlay')
  svg.add('<rect width="200" height="100" fill="#f3d9b5" fill-opacity="0.05"/>')
  return svg
}

describe('the camera pass', () => {
  it('splits a drawing into background, subject and overlay layers', () => {
    const layers = layersOf(drawing())
    expect(layers.background).toContain('#d8d0c4')
    expect(layers.background).not.toContain('#8c7b6b')
    expect(layers.subject).toContain('#8c7b6b')
    expect(layers.subject).not.toContain('#d8d0c4')
    expect(layers.overlay).toContain('#f3d9b5')
    expect(layers.overlay).not.toContain('#8c7b6b')
  })

  it('masks upholstery for the weave and leaves other shapes out, opaque', () => {
    const mask = textureMask(layersOf(drawing()).subject) ?? ''
    expect(mask).toContain('fill="#ff0000" data-t="w"')
    expect(mask).toContain('M120 30H140V40H120Z" fill="#000000"/>')
    expect(mask).not.toContain('opacity')
  })

  it('puts the background out of focus and keeps the subject sharp, the same way every time', async () => {
    const options = { backgroundBlur: 0.02, seed: 3, quality: 95, base: '#ffffff' }
    const a = await photograph(layersOf(drawing()), options)
    expect(a.equals(await photograph(layersOf(drawing()), options))).toBe(true)
    const { data } = await sharp(a).greyscale().raw().toBuffer({ resolveWithObject: true })
    const row = (y: number) => Array.from({ length: 200 }, (_, x) => data[y * 200 + x] ?? 0)
    // The thin dark post on the wall is smeared out: no pixel near its middle stays dark.
    expect(Math.min(...row(50).slice(15, 30))).toBeGreaterThan(90)
    // The box's left edge stays crisp: dark inside, light on the wall two pixels away.
    expect((row(60)[97] ?? 0) - (row(60)[103] ?? 0)).toBeGreaterThan(40)
  })
})
