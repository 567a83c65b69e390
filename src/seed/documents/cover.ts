import type { PDFImage } from 'pdf-lib'
import { wrapLines } from '@/domain/print/text'
import { drawWordmark, quiet } from '@/lib/pdf/sheetCore'
import { CONTENT_WIDTH, HERO, MARGIN, PAPER, drawPicture, drawTitle, type Sheet } from './draw'

/**
 * A document's cover: the wordmark large, the kind of document on the right, a big picture, the
 * title in the display serif, the description, and the date at the foot.
 */
export function drawCover(sheet: Sheet, { kind, description, picture }: { kind: string; description: string; picture: PDFImage | undefined }) {
  const page = sheet.document.addPage([PAPER.width, PAPER.height])
  const top = PAPER.height - MARGIN
  drawWordmark(page, sheet.brand, MARGIN, top - 26, 30, sheet.faces)
  const label = kind.toUpperCase()
  page.drawText(label, { x: PAPER.width - MARGIN - sheet.width(label, 8), y: top - 20, size: 8, font: sheet.faces.text, color: quiet })
  const pictureTop = top - 80
  drawPicture(page, picture, MARGIN, pictureTop, HERO.width, HERO.height)
  const below = drawTitle(page, sheet, sheet.title, MARGIN, pictureTop - HERO.height - 64, 36, CONTENT_WIDTH, 2)
  wrapLines(description, 400, (text) => sheet.width(text, 11), 5).forEach((line, index) =>
    page.drawText(line, { x: MARGIN, y: below - 34 - index * 16.5, size: 11, font: sheet.faces.text, color: quiet }),
  )
  page.drawText(sheet.date, { x: MARGIN, y: MARGIN + 14, size: 9, font: sheet.faces.text, color: quiet })
  return page
}
