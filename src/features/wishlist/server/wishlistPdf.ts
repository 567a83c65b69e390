import 'server-only'
import type { PDFImage, PDFPage } from 'pdf-lib'
import { PDF_PICTURE_PIXELS } from '@/lib/pdf/pictures'
import { blank, drawQrCode, drawSheetFooter, drawSheetHeader, embedPictures, ink, openSheet, quiet, type Faces } from '@/lib/pdf/sheet'
import type { WishlistEntry } from '../logic/entries'
import { entryFacts, paperSizes, printableSheet, sheetCharacters, wrapLines, type Paper, type PrintSheet } from '../logic/printSheet'

const margin = 54
const rowHeight = 118
const picture = 96
const qrSide = 72

/** Lays out one entry at `top` (PDF points from the bottom): picture, name, facts, QR code. */
function drawEntry(page: PDFPage, entry: WishlistEntry, top: number, faces: Faces, sheet: PrintSheet, image: PDFImage | undefined, url: string | null) {
  const { width } = page.getSize()
  const textLeft = margin + picture + 18
  const textWidth = width - margin - qrSide - 18 - textLeft
  if (image) page.drawImage(image, { x: margin, y: top - picture, width: picture, height: picture })
  else page.drawRectangle({ x: margin, y: top - picture, width: picture, height: picture, color: blank })
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
  if (url) drawQrCode(page, url, width - margin - qrSide, top, qrSide)
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
  const { document, faces } = await openSheet(sheet.brand, sheet.labels.title, sheetCharacters(sheet, layout.length))
  const wish = (url: string) => ({ url, width: PDF_PICTURE_PIXELS, height: PDF_PICTURE_PIXELS })
  const images = await embedPictures(document, sheet.groups.flatMap((group) => group.entries.flatMap((entry) => (entry.image ? [wish(entry.image)] : []))))

  layout.forEach((placed, index) => {
    const page = document.addPage([paperSizes[paper].width, paperSizes[paper].height])
    if (index === 0) drawSheetHeader(page, faces, margin, { brand: sheet.brand, date: sheet.date, title: sheet.labels.title })
    for (const item of placed) {
      if (item.kind === 'group') page.drawText(item.title, { x: margin, y: item.top - 14, size: 10, font: faces.text, color: quiet })
      else drawEntry(page, item.entry, item.top, faces, sheet, item.entry.image ? images.get(wish(item.entry.image)) : undefined, item.entry.href ? absolute(item.entry.href) : null)
    }
    drawSheetFooter(page, faces, margin, sheet.site, sheet.labels.page(index + 1, layout.length))
  })
  return document.save({ useObjectStreams: true })
}
