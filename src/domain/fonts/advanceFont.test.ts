import { Blob, Face, Font } from 'harfbuzzjs'
import vm from 'node:vm'
import { describe, expect, it, vi } from 'vitest'
import { advanceFont, advanceFontBase64, advanceFontScript, mergedRuns, unicodeRangeOfRuns } from './advanceFont'

const runs = [
  { first: 0x4e00, last: 0x4e0f, advance: 1000 },
  { first: 0x2014, last: 0x2014, advance: 894 },
  { first: 0x4e10, last: 0x9fff, advance: 1000 },
  { first: 0x3099, last: 0x309a, advance: 0 },
]

describe('advanceFont', () => {
  it('joins neighbouring runs of one width and refuses overlaps', () => {
    expect(mergedRuns(runs)).toEqual([
      { first: 0x2014, last: 0x2014, advance: 894 },
      { first: 0x3099, last: 0x309a, advance: 0 },
      { first: 0x4e00, last: 0x9fff, advance: 1000 },
    ])
    expect(() => mergedRuns([...runs, { first: 0x4e05, last: 0x4e06, advance: 500 }])).toThrow(/overlap/)
  })

  it('is a font that harfbuzz reads: each code point maps to a glyph of its width', () => {
    const face = new Face(new Blob(advanceFont(runs)), 0)
    const font = new Font(face)
    expect(face.upem).toBe(1000)
    const width = (codePoint: number) => {
      const glyph = font.nominalGlyph(codePoint)
      return glyph === undefined ? undefined : font.glyphHAdvance(glyph)
    }
    expect(width(0x4e2d)).toBe(1000)
    expect(width(0x9fff)).toBe(1000)
    expect(width(0x2014)).toBe(894)
    expect(width(0x309a)).toBe(0)
    expect(width(0x41)).toBeUndefined()
    expect(font.hExtents()).toEqual({ ascender: 1160, descender: -288, lineGap: 0 })
  })

  it('has valid table checksums and the whole-font adjustment', () => {
    const bytes = advanceFont(runs)
    const view = new DataView(bytes.buffer)
    const sum = (from: number, length: number) => {
      let total = 0
      for (let i = 0; i < length; i += 4) total = (total + ((bytes[from + i] ?? 0) * 0x1000000 + ((bytes[from + i + 1] ?? 0) << 16) + ((bytes[from + i + 2] ?? 0) << 8) + (bytes[from + i + 3] ?? 0))) % 0x100000000
      return total
    }
    const tables = view.getUint16(4)
    for (let index = 0; index < tables; index++) {
      const record = 12 + 16 * index
      const tag = String.fromCharCode(...bytes.slice(record, record + 4))
      const offset = view.getUint32(record + 8)
      expect(offset % 4).toBe(0)
      if (tag !== 'head') expect(sum(offset, view.getUint32(record + 12))).toBe(view.getUint32(record + 4))
    }
    expect(sum(0, bytes.length)).toBe(0xb1b0afba)
  })

  it('gives the same bytes for the same widths, and a head script that adds them as a face', () => {
    expect(advanceFont(runs)).toEqual(advanceFont([...runs].reverse()))
    expect(unicodeRangeOfRuns(runs)).toBe('U+2014,U+3099-309a,U+4e00-9fff')
    const base64 = advanceFontBase64(runs)
    expect(Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))).toEqual(advanceFont(runs))
    // Run as the browser would: on a device whose canvas draws '中' as it draws U+FFFF (the
    // missing-glyph box), the face it adds has the family, the bytes and the code points.
    const run = (pixelsOf: (text: string) => number[]) => {
      const FontFace = vi.fn()
      const add = vi.fn()
      let drawn = ''
      const context = { clearRect: () => undefined, fillText: (text: string) => (drawn = text), getImageData: () => ({ data: pixelsOf(drawn) }), font: '' }
      const document = { fonts: { add }, createElement: () => ({ getContext: () => context }) }
      vm.runInNewContext(advanceFontScript(base64, unicodeRangeOfRuns(runs)), { atob, Uint8Array, FontFace, document })
      return { FontFace, add }
    }
    const boxes = run(() => [0, 0, 0, 255])
    expect(boxes.FontFace.mock.calls).toEqual([['Vesta CJK Advance', advanceFont(runs), { unicodeRange: 'U+2014,U+3099-309a,U+4e00-9fff', display: 'block' }]])
    expect(boxes.add).toHaveBeenCalledTimes(1)
    // A device that draws Chinese keeps its own font.
    const glyphs = run((text) => (text === '中' ? [9, 9, 9, 255] : [0, 0, 0, 255]))
    expect(glyphs.FontFace).not.toHaveBeenCalled()
    expect(glyphs.add).not.toHaveBeenCalled()
  })
})
