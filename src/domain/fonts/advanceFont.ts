/**
 * The Chinese stack's last face (docs/decisions/019-typefaces.md): blank glyphs exactly as wide as
 * the site's Chinese face draws each character. On a device with no CJK font, Chinese text takes
 * the room it will take when the site's face arrives after hydration, instead of being drawn as
 * narrower boxes that reflow (layout shift) when the face comes. A device with a CJK font never
 * reaches it. TrueType, built here from the widths so that no binary is committed: one empty glyph
 * per distinct width, and a format 13 cmap mapping runs of code points to them. About 1.6 KB,
 * added by a script in the head of Chinese pages only.
 */
import { ADVANCE_FONT_FAMILY } from './chineseSubset'

/** Code points `first`…`last` (inclusive) whose glyphs are `advance` units (of 1,000 per em) wide. */
export interface AdvanceRun {
  first: number
  last: number
  advance: number
}

const unitsPerEm = 1000
/** The Chinese face's vertical metrics (Noto Sans SC: 1,160 over the baseline, 288 under, per 1,000). */
const ascender = 1160
const descender = -288

class Writer {
  private readonly bytes: number[] = []
  u8(value: number): this {
    this.bytes.push(value & 0xff)
    return this
  }
  u16(value: number): this {
    return this.u8(value >> 8).u8(value)
  }
  i16(value: number): this {
    return this.u16(value < 0 ? value + 0x10000 : value)
  }
  u32(value: number): this {
    return this.u16(Math.floor(value / 0x10000) & 0xffff).u16(value & 0xffff)
  }
  tag(value: string): this {
    for (const char of value) this.u8(char.charCodeAt(0))
    return this
  }
  zeros(count: number): this {
    for (let i = 0; i < count; i++) this.u8(0)
    return this
  }
  raw(values: readonly number[] | Uint8Array): this {
    for (const value of values) this.u8(value)
    return this
  }
  done(): Uint8Array {
    return Uint8Array.from(this.bytes)
  }
}

/** The OpenType table checksum: the sum of the big-endian 32-bit words, zero-padded. */
function checksum(bytes: Uint8Array): number {
  let sum = 0
  for (let i = 0; i < bytes.length; i += 4) {
    const word = (bytes[i] ?? 0) * 0x1000000 + ((bytes[i + 1] ?? 0) << 16) + ((bytes[i + 2] ?? 0) << 8) + (bytes[i + 3] ?? 0)
    sum = (sum + word) % 0x100000000
  }
  return sum
}

/** UTF-16 big-endian, the name table's encoding (the names are ASCII). */
function utf16(text: string): number[] {
  const bytes: number[] = []
  for (let i = 0; i < text.length; i++) bytes.push(text.charCodeAt(i) >> 8, text.charCodeAt(i) & 0xff)
  return bytes
}

/** Neighbouring runs of one width joined; sorted by first code point. Throws on overlapping runs. */
export function mergedRuns(runs: readonly AdvanceRun[]): AdvanceRun[] {
  const sorted = [...runs].sort((a, b) => a.first - b.first)
  const merged: AdvanceRun[] = []
  for (const run of sorted) {
    if (run.last < run.first || run.first < 0 || run.last > 0x10ffff) throw new Error(`advance run ${run.first}–${run.last}: not a range of code points`)
    const previous = merged.at(-1)
    if (previous && run.first <= previous.last) throw new Error(`advance runs overlap at U+${run.first.toString(16)}`)
    if (previous && previous.advance === run.advance && previous.last + 1 === run.first) previous.last = run.last
    else merged.push({ ...run })
  }
  return merged
}

function tables(runs: readonly AdvanceRun[]): Record<string, Uint8Array> {
  const advances = [...new Set(runs.map((run) => run.advance))].sort((a, b) => a - b)
  const glyphOf = (advance: number) => advances.indexOf(advance) + 1
  const glyphCount = advances.length + 1
  const widest = Math.max(unitsPerEm, ...advances)
  const first = runs[0]?.first ?? 0
  const last = Math.min(0xffff, runs.at(-1)?.last ?? 0)
  // Glyph 0 (.notdef) a box, as a font needs one outline; the others empty.
  const glyf = new Writer().i16(1).i16(100).i16(0).i16(900).i16(700).u16(3).u16(0).raw([1, 1, 1, 1]).i16(100).i16(800).i16(0).i16(-800).i16(0).i16(0).i16(700).i16(0).done()
  const loca = new Writer().u16(0)
  for (let glyph = 0; glyph < glyphCount; glyph++) loca.u16(glyf.length / 2)
  const head = new Writer()
    .u32(0x00010000).u32(0x00010000).u32(0).u32(0x5f0f3cf5).u16(0x000b).u16(unitsPerEm)
    .zeros(16) // created, modified: none, so the same widths give the same bytes
    .i16(100).i16(0).i16(900).i16(700) // the bounding box of the one outline
    .u16(0).u16(8).i16(2).i16(0).i16(0)
    .done()
  const hhea = new Writer().u32(0x00010000).i16(ascender).i16(descender).i16(0).u16(widest).i16(0).i16(0).i16(900).i16(1).i16(0).i16(0).zeros(8).i16(0).u16(glyphCount).done()
  const maxp = new Writer().u32(0x00010000).u16(glyphCount).u16(4).u16(1).u16(0).u16(0).u16(2).zeros(16).done()
  const hmtx = new Writer().u16(unitsPerEm).i16(100)
  for (const advance of advances) hmtx.u16(advance).i16(0)
  const cmap = new Writer().u16(0).u16(1).u16(3).u16(10).u32(12).u16(13).u16(0).u32(16 + 12 * runs.length).u32(0).u32(runs.length)
  for (const run of runs) cmap.u32(run.first).u32(run.last).u32(glyphOf(run.advance))
  const os2 = new Writer()
    .u16(4).i16(unitsPerEm).u16(400).u16(5).u16(0)
    .i16(650).i16(600).i16(0).i16(75).i16(650).i16(600).i16(0).i16(350).i16(50).i16(250).i16(0)
    .zeros(10) // panose
    .u32(0).u32(0x28000000).u32(0).u32(0) // Unicode ranges: CJK symbols and punctuation (bit 48), ideographs (59)
    .tag('VSTA').u16(0x0040).u16(first).u16(last)
    .i16(ascender).i16(descender).i16(0).u16(ascender).u16(-descender)
    .u32(0x00040000).u32(0) // code page: simplified Chinese
    .i16(0).i16(0).u16(0).u16(0x3000).u16(1)
    .done()
  const names: [number, string][] = [[1, ADVANCE_FONT_FAMILY], [2, 'Regular'], [4, ADVANCE_FONT_FAMILY], [6, ADVANCE_FONT_FAMILY.replace(/ /g, '')]]
  const name = new Writer().u16(0).u16(names.length).u16(6 + 12 * names.length)
  let offset = 0
  for (const [id, text] of names) {
    name.u16(3).u16(1).u16(0x409).u16(id).u16(text.length * 2).u16(offset)
    offset += text.length * 2
  }
  for (const [, text] of names) name.raw(utf16(text))
  const post = new Writer().u32(0x00030000).zeros(28).done()
  return { 'OS/2': os2, cmap: cmap.done(), glyf, head, hhea, hmtx: hmtx.done(), loca: loca.done(), maxp, name: name.done(), post }
}

/** The font's bytes (TrueType), the same for the same runs. */
export function advanceFont(runs: readonly AdvanceRun[]): Uint8Array {
  const entries = Object.entries(tables(mergedRuns(runs))).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  const count = entries.length
  const power = 2 ** Math.floor(Math.log2(count))
  const directory = new Writer().u32(0x00010000).u16(count).u16(power * 16).u16(Math.log2(power)).u16(count * 16 - power * 16)
  const body = new Writer()
  let at = 12 + 16 * count
  let headAt = 0
  for (const [tag, bytes] of entries) {
    if (tag === 'head') headAt = at
    directory.tag(tag).u32(checksum(bytes)).u32(at).u32(bytes.length)
    const padding = (4 - (bytes.length % 4)) % 4
    body.raw(bytes).zeros(padding)
    at += bytes.length + padding
  }
  const font = Uint8Array.from([...directory.done(), ...body.done()])
  new DataView(font.buffer).setUint32(headAt + 8, (0xb1b0afba - checksum(font) + 0x100000000) % 0x100000000)
  return font
}

/** `U+2e80-2fdf,…` for the runs. */
export function unicodeRangeOfRuns(runs: readonly AdvanceRun[]): string {
  const spans: [number, number][] = []
  for (const run of mergedRuns(runs)) {
    const previous = spans.at(-1)
    if (previous && previous[1] + 1 === run.first) previous[1] = run.last
    else spans.push([run.first, run.last])
  }
  return spans.map(([first, last]) => (first === last ? `U+${first.toString(16)}` : `U+${first.toString(16)}-${last.toString(16)}`)).join(',')
}

/** The font's bytes in base64, for the page's head (src/runtime/fonts/AdvanceFontScript.tsx). */
export function advanceFontBase64(runs: readonly AdvanceRun[]): string {
  return btoa(String.fromCharCode(...advanceFont(runs)))
}

/** The canvas the head script draws on: big enough to tell a glyph from another. */
const probeSize = 24

/**
 * The head script that adds the face before the body is parsed, on a device with no CJK font only:
 * it draws '中' and U+FFFF (a non-character, never drawn) in `sans-serif` on a small canvas, and
 * the same pixels mean both are the missing-glyph box. A device that draws Chinese, from a named
 * font or only through the system's per-character fallback (Android), keeps its own font; so does
 * a browser that blurs canvas reads against fingerprinting (the pixels differ). A face made from
 * bytes is ready at once, so the first layout already uses it; a `@font-face` rule, even with the
 * font inline, loads only once the first layout asks for it, and the text moved when it came.
 * Without JavaScript there is no face, and the device's font draws the characters.
 */
export function advanceFontScript(base64: string, unicodeRange: string): string {
  const family = JSON.stringify(ADVANCE_FONT_FAMILY)
  return [
    '(function(){try{',
    `var c=document.createElement("canvas");c.width=c.height=${probeSize};var x=c.getContext("2d",{willReadFrequently:true});`,
    `function d(t){x.clearRect(0,0,${probeSize},${probeSize});x.font="20px sans-serif";x.fillText(t,0,20);return x.getImageData(0,0,${probeSize},${probeSize}).data.join()}`,
    'if(d("\u4e2d")!==d("\uffff"))return;',
    `var s=atob(${JSON.stringify(base64)}),b=new Uint8Array(s.length);for(var i=0;i<s.length;i++)b[i]=s.charCodeAt(i);`,
    `document.fonts.add(new FontFace(${family},b,{unicodeRange:${JSON.stringify(unicodeRange)},display:"block"}))`,
    '}catch(e){}})()',
  ].join('')
}
