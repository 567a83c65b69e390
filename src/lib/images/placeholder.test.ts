import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { MAX_PLACEHOLDER_BYTES } from '@/domain/images/placeholder'
import { placeholderColour, tinyPreview } from './placeholder'

describe('tinyPreview', () => {
  it('is a 4×3 WebP data URL under the inline bound', async () => {
    const source = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#a08060' } }).jpeg().toBuffer()
    const url = await tinyPreview(source)
    expect(url.startsWith('data:image/webp;base64,')).toBe(true)
    expect(url.length).toBeLessThanOrEqual(MAX_PLACEHOLDER_BYTES)
    const meta = await sharp(Buffer.from(url.split(',')[1] ?? '', 'base64')).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 4, 3])
  })

  it('stays under the bound for a busy texture', async () => {
    // Coloured noise: the hardest picture to compress (a library test does not borrow the seed's painters).
    const pixels = Buffer.alloc(400 * 400 * 3)
    let state = 2
    for (let at = 0; at < pixels.length; at += 1) {
      state = (Math.imul(state, 1103515245) + 12345) >>> 0
      pixels[at] = state >>> 24
    }
    const url = await tinyPreview(await sharp(pixels, { raw: { width: 400, height: 400, channels: 3 } }).jpeg().toBuffer())
    expect(url.length).toBeLessThanOrEqual(MAX_PLACEHOLDER_BYTES)
  })
})

describe('placeholderColour', () => {
  it('is the picture’s colour', async () => {
    const source = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#a08060' } }).jpeg({ quality: 100 }).toBuffer()
    const colour = await placeholderColour(await tinyPreview(source))
    expect(colour).toMatch(/^#[0-9a-f]{6}$/)
    const [r, g, b] = [1, 3, 5].map((at) => parseInt(colour?.slice(at, at + 2) ?? '', 16))
    expect(Math.abs((r ?? 0) - 0xa0) + Math.abs((g ?? 0) - 0x80) + Math.abs((b ?? 0) - 0x60)).toBeLessThan(24)
  })

  it('is none for a picture with transparent parts, or what is not a picture', async () => {
    const transparent = await sharp({ create: { width: 40, height: 30, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toBuffer()
    expect(await placeholderColour(await tinyPreview(transparent))).toBeNull()
    expect(await placeholderColour('data:image/webp;base64,bm90IGFuIGltYWdl')).toBeNull()
    expect(await placeholderColour(null)).toBeNull()
  })
})
