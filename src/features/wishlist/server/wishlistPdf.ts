import 'server-only'
import fontkit from '@pdf-lib/fontkit'
import { PDFDocument, rgb, type PDFFont, type PDFImage, type PDFPage } from 'pdf-lib'
import QRCode from 'qrcode'
import { DISPLAY_SPACE_EM, displayFace, textFace } from '@/lib/fonts/pdfFonts'
import type { WishlistEntry } from '../logic/entries'
import { entryFacts, paperSizes, printableSheet, sheetCharacters, wrapLines, type Paper, type PrintSheet } from '../logic/printSheet'
import { qrPath } from '../logic/qrPath'
import { pdfPicture } from './pdfPictures'

const ink = rgb(0.12, 0.11, 0.1)
const quiet = rgb(0.42, 0.4, 0.37)
const rule = rgb(0.84, 0.82, 0.78)
const margin = 54
const rowHeight = 118
const picture = 96
const qrSide = 72

interface Faces {
  text: PDFFont
  /** The wordmark's face; without a space glyph when it is the serif (`spaced`). */
  brand: PDFFont
  spaced: boolean
}

/** The brand's name, word by word when its face has no space of its own. */
function drawWordmark(page: PDFPage, brand: string, x: number, y: number, size: number, faces: Faces) {
  if (!faces.spaced) {
    page.drawText(brand, { x, y, size, font: faces.brand, color: ink })
    return
  }
  let left = x
  for (const word of brand.split(/\s+/).filter(Boolean)) {
    page.drawText(word, { x: left, y, size, font: faces.brand, color: ink })
    left += faces.brand.widthOfTextAtSize(word, size) + DISPLAY_SPACE_EM * size
  }
}

/** Lays out one entry at `top` (PDF points from the bottom): picture, name, facts, QR code. */
function drawEntry(page: PDFPage, entry: WishlistEntry, top: number, faces: Faces, sheet: PrintSheet, image: PDFImage | undefined, url: string | null) {
  const { width } = page.getSize()
  const textLeft = margin + picture + 18
  const textWidth = width - margin - qrSide - 18 - textLeft
  if (image) page.drawImage(image, { x: margin, y: top - picture, width: picture, height: picture })
  else page.drawRectangle({ x: margin, y: top - picture, width: picture, height: picture, color: rgb(0.95, 0.94, 0.92) })
  let y = top - 13
  const name = entry.name ?? sheet.labels.unavailable
  for (const line of wrapLines(name, textWidth, (text) => faces.text.widthOfTextAtSize(text, 12.5), 2)) {
    page.drawText(line, { x: textLeft, y, size: 12.5, font: faces.text, color: ink })
    y -= 16
  }
  if (!entry.available) {
    page.drawText(sheet.labels.unavailable, { x: textLeft, y, size: 9, font: faces.text, color: quiet })
    y -= 13
  }
  y -= 2
  for (const fact of entryFacts(entry, sheet.labels)) {
    if (y < top - rowHeight + 20) break
    const [line] = wrapLines(`${fact.label}: ${fact.value}`, textWidth, (text) => faces.text.widthOfTextAtSize(text, 9), 1)
    page.drawText(line ?? '', { x: textLeft, y, size: 9, font: faces.text, color: quiet })
    y -= 13
  }
  if (url) {
    const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' })
    // A quiet zone of two modules inside the frame.
    const scale = qrSide / (modules.size + 4)
    page.drawSvgPath(qrPath(modules), { x: width - margin - qrSide + 2 * scale, y: top - 2 * scale, scale, color: ink, borderWidth: 0 })
  }
}

function drawHeader(page: PDFPage, sheet: PrintSheet, faces: Faces) {
  const { width, height } = page.getSize()
  const top = height - margin
  drawWordmark(page, sheet.brand, margin, top - 22, 24, faces)
  page.drawText(sheet.date, { x: width - margin - faces.text.widthOfTextAtSize(sheet.date, 9.5), y: top - 18, size: 9.5, font: faces.text, color: quiet })
  page.drawText(sheet.labels.title, { x: margin, y: top - 48, size: 11, font: faces.text, color: quiet })
  page.drawLine({ start: { x: margin, y: top - 60 }, end: { x: width - margin, y: top - 60 }, thickness: 0.6, color: rule })
}

function drawFooter(page: PDFPage, sheet: PrintSheet, faces: Faces, number: number, pages: number) {
  const { width } = page.getSize()
  const label = sheet.labels.page(number, pages)
  page.drawText(sheet.site, { x: margin, y: margin - 24, size: 8, font: faces.text, color: quiet })
  page.drawText(label, { x: width - margin - faces.text.widthOfTextAtSize(label, 8), y: margin - 24, size: 8, font: faces.text, color: quiet })
}

/** How the rows fall onto pages: each page's list of (group title or entry) with its top. */
function paginate(sheet: PrintSheet, paper: Paper) {
  const { height } = paperSizes[paper]
  const bottom = margin
  // The first page starts under the brand's header; the others at the top margin.
  let first = height - margin - 84
  type Placed = { kind: 'group'; title: string; top: number } | { kind: 'entry'; entry: WishlistEntry; top: number }
  const pages: Placed[][] = [[]]
  let top = first
  const room = (needed: number) => {
    if (top - needed >= bottom) return
    pages.push([])
    first = height - margin
    top = first
  }
  for (const group of sheet.groups) {
    room(30 + rowHeight)
    pages.at(-1)?.push({ kind: 'group', title: group.title, top })
    top -= 30
    for (const entry of group.entries) {
      room(rowHeight)
      pages.at(-1)?.push({ kind: 'entry', entry, top })
      top -= rowHeight
    }
  }
  return pages
}

/**
 * The wishlist as a PDF on A4 or Letter: brand, date, then each item with its picture, name,
 * code, version, dimensions, material, price and a QR code to its page. The text face is cut to
 * the characters printed (Chinese and Cyrillic included), so a typical list weighs tens of kB
 * plus its pictures. `absolute` turns an entry's site path into the address its QR code holds.
 */
export async function renderWishlistPdf(given: PrintSheet, paper: Paper, absolute: (path: string) => string): Promise<Uint8Array> {
  const sheet = printableSheet(given)
  const layout = paginate(sheet, paper)
  const document = await PDFDocument.create()
  document.registerFontkit(fontkit)
  document.setTitle(`${sheet.brand} — ${sheet.labels.title}`)
  document.setCreator(sheet.brand)
  document.setProducer(sheet.brand)
  const [textBytes, brandBytes] = await Promise.all([textFace(sheetCharacters(sheet, layout.length)), displayFace(sheet.brand)])
  const text = await document.embedFont(textBytes, { subset: true })
  const faces: Faces = brandBytes ? { text, brand: await document.embedFont(brandBytes, { subset: true }), spaced: true } : { text, brand: text, spaced: false }

  const images = new Map<string, PDFImage>()
  const addresses = [...new Set(sheet.groups.flatMap((group) => group.entries.flatMap((entry) => (entry.image ? [entry.image] : []))))]
  // Scaled together: sharp spreads the work over libvips' own threads.
  const pictures = await Promise.all(addresses.map(pdfPicture))
  for (const [index, address] of addresses.entries()) {
    const bytes = pictures[index]
    if (bytes) images.set(address, await document.embedJpg(bytes))
  }

  layout.forEach((placed, index) => {
    const page = document.addPage([paperSizes[paper].width, paperSizes[paper].height])
    if (index === 0) drawHeader(page, sheet, faces)
    for (const item of placed) {
      if (item.kind === 'group') page.drawText(item.title, { x: margin, y: item.top - 14, size: 10, font: faces.text, color: quiet })
      else drawEntry(page, item.entry, item.top, faces, sheet, item.entry.image ? images.get(item.entry.image) : undefined, item.entry.href ? absolute(item.entry.href) : null)
    }
    drawFooter(page, sheet, faces, index + 1, layout.length)
  })
  return document.save({ useObjectStreams: true })
}
