import 'server-only'
import { rgb, type PDFPage } from 'pdf-lib'
import { wrapLines } from '@/domain/print/text'
import { previewPicture } from '@/features/configurator'
import { compositionPicture } from '@/features/mixer'
import { fittedPicture, pdfPicture } from '@/lib/pdf/pictures'
import { blank, drawQrCode, drawSheetFooter, drawSheetHeader, embedPictures, ink, openSheet, quiet, rule, type Faces, type PictureWish } from '@/lib/pdf/sheet'
import { BOARD_PAPER, boardSheetCharacters, captionOn, fitCanvas, flowColumns, keyOrder, type BoardSheet, type BoardSheetEntry } from '../logic/boardSheet'

const margin = 40
/** Pixels per point of a picture (about 144 dpi): sharp on paper, small files. */
const density = 2
const caption = 13
const white = rgb(1, 1, 1)
const paper = rgb(0.99, 0.98, 0.96)

// The key: two columns of rows (number, picture, name and facts, QR code).
const gutter = 28
const columnWidth = (BOARD_PAPER.width - 2 * margin - gutter) / 2
const numberWidth = 20
const thumb = 54
const qrSide = 48
const rowGap = 12
const keyTop = BOARD_PAPER.height - margin - 28
const columnHeight = keyTop - margin
const lineHeight = 11
const textLeft = numberWidth + thumb + 10
const textWidth = columnWidth - textLeft - qrSide - 8
/** Most lines of a note in the key: its row still fits one column. */
const noteLines = Math.floor((columnHeight - rowGap - 2 * lineHeight) / lineHeight)

const rgbOf = (colour: string) => {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour)
  if (!match) return rgb(0.85, 0.82, 0.78)
  return rgb(parseInt(match[1] ?? '0', 16) / 255, parseInt(match[2] ?? '0', 16) / 255, parseInt(match[3] ?? '0', 16) / 255)
}
const hasPicture = (entry: BoardSheetEntry) => (entry.kind === 'product' || entry.kind === 'material' || entry.kind === 'image' || entry.kind === 'configuration' || entry.kind === 'composition') && entry.available && entry.image !== null

/** A piece's picture: a media file, or the drawing of a configuration (the configurator's) or a composition (the mixer's). */
async function readPicture(url: string, width: number, height: number): Promise<Uint8Array | null> {
  const drawn = (await previewPicture(url).catch(() => null)) ?? (await compositionPicture(url).catch(() => null))
  return drawn ? fittedPicture(drawn, width, height) : pdfPicture(url, width, height)
}
const keyThumb = (url: string): PictureWish => ({ url, width: thumb * density, height: thumb * density })

/** The lines a key row prints under its number: the name (a note's whole text) and one line of facts. */
function keyLines(entry: BoardSheetEntry, sheet: BoardSheet, faces: Faces) {
  const width = (size: number) => (text: string) => faces.text.widthOfTextAtSize(text, size)
  const name = entry.available ? entry.name || sheet.labels.kinds[entry.kind] : sheet.labels.unavailable
  const title = entry.kind === 'note' ? wrapLines(name, textWidth, width(8.5), noteLines) : wrapLines(name, textWidth, width(10), 2)
  const facts = [sheet.labels.kinds[entry.kind], entry.detail && entry.kind !== 'swatch' ? `${sheet.labels.code}: ${entry.detail}` : entry.detail].filter(Boolean).join(' · ')
  return { title, facts: wrapLines(facts, textWidth, width(8), 1)[0] ?? '' }
}
const rowHeight = (lines: ReturnType<typeof keyLines>, entry: BoardSheetEntry) => Math.max(thumb, (entry.kind === 'note' ? 11 : 13) * lines.title.length + 14) + rowGap

function drawBadge(page: PDFPage, faces: Faces, number: number, left: number, top: number) {
  const label = String(number)
  const width = faces.text.widthOfTextAtSize(label, 6.5) + 6
  page.drawRectangle({ x: left, y: top - 10, width, height: 10, color: white, opacity: 0.9 })
  page.drawText(label, { x: left + 3, y: top - 7.8, size: 6.5, font: faces.text, color: ink })
}

/** One piece on the canvas, in its box (PDF points, top left at (left, top)). */
function drawPiece(page: PDFPage, entry: BoardSheetEntry, box: { left: number; top: number; width: number; height: number }, sheet: BoardSheet, faces: Faces, picture: (wish: PictureWish) => ReturnType<Awaited<ReturnType<typeof embedPictures>>['get']>) {
  const { left, top, width, height } = box
  const widthAt = (size: number) => (text: string) => faces.text.widthOfTextAtSize(text, size)
  const captioned = entry.kind === 'product' || entry.kind === 'material' || entry.kind === 'configuration' || entry.kind === 'composition'
  switch (entry.kind) {
    case 'note': {
      page.drawRectangle({ x: left, y: top - height, width, height, color: paper, borderColor: rule, borderWidth: 0.5 })
      const lines = wrapLines(entry.name, width - 12, widthAt(7), Math.max(1, Math.floor((height - 14) / 9)))
      lines.forEach((line, index) => page.drawText(line, { x: left + 6, y: top - 16 - index * 9, size: 7, font: faces.text, color: ink }))
      break
    }
    case 'swatch': {
      page.drawRectangle({ x: left, y: top - height, width, height, color: rgbOf(entry.colour) })
      const [line] = wrapLines(entry.name || entry.colour, width - 10, widthAt(6.5), 1)
      if (line) page.drawText(line, { x: left + 5, y: top - height + 5, size: 6.5, font: faces.text, color: captionOn(entry.colour) === 'dark' ? ink : white })
      break
    }
    case 'product':
    case 'material':
    case 'configuration':
    case 'composition':
    case 'image': {
      const pictureHeight = captioned ? height - caption : height
      const image = entry.image && entry.available ? picture({ url: entry.image, width: width * density, height: pictureHeight * density }) : undefined
      if (image) page.drawImage(image, { x: left, y: top - pictureHeight, width, height: pictureHeight })
      else page.drawRectangle({ x: left, y: top - pictureHeight, width, height: pictureHeight, color: blank })
      if (!entry.available) {
        const [line] = wrapLines(sheet.labels.unavailable, width - 10, widthAt(7), 1)
        page.drawText(line ?? '', { x: left + 5, y: top - pictureHeight / 2, size: 7, font: faces.text, color: quiet })
      }
      if (captioned) {
        page.drawRectangle({ x: left, y: top - height, width, height: caption, color: white })
        const [line] = wrapLines(entry.name, width - 8, widthAt(6.5), 1)
        page.drawText(line ?? '', { x: left + 4, y: top - height + 4, size: 6.5, font: faces.text, color: ink })
      }
      break
    }
    default:
      return unreachable(entry.kind)
  }
  drawBadge(page, faces, entry.number, left, top)
}

function unreachable(value: never): never {
  throw new Error(`Unknown board item kind: ${String(value)}`)
}

/** One row of the key at (left, top): number, picture or colour, name and facts, QR code to its page. */
function drawKeyRow(page: PDFPage, entry: BoardSheetEntry, lines: ReturnType<typeof keyLines>, left: number, top: number, faces: Faces, image: ReturnType<Awaited<ReturnType<typeof embedPictures>>['get']>, url: string | null) {
  page.drawText(String(entry.number), { x: left, y: top - 10, size: 9, font: faces.text, color: quiet })
  const x = left + numberWidth
  if (entry.kind === 'swatch') page.drawRectangle({ x, y: top - thumb, width: thumb, height: thumb, color: rgbOf(entry.colour) })
  else if (entry.kind === 'note') page.drawRectangle({ x, y: top - thumb, width: thumb, height: thumb, color: paper, borderColor: rule, borderWidth: 0.5 })
  else if (image) page.drawImage(image, { x, y: top - thumb, width: thumb, height: thumb })
  else page.drawRectangle({ x, y: top - thumb, width: thumb, height: thumb, color: blank })
  let y = top - 10
  const size = entry.kind === 'note' ? 8.5 : 10
  for (const line of lines.title) {
    page.drawText(line, { x: left + textLeft, y, size, font: faces.text, color: ink })
    y -= entry.kind === 'note' ? 11 : 13
  }
  page.drawText(lines.facts, { x: left + textLeft, y: y - 1, size: 8, font: faces.text, color: quiet })
  if (url) drawQrCode(page, url, left + columnWidth - qrSide, top + 2, qrSide)
}

/**
 * A moodboard as a PDF on A4 landscape: the brand's header, the date and the board's title, the
 * canvas as its owner arranged it (pictures cut to their boxes, swatches, notes, each piece
 * numbered), then the key — every piece by number with its picture, name, code or colour, a
 * note's whole text and a QR code to its page — in two columns on as many pages as needed. The
 * faces and the shared drawing are the wishlist's (src/lib/pdf). `absolute` turns a piece's
 * site path into the address its QR code holds.
 */
export async function renderBoardPdf(sheet: BoardSheet, absolute: (path: string) => string): Promise<Uint8Array> {
  // The key's rows are measured with the real face, so the face must exist first: it is cut to
  // every character the sheet may print (the page count's digits included).
  const { document, faces } = await openSheet(sheet.brand, sheet.title, boardSheetCharacters(sheet, 99_999))
  const keyed = keyOrder(sheet.entries).map((entry) => ({ entry, lines: keyLines(entry, sheet, faces) }))
  const flow = flowColumns(
    keyed.map(({ entry, lines }) => rowHeight(lines, entry)),
    columnHeight,
    2,
  )
  const pages = 1 + flow.pages
  const { width: pageWidth, height: pageHeight } = BOARD_PAPER

  const frame = fitCanvas({ left: margin, bottom: margin, width: pageWidth - 2 * margin, height: pageHeight - margin - 60 - 14 - margin })
  const boxOf = (entry: BoardSheetEntry) => ({ left: frame.left + entry.x * frame.scale, top: frame.top - entry.y * frame.scale, width: entry.w * frame.scale, height: entry.h * frame.scale })
  const canvasWishes = sheet.entries.flatMap((entry) => {
    if (!hasPicture(entry) || !entry.image) return []
    const box = boxOf(entry)
    const pictureHeight = entry.kind === 'image' ? box.height : box.height - caption
    return [{ url: entry.image, width: box.width * density, height: pictureHeight * density }]
  })
  const images = await embedPictures(document, [...canvasWishes, ...sheet.entries.flatMap((entry) => (hasPicture(entry) && entry.image ? [keyThumb(entry.image)] : []))], readPicture)

  const first = document.addPage([pageWidth, pageHeight])
  drawSheetHeader(first, faces, margin, { brand: sheet.brand, date: sheet.date, title: sheet.title })
  if (sheet.byline) first.drawText(sheet.byline, { x: pageWidth - margin - faces.text.widthOfTextAtSize(sheet.byline, 9), y: pageHeight - margin - 48, size: 9, font: faces.text, color: quiet })
  first.drawRectangle({ x: frame.left, y: frame.top - frame.height, width: frame.width, height: frame.height, color: white, borderColor: rule, borderWidth: 0.6 })
  for (const entry of sheet.entries) drawPiece(first, entry, boxOf(entry), sheet, faces, images.get)
  drawSheetFooter(first, faces, margin, sheet.site, sheet.labels.page(1, pages))

  const keyPages = Array.from({ length: flow.pages }, (_, index) => {
    const page = document.addPage([pageWidth, pageHeight])
    page.drawText(`${sheet.labels.key} — ${sheet.title}`.slice(0, 140), { x: margin, y: pageHeight - margin - 10, size: 10, font: faces.text, color: quiet })
    page.drawLine({ start: { x: margin, y: pageHeight - margin - 18 }, end: { x: pageWidth - margin, y: pageHeight - margin - 18 }, thickness: 0.6, color: rule })
    drawSheetFooter(page, faces, margin, sheet.site, sheet.labels.page(index + 2, pages))
    return page
  })
  keyed.forEach(({ entry, lines }, index) => {
    const place = flow.placed[index]
    const page = place ? keyPages[place.page] : undefined
    if (!place || !page) return
    const left = margin + place.column * (columnWidth + gutter)
    const image = hasPicture(entry) && entry.image ? images.get(keyThumb(entry.image)) : undefined
    drawKeyRow(page, entry, lines, left, keyTop - place.offset, faces, image, entry.available && entry.href ? absolute(entry.href) : null)
  })
  return document.save({ useObjectStreams: true })
}
