/**
 * A small hand-written PDF 1.4: A4 pages, Helvetica / Helvetica-Bold (standard fonts,
 * WinAnsiEncoding), a heading, wrapped lines, automatic page breaks, an optional footer
 * with page numbers, and an exact cross-reference table. Deterministic, ASCII-only output.
 */

export interface PdfDocument {
  heading: string
  lines: string[]
  footer?: string
}

const PAGE_W = 595.28
const PAGE_H = 841.89
const MARGIN = 56
const BODY_SIZE = 10.5
const LEADING = 15
const HEAD_SIZE = 20
const HEAD_LEADING = 25
const FOOT_SIZE = 8

/** Helvetica advance widths (1/1000 em) for ASCII 32..126, from the standard AFM. */
const ASCII_WIDTHS = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,
  667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556,
  556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
]

/** Unicode → WinAnsi code points for the 0x80–0x9F block. */
const WIN_ANSI_EXTRA: Record<string, number> = {
  '€': 0x80, '‚': 0x82, 'ƒ': 0x83, '„': 0x84, '…': 0x85, '†': 0x86, '‡': 0x87, 'ˆ': 0x88, '‰': 0x89, 'Š': 0x8a,
  '‹': 0x8b, 'Œ': 0x8c, 'Ž': 0x8e, '‘': 0x91, '’': 0x92, '“': 0x93, '”': 0x94, '•': 0x95, '–': 0x96, '—': 0x97,
  '˜': 0x98, '™': 0x99, 'š': 0x9a, '›': 0x9b, 'œ': 0x9c, 'ž': 0x9e, 'Ÿ': 0x9f,
}

const CYRILLIC: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'e', ж: 'zh', з: 'z', и: 'i', й: 'y', к: 'k', л: 'l', м: 'm',
  н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'kh', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'shch',
  ъ: '', ы: 'y', ь: '', э: 'e', ю: 'yu', я: 'ya',
}

const OTHER: Record<string, string> = { ł: 'l', Ł: 'L', đ: 'd', Đ: 'D', ø: 'o', Ø: 'O', ı: 'i', '\u00a0': ' ', '\t': ' ' }

/** Maps text to WinAnsi byte values: Latin-1 as is, transliterates what it can, else '?'. */
export function toWinAnsi(text: string): number[] {
  const out: number[] = []
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 63
    if ((code >= 32 && code <= 126) || (code >= 160 && code <= 255)) {
      out.push(code)
      continue
    }
    const extra = WIN_ANSI_EXTRA[ch]
    if (extra !== undefined) {
      out.push(extra)
      continue
    }
    const lower = ch.toLowerCase()
    const cyr = CYRILLIC[lower]
    const mapped = cyr !== undefined ? (ch === lower ? cyr : cyr.charAt(0).toUpperCase() + cyr.slice(1)) : OTHER[ch] ?? ch.normalize('NFD').replace(/[\u0300-\u036f]/g, '')
    if (mapped !== ch && /^[\x20-\x7e]*$/.test(mapped)) {
      for (const c of mapped) out.push(c.codePointAt(0) ?? 63)
    } else if (code >= 32) {
      out.push(63)
    }
  }
  return out
}

function widthOf(bytes: number[], size: number, bold: boolean): number {
  let w = 0
  for (const b of bytes) w += b >= 32 && b <= 126 ? ASCII_WIDTHS[b - 32] ?? 556 : b === 0xa0 ? 278 : 556
  return (w * size * (bold ? 1.06 : 1)) / 1000
}

/** Greedy word wrap on WinAnsi bytes; words longer than a line are cut. */
function wrap(bytes: number[], size: number, maxWidth: number, bold: boolean): number[][] {
  const words: number[][] = [[]]
  for (const b of bytes) {
    if (b === 32) words.push([])
    else words[words.length - 1]?.push(b)
  }
  const lines: number[][] = []
  let current: number[] = []
  for (let word of words) {
    const candidate = current.length ? [...current, 32, ...word] : word
    if (widthOf(candidate, size, bold) <= maxWidth) {
      current = candidate
      continue
    }
    if (current.length) lines.push(current)
    current = []
    while (widthOf(word, size, bold) > maxWidth && word.length > 1) {
      let cut = word.length - 1
      while (cut > 1 && widthOf(word.slice(0, cut), size, bold) > maxWidth) cut--
      lines.push(word.slice(0, cut))
      word = word.slice(cut)
    }
    current = word
  }
  lines.push(current)
  return lines
}

/** A PDF literal string: ASCII kept, ( ) \ escaped, other bytes as octal escapes. */
function literal(bytes: number[]): string {
  let s = '('
  for (const b of bytes) {
    if (b === 40 || b === 41 || b === 92) s += '\\' + String.fromCharCode(b)
    else if (b >= 32 && b <= 126) s += String.fromCharCode(b)
    else s += '\\' + b.toString(8).padStart(3, '0')
  }
  return s + ')'
}

const num = (n: number): string => String(Math.round(n * 100) / 100)

interface PageText {
  head: number[][]
  body: number[][]
}

function paginate(doc: PdfDocument): PageText[] {
  const width = PAGE_W - 2 * MARGIN
  const head = wrap(toWinAnsi(doc.heading), HEAD_SIZE, width, true)
  const body = doc.lines.flatMap((line) => wrap(toWinAnsi(line), BODY_SIZE, width, false))
  const bottom = MARGIN + 24
  const firstStart = PAGE_H - MARGIN - HEAD_SIZE - (head.length - 1) * HEAD_LEADING - 36
  const otherStart = PAGE_H - MARGIN - BODY_SIZE
  const firstRoom = Math.max(1, Math.floor((firstStart - bottom) / LEADING) + 1)
  const otherRoom = Math.max(1, Math.floor((otherStart - bottom) / LEADING) + 1)
  const pages: PageText[] = [{ head, body: body.slice(0, firstRoom) }]
  for (let i = firstRoom; i < body.length; i += otherRoom) pages.push({ head: [], body: body.slice(i, i + otherRoom) })
  return pages
}

function pageContent(page: PageText, index: number, count: number, footer: string | undefined): string {
  const ops: string[] = []
  let y = PAGE_H - MARGIN - HEAD_SIZE
  if (page.head.length) {
    ops.push(`BT /F2 ${HEAD_SIZE} Tf ${HEAD_LEADING} TL ${num(MARGIN)} ${num(y)} Td`)
    page.head.forEach((line, i) => ops.push(`${i ? 'T* ' : ''}${literal(line)} Tj`))
    ops.push('ET')
    y -= (page.head.length - 1) * HEAD_LEADING + 14
    ops.push(`0.6 0.55 0.5 RG 0.6 w ${num(MARGIN)} ${num(y)} m ${num(PAGE_W - MARGIN)} ${num(y)} l S`)
    y -= 22
  } else {
    y = PAGE_H - MARGIN - BODY_SIZE
  }
  if (page.body.length) {
    ops.push(`BT /F1 ${BODY_SIZE} Tf ${LEADING} TL 0.15 0.14 0.13 rg ${num(MARGIN)} ${num(y)} Td`)
    page.body.forEach((line, i) => ops.push(`${i ? 'T* ' : ''}${literal(line)} Tj`))
    ops.push('ET')
  }
  const foot = toWinAnsi(`${footer ? `${footer}   ` : ''}${index + 1} / ${count}`)
  ops.push(`BT /F1 ${FOOT_SIZE} Tf 0.45 0.43 0.4 rg ${num(MARGIN)} ${num(MARGIN - 20)} Td ${literal(foot)} Tj ET`)
  return ops.join('\n')
}

/** Writes the document as a PDF 1.4 file. */
export function renderPdf(doc: PdfDocument): Buffer {
  const pages = paginate(doc)
  const count = pages.length
  const objects: string[] = []
  const pageIds = pages.map((_, i) => 5 + i * 2)
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>'
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${count} >>`
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>'
  objects[4] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>'
  pages.forEach((page, i) => {
    const id = 5 + i * 2
    const stream = pageContent(page, i, count, doc.footer)
    objects[id] = `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${num(PAGE_W)} ${num(PAGE_H)}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${id + 1} 0 R >>`
    objects[id + 1] = `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`
  })
  const infoId = objects.length
  objects[infoId] = `<< /Title ${literal(toWinAnsi(doc.heading))} /Producer (Atelier Vesta) >>`

  let out = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n'
  const offsets: number[] = []
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = out.length
    out += `${id} 0 obj\n${objects[id] ?? 'null'}\nendobj\n`
  }
  const xref = out.length
  out += `xref\n0 ${objects.length}\n0000000000 65535 f \n`
  for (let id = 1; id < objects.length; id++) out += `${String(offsets[id] ?? 0).padStart(10, '0')} 00000 n \n`
  out += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info ${infoId} 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(out, 'latin1')
}
