import type { PDFDocument, PDFFont, PDFImage, PDFPage } from 'pdf-lib'
import { printedCharacters, wrapLines } from '@/domain/print/text'
import { DISPLAY_SPACE_EM, displayFace } from '@/lib/fonts/pdfFonts'
import type { PictureReader } from '@/lib/pdf/pictureReader'
import { drawSheetFooter, drawWordmark, embedPicturesWith, ink, openSheet, quiet, rule, type Faces, type PictureWish } from '@/lib/pdf/sheetCore'
import { documentLabels, type DocumentLabels, type DocumentLanguage } from './labels'
import { flowBlocks, type FlowBlock } from './layout'

/** A4, in points, with the generous margin of the brand's printed matter. */
export const PAPER = { width: 595.28, height: 841.89 }
export const MARGIN = 56
export const CONTENT_WIDTH = PAPER.width - 2 * MARGIN
/**
 * The product picture's box wherever a document shows one big (cover, catalogue page, data
 * sheet): one size, so each product is drawn once for all the documents (seedPictureReader).
 */
export const HERO = { width: CONTENT_WIDTH, height: 320 }
/** A versions table's columns: code, name, dimensions (with inches in English), seat height. */
export const VERSION_COLUMNS = [0, 96, 196, 400]
/** Pixels per point of a picture (about 115 dpi at full scale): sharp enough on paper, quick to draw. */
const DENSITY = 1.6
const SMALLEST_PICTURE = 48

export interface DocumentOptions {
  /** The seed's picture scale (SEED_IMAGE_SCALE): small pictures in tests, full size for the demo. */
  imageScale: number
  /** The document's date: printed, and its creation and modification dates (same input, same bytes). */
  date: Date
  read: PictureReader
}

/** An open document: its faces (the text face, and the display serif for titles), labels and pictures. */
export interface Sheet {
  document: PDFDocument
  faces: Faces
  display: Faces
  labels: DocumentLabels
  language: DocumentLanguage
  brand: string
  title: string
  date: string
  options: DocumentOptions
  /** The width of `text` in the text face at `size`: the sum of its characters' advances, each measured once. */
  width: (text: string, size: number) => number
}

/**
 * pdf-lib measures a text by laying it out with fontkit, and line breaking measures every line
 * as it grows: a catalogue's paragraphs took over a second. Its width is the sum of the glyphs'
 * advances (pdf-lib applies no kerning), so each character is measured once.
 */
function characterWidths(font: PDFFont): (text: string, size: number) => number {
  const advances = new Map<string, number>()
  return (text, size) => {
    let sum = 0
    for (const character of text) {
      let advance = advances.get(character)
      if (advance === undefined) {
        advance = font.widthOfTextAtSize(character, 1000) / 1000
        advances.set(character, advance)
      }
      sum += advance
    }
    return sum * size
  }
}

/** Every string inside `value` (the content a document prints), for cutting the face. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap(stringsOf)
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf)
  return []
}

/**
 * A new document through the shared brand sheet (src/lib/pdf/sheetCore.ts), its dates fixed to
 * the document's own, the text face cut to everything `content` holds plus the labels and digits,
 * and the display serif cut to the titles (`displayed`).
 */
export async function openDocument(brand: string, title: string, language: DocumentLanguage, content: unknown, displayed: readonly string[], options: DocumentOptions): Promise<Sheet> {
  const labels = documentLabels[language]
  const date = new Intl.DateTimeFormat(language === 'it' ? 'it-IT' : 'en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(options.date)
  // Section titles and the kind of document print in capitals.
  const texts = [...stringsOf(content), ...stringsOf(labels), labels.page(1234567890, 9), brand, title, date, ...displayed, '·–—×…']
  const characters = printedCharacters([...texts, ...texts.map((text) => text.toUpperCase())])
  const { document, faces } = await openSheet(brand, title, characters)
  document.setCreationDate(options.date)
  document.setModificationDate(options.date)
  const serif = await displayFace(displayed.join(' '))
  const display: Faces = serif ? { text: faces.text, brand: await document.embedFont(serif, { subset: true }), spaced: true } : { ...faces, brand: faces.text, spaced: false }
  return { document, faces, display, labels, language, brand, title, date, options, width: characterWidths(faces.text) }
}

/** The wish for a picture shown `width` × `height` points, at the seed's scale. */
export function pictureWish(sheet: Sheet, url: string, width: number, height: number): PictureWish {
  const pixels = (points: number) => Math.max(SMALLEST_PICTURE, Math.round(points * DENSITY * sheet.options.imageScale))
  return { url, width: pixels(width), height: pixels(height) }
}

export function embedAll(sheet: Sheet, wishes: readonly PictureWish[]) {
  return embedPicturesWith(sheet.document, wishes, sheet.options.read)
}

/** A picture in its box, or a quiet field where it is missing. */
export function drawPicture(page: PDFPage, image: PDFImage | undefined, left: number, top: number, width: number, height: number) {
  if (image) page.drawImage(image, { x: left, y: top - height, width, height })
  else page.drawRectangle({ x: left, y: top - height, width, height, color: rule })
}

/** The width of a title in the display serif, whose face places its own word spaces. */
export function displayWidth(sheet: Sheet, text: string, size: number): number {
  if (!sheet.display.spaced) return sheet.display.brand.widthOfTextAtSize(text, size)
  const words = text.split(/\s+/).filter(Boolean)
  return words.reduce((sum, word) => sum + sheet.display.brand.widthOfTextAtSize(word, size), 0) + Math.max(0, words.length - 1) * DISPLAY_SPACE_EM * size
}

/** A title in the display serif, wrapped to `width`; returns the baseline below its last line. */
export function drawTitle(page: PDFPage, sheet: Sheet, text: string, left: number, top: number, size: number, width: number, maxLines = 3): number {
  let y = top - size
  for (const line of wrapLines(text, width, (each) => displayWidth(sheet, each, size), maxLines)) {
    drawWordmark(page, line, left, y, size, sheet.display)
    y -= size * 1.15
  }
  return y + size * 1.15
}

/** A later page's header: the wordmark small on the left, the document's title on the right, a hairline. Returns where the body starts. */
export function drawRunningHeader(page: PDFPage, sheet: Sheet): number {
  const top = PAPER.height - MARGIN
  drawWordmark(page, sheet.brand, MARGIN, top - 14, 14, sheet.faces)
  const [title] = wrapLines(sheet.title, CONTENT_WIDTH - 160, (text) => sheet.width(text, 8.5), 1)
  page.drawText(title ?? '', { x: PAPER.width - MARGIN - sheet.width(title ?? '', 8.5), y: top - 12, size: 8.5, font: sheet.faces.text, color: quiet })
  page.drawLine({ start: { x: MARGIN, y: top - 26 }, end: { x: PAPER.width - MARGIN, y: top - 26 }, thickness: 0.4, color: rule })
  return top - 26
}

/** Every page's footer: the imprint and 'Page 2 of 5'. */
export function drawFooters(sheet: Sheet) {
  const pages = sheet.document.getPages()
  pages.forEach((page, index) => drawSheetFooter(page, sheet.faces, MARGIN, sheet.labels.imprint, sheet.labels.page(index + 1, pages.length)))
}

/** A block of a page's flow with its drawing at (MARGIN, top). */
export interface Block extends FlowBlock {
  draw: (page: PDFPage, top: number) => void
  /** Blank space only: left out where it would open a page. */
  gap?: boolean
}

const measure = (sheet: Sheet, size: number) => (text: string) => sheet.width(text, size)

/** A wrapped paragraph; `indent` moves it right, `after` leaves space below it. */
export function paragraphBlock(sheet: Sheet, text: string, { size = 9.5, leading = 14.5, color = ink, indent = 0, after = 6, width = CONTENT_WIDTH } = {}): Block {
  const lines = wrapLines(text, width - indent, measure(sheet, size))
  return {
    height: lines.length * leading + after,
    draw: (page, top) => lines.forEach((line, index) => page.drawText(line, { x: MARGIN + indent, y: top - size - index * leading, size, font: sheet.faces.text, color })),
  }
}

/** A section's title: small, quiet capitals over a hairline, kept with what follows. */
export function sectionBlock(sheet: Sheet, text: string, breakBefore = false): Block {
  return {
    height: 34,
    breakBefore,
    keepWithNext: true,
    draw: (page, top) => {
      page.drawText(text.toUpperCase(), { x: MARGIN, y: top - 20, size: 8, font: sheet.faces.text, color: quiet })
      page.drawLine({ start: { x: MARGIN, y: top - 26 }, end: { x: PAPER.width - MARGIN, y: top - 26 }, thickness: 0.4, color: rule })
    },
  }
}

/** Space between parts. */
export const gapBlock = (height: number): Block => ({ height, gap: true, draw: () => undefined })

/** One row of a table: cells at `left` (points from the margin), the last right-aligned when asked; each cell wrapped to its column; a hairline under it. */
export function rowBlock(sheet: Sheet, cells: readonly string[], left: readonly number[], { lastRightAligned = false, size = 8.5, color = ink, first = ink } = {}): Block {
  const leading = size + 4
  const lastWidth = sheet.width(cells.at(-1) ?? '', size)
  const columns = cells.map((cell, index) => {
    const start = left[index] ?? 0
    const end = lastRightAligned && index === cells.length - 2 ? CONTENT_WIDTH - lastWidth : (left[index + 1] ?? CONTENT_WIDTH)
    const rightAligned = lastRightAligned && index === cells.length - 1
    return { lines: rightAligned ? [cell] : wrapLines(cell, Math.max(40, end - start - 10), measure(sheet, size), 3), start, rightAligned }
  })
  const lines = Math.max(1, ...columns.map((column) => column.lines.length))
  return {
    height: lines * leading + 8,
    draw: (page, top) => {
      columns.forEach(({ lines: cellLines, start, rightAligned }, index) =>
        cellLines.forEach((line, row) => {
          const x = rightAligned ? MARGIN + CONTENT_WIDTH - sheet.width(line, size) : MARGIN + start
          page.drawText(line, { x, y: top - size - 2 - row * leading, size, font: sheet.faces.text, color: index === 0 ? first : color })
        }),
      )
      page.drawLine({ start: { x: MARGIN, y: top - lines * leading - 4 }, end: { x: PAPER.width - MARGIN, y: top - lines * leading - 4 }, thickness: 0.3, color: rule })
    },
  }
}

/**
 * The blocks on as many pages as they need (layout.ts's flowBlocks): the first page's body starts
 * at `firstTop` (under its own header, drawn by the caller on `first`), later pages under the
 * running header. A gap that would open a page is left out.
 */
export function printFlow(sheet: Sheet, blocks: readonly Block[], first: PDFPage, firstTop: number) {
  const bottom = MARGIN + 12
  const laterTop = PAPER.height - MARGIN - 26 - 6
  const pages = flowBlocks(blocks, (page) => (page === 0 ? firstTop : laterTop) - bottom)
  pages.forEach((indices, pageIndex) => {
    const page = pageIndex === 0 ? first : sheet.document.addPage([PAPER.width, PAPER.height])
    let top = pageIndex === 0 ? firstTop : drawRunningHeader(page, sheet) - 6
    indices.forEach((index, position) => {
      const block = blocks[index]
      if (!block || (pageIndex > 0 && position === 0 && block.gap === true)) return
      block.draw(page, top)
      top -= block.height
    })
  })
}
