import 'server-only'
import type { PDFPage } from 'pdf-lib'
import { wrapLines } from '@/domain/print/text'
import { drawQrCode, drawSheetFooter, drawSheetHeader, ink, openSheet, quiet, rule } from '@/lib/pdf/sheet'
import { specSheetCharacters, type SpecSheet } from '../logic/specSheet'

/** The two paper sizes, in PDF points: Letter for the United States market, A4 elsewhere. */
export const specSheetPapers = { a4: { width: 595.28, height: 841.89 }, letter: { width: 612, height: 792 } } as const
export type SpecSheetPaper = keyof typeof specSheetPapers

const margin = 54
const labelWidth = 150
const rowSize = 9.5
const rowStep = 14
const qrSide = 78

/**
 * The configuration's spec sheet as a PDF: the brand's header, the product's name, the
 * server-drawn picture of this configuration, a row per fact (codes, layout, dimensions, each
 * part's material, options, packages, price), and the configuration's address as a QR code and
 * as text. The text face is cut to the characters printed (Chinese and Cyrillic included).
 */
export async function renderSpecSheetPdf(sheet: SpecSheet, picture: Uint8Array | null, paper: SpecSheetPaper): Promise<Uint8Array> {
  const { width, height } = specSheetPapers[paper]
  // Two passes would be exact; a sheet runs past one page only with very many packages, and the footer's digits are all in the face.
  const { document, faces } = await openSheet(sheet.brand, sheet.labels.title, specSheetCharacters(sheet, 9))
  let page = document.addPage([width, height])
  const pages: PDFPage[] = [page]
  let y = drawSheetHeader(page, faces, margin, { brand: sheet.brand, date: sheet.date, title: sheet.labels.title })
  const room = (needed: number) => {
    if (y - needed >= margin) return
    page = document.addPage([width, height])
    pages.push(page)
    y = height - margin
  }
  const textWidth = width - 2 * margin
  const measure = (size: number) => (text: string) => faces.text.widthOfTextAtSize(text, size)

  y -= 34
  for (const line of wrapLines(sheet.name, textWidth, measure(20), 2)) {
    page.drawText(line, { x: margin, y, size: 20, font: faces.text, color: ink })
    y -= 24
  }
  if (picture) {
    const image = await document.embedJpg(picture)
    const pictureHeight = (textWidth * image.height) / image.width
    y -= 4
    page.drawImage(image, { x: margin, y: y - pictureHeight, width: textWidth, height: pictureHeight })
    y -= pictureHeight + 22
  }

  const valueLeft = margin + labelWidth
  const valueWidth = width - margin - valueLeft
  for (const row of sheet.rows) {
    const lines = wrapLines(row.value, valueWidth, measure(rowSize), 4)
    room(lines.length * rowStep + 6)
    const [label] = wrapLines(row.label, labelWidth - 10, measure(rowSize - 0.5), 1)
    page.drawText(label ?? '', { x: margin, y, size: rowSize - 0.5, font: faces.text, color: quiet })
    for (const line of lines) {
      page.drawText(line, { x: valueLeft, y, size: rowSize, font: faces.text, color: ink })
      y -= rowStep
    }
    page.drawLine({ start: { x: margin, y: y + rowStep - 5 }, end: { x: width - margin, y: y + rowStep - 5 }, thickness: 0.3, color: rule })
    y -= 4
  }

  room(qrSide + 16)
  y -= 12
  drawQrCode(page, sheet.address, margin - 6, y, qrSide)
  const addressLeft = margin + qrSide + 8
  page.drawText(sheet.labels.address, { x: addressLeft, y: y - 16, size: rowSize, font: faces.text, color: ink })
  let addressY = y - 32
  for (const line of wrapLines(sheet.address, width - margin - addressLeft, measure(8), 4)) {
    page.drawText(line, { x: addressLeft, y: addressY, size: 8, font: faces.text, color: quiet })
    addressY -= 11
  }

  pages.forEach((each, index) => drawSheetFooter(each, faces, margin, sheet.site, sheet.labels.page(index + 1, pages.length)))
  return document.save({ useObjectStreams: true })
}
