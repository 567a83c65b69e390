import { describe, expect, it } from 'vitest'
import { renderPdf, toWinAnsi } from './pdf'

const text = (pdf: Buffer): string => pdf.toString('latin1')

/** Checks the cross-reference table and the stream lengths; returns the page count. */
function checkStructure(pdf: Buffer): number {
  const s = text(pdf)
  expect(s.startsWith('%PDF-1.4\n')).toBe(true)
  expect(s.trimEnd().endsWith('%%EOF')).toBe(true)
  const startxref = Number(/startxref\n(\d+)\n%%EOF\s*$/.exec(s)?.[1])
  expect(s.slice(startxref, startxref + 4)).toBe('xref')
  const header = /xref\n0 (\d+)\n/.exec(s.slice(startxref))
  const size = Number(header?.[1])
  const entries = s.slice(startxref).split('\n').slice(3, 2 + size)
  expect(entries).toHaveLength(size - 1)
  entries.forEach((entry, i) => {
    expect(entry).toMatch(/^\d{10} 00000 n $/)
    const offset = Number(entry.slice(0, 10))
    expect(s.slice(offset, offset + 20).startsWith(`${i + 1} 0 obj\n`)).toBe(true)
  })
  expect(s).toContain(`/Size ${size}`)
  for (const match of s.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
    const start = match.index + match[0].length
    expect(s.slice(start + Number(match[1]), start + Number(match[1]) + 10)).toBe('\nendstream')
  }
  return Number(/\/Type \/Pages \/Kids \[[^\]]*\] \/Count (\d+)/.exec(s)?.[1])
}

describe('renderPdf', () => {
  it('writes a valid one-page PDF 1.4 with Helvetica', () => {
    const pdf = renderPdf({ heading: 'Catalogue 2026', lines: ['Astor sofa', '', 'Lido armchair'] })
    expect(checkStructure(pdf)).toBe(1)
    expect(text(pdf)).toContain('/BaseFont /Helvetica /Encoding /WinAnsiEncoding')
    expect(text(pdf)).toContain('(Catalogue 2026) Tj')
  })

  it('breaks a 200-line document into several A4 pages', () => {
    const lines = Array.from({ length: 200 }, (_, i) => `Line ${i + 1}`)
    const pdf = renderPdf({ heading: 'Price list', lines, footer: 'Atelier Vesta' })
    const pages = checkStructure(pdf)
    expect(pages).toBeGreaterThanOrEqual(4)
    expect(text(pdf).match(/\/MediaBox \[0 0 595\.28 841\.89\]/g)).toHaveLength(pages)
    expect(text(pdf)).toContain('(Line 200) Tj')
    expect(text(pdf)).toContain(`(Atelier Vesta   ${pages} / ${pages}) Tj`)
  })

  it('wraps long lines at the page width', () => {
    const long = Array.from({ length: 60 }, () => 'misura').join(' ')
    const pdf = text(renderPdf({ heading: 'H', lines: [long] }))
    const shown = [...pdf.matchAll(/\(([^()]*)\) Tj/g)].map((m) => m[1] ?? '').filter((l) => l.startsWith('misura'))
    expect(shown.length).toBeGreaterThan(2)
    for (const l of shown) expect(l.length).toBeLessThan(100)
  })

  it('escapes parentheses and backslashes, and never lets non-Latin-1 text break the file', () => {
    const pdf = renderPdf({ heading: 'Prezzi (IVA inclusa) \\ 2026', lines: ['Caffè €5 — “ok”', 'Диван Астор', '阿斯托沙发', 'emoji 🙂 end'] })
    checkStructure(pdf)
    const s = text(pdf)
    expect(s).toContain('(Prezzi \\(IVA inclusa\\) \\\\ 2026) Tj')
    expect(s).toContain('(Caff\\350 \\2005 \\227 \\223ok\\224) Tj')
    expect(s).toContain('(Divan Astor) Tj')
    expect(s).toContain('(?????) Tj')
    // Only the binary marker comment on line 2 is not ASCII.
    expect(pdf.subarray(15).every((byte) => byte < 128)).toBe(true)
  })

  it('maps text to WinAnsi bytes', () => {
    expect(toWinAnsi('Aé€')).toEqual([65, 0xe9, 0x80])
    expect(toWinAnsi('Łódź')).toEqual([76, 0xf3, 100, 122])
  })

  it('is deterministic', () => {
    const doc = { heading: 'Same', lines: ['a', 'b'] }
    expect(renderPdf(doc).equals(renderPdf(doc))).toBe(true)
  })
})
