import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { layOver, layersOf, neutralLight, photograph } from './photo'
import { Svg } from './svg'
import { textureAttr, textureMask } from './texture'

/** A wall, a fabric box in front of it. */
function drawing(): Svg {
  const svg = new Svg(200, 100)
  svg.add('<rect width="200" height="100" fill="#d8d0c4"/>')
  svg.add('<rect x="20" y="10" width="4" height="80" fill="#202020"/>')
  svg.mark('subject')
  svg.add(`<path d="M100 20H180V80H100Z" fill="#8c7b6b"${textureAttr('matte')}/>`)
  svg.add(`<path d="M120 30H140V40H120Z" fill="#444444" fill-opacity="0.5"/>`)
  return svg
}

describe('the camera pass', () => {
  it('splits a drawing into background and subject layers, the background drawn small', () => {
    const layers = layersOf(drawing(), neutralLight, 0.25)
    expect(layers.background).toContain('#d8d0c4')
    expect(layers.background).toContain('width="50" height="25"')
    expect(layers.background).not.toContain('#8c7b6b')
    expect(layers.subject).toContain('#8c7b6b')
    expect(layers.subject).not.toContain('#d8d0c4')
  })

  it('lights the window side of the frame and darkens the corners', async () => {
    const flat = new Svg(200, 100)
    flat.add('<rect width="200" height="100" fill="#b0b0b0"/>')
    flat.mark('subject')
    const light = { fromLeft: true, side: 0.2, warmth: 0, vignette: 0.3 }
    const jpeg = await photograph(layersOf(flat, light), { backgroundBlur: 0, grain: 0, seed: 1, quality: 95, base: '#ffffff' })
    const { data } = await sharp(jpeg).greyscale().raw().toBuffer({ resolveWithObject: true })
    const at = (x: number, y: number) => data[y * 200 + x] ?? 0
    expect(at(40, 50) - at(160, 50)).toBeGreaterThan(15)
    expect(at(100, 50) - at(2, 2)).toBeGreaterThan(10)
  })

  it('textures upholstery with a fine weave and leaves plain shapes plain', async () => {
    const jpeg = await photograph(layersOf(drawing()), { backgroundBlur: 0, grain: 0, seed: 1, quality: 95, base: '#ffffff', textureScale: 1 })
    const { data } = await sharp(jpeg).greyscale().raw().toBuffer({ resolveWithObject: true })
    const spread = (x0: number, y0: number) => {
      const values = Array.from({ length: 100 }, (_, k) => data[(y0 + Math.floor(k / 10)) * 200 + x0 + (k % 10)] ?? 0)
      return Math.max(...values) - Math.min(...values)
    }
    expect(spread(155, 55)).toBeGreaterThan(6)
    expect(spread(40, 50)).toBeLessThan(4)
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

describe('the camera pass: layering', () => {
  it('lays the furniture over the ground by its alpha', () => {
    const ground = Buffer.from([100, 100, 100, 100, 100, 100, 100, 100, 100])
    layOver(ground, 3, Buffer.from([0, 0, 0, 0, 200, 40, 0, 255, 0, 0, 0, 128]))
    expect([...ground]).toEqual([100, 100, 100, 200, 40, 0, 50, 50, 50])
  })

  it('draws the shadow layer at a quarter of the size at most (it is blurred wide)', () => {
    const svg = new Svg(200, 100)
    svg.mark('subject')
    svg.shadow('<rect x="20" y="60" width="150" height="30" fill="#404040"/>', 4)
    expect(layersOf(svg, neutralLight, 0.5).shadow).toContain('width="50" height="25"')
  })
})

describe('the camera pass: shadows and bloom', () => {
  it('blurs the shadow layer and lays it under the furniture, over the floor and rugs', async () => {
    const svg = new Svg(200, 100)
    svg.add('<rect width="200" height="100" fill="#e0e0e0"/>')
    svg.mark('subject')
    svg.add('<rect x="0" y="70" width="60" height="30" fill="#c0c0c0"/>')
    svg.mark('shadow')
    svg.add('<rect x="120" y="20" width="40" height="40" fill="#806050"/>')
    svg.shadow('<rect x="20" y="60" width="150" height="30" fill="#404040"/>', 4)
    const layers = layersOf(svg, neutralLight)
    expect(layers.under).toContain('#c0c0c0')
    expect(layers.subject).not.toContain('#c0c0c0')
    expect(layers.shadow).toContain('#404040')
    const jpeg = await photograph(layers, { backgroundBlur: 0, grain: 0, seed: 1, quality: 95, base: '#ffffff' })
    const { data } = await sharp(jpeg).greyscale().raw().toBuffer({ resolveWithObject: true })
    const at = (x: number, y: number) => data[y * 200 + x] ?? 0
    // Floor and rug darkened under the shadow, soft at its edge; the furniture drawn over it unchanged.
    expect(at(100, 75)).toBeLessThan(at(100, 30) - 60)
    expect(at(40, 80)).toBeLessThan(at(40, 30) - 40)
    expect(at(100, 58)).toBeGreaterThan(at(100, 75) + 20)
    expect(at(100, 58)).toBeLessThan(at(100, 30) - 5)
    expect(Math.abs(at(140, 40) - at(140, 25))).toBeLessThan(4)
  })

  it('multiplies the shadow into the background while it is small when nothing lies under the furniture', async () => {
    const svg = new Svg(200, 100)
    svg.add('<rect width="200" height="100" fill="#e0e0e0"/>')
    svg.mark('subject')
    svg.add('<rect x="120" y="20" width="40" height="40" fill="#806050"/>')
    svg.shadow('<rect x="20" y="60" width="150" height="30" fill="#404040"/>', 4)
    const layers = layersOf(svg, neutralLight, 0.25)
    expect(layers.under).toBeNull()
    expect(layers.shadow).toContain('width="50" height="25"')
    const { data } = await sharp(await photograph(layers, { backgroundBlur: 0, grain: 0, seed: 1, quality: 95, base: '#ffffff' })).greyscale().raw().toBuffer({ resolveWithObject: true })
    const at = (x: number, y: number) => data[y * 200 + x] ?? 0
    expect(at(100, 75)).toBeLessThan(at(100, 30) - 60)
    expect(Math.abs(at(140, 40) - at(140, 25))).toBeLessThan(4)
  })

  it('blooms the light layer over what stands near it', async () => {
    const drawing = (light: boolean): Svg => {
      const svg = new Svg(200, 100)
      svg.add('<rect width="200" height="100" fill="#a0a0a0"/>')
      svg.mark('subject')
      if (light) svg.light('<rect x="0" y="0" width="60" height="100" fill="#ffffff"/>')
      return svg
    }
    const options = { backgroundBlur: 0, grain: 0, seed: 1, quality: 95, base: '#ffffff', bloom: 30 }
    const grey = async (svg: Svg) => (await sharp(await photograph(layersOf(svg), options)).greyscale().raw().toBuffer())
    const lit = await grey(drawing(true))
    const plain = await grey(drawing(false))
    const at = (data: Buffer, x: number) => data[50 * 200 + x] ?? 0
    expect(at(lit, 30) - at(plain, 30)).toBeGreaterThan(15)
    expect(at(lit, 70)).toBeGreaterThan(at(plain, 70))
    expect(at(lit, 70)).toBeLessThan(at(lit, 30))
    expect(Math.abs(at(lit, 190) - at(plain, 190))).toBeLessThan(3)
  })
})
