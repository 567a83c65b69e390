import type { PDFPage } from 'pdf-lib'
import { wrapLines } from '@/domain/print/text'
import { ink, quiet, rule } from '@/lib/pdf/sheetCore'
import type { SheetProduct } from './content'
import { drawCover } from './cover'
import { CONTENT_WIDTH, HERO, MARGIN, PAPER, VERSION_COLUMNS, drawFooters, drawPicture, drawRunningHeader, drawTitle, embedAll, openDocument, pictureWish, printFlow, rowBlock, type DocumentOptions, type Sheet } from './draw'
import { documentLabels, type DocumentLanguage } from './labels'
import { cataloguePlan } from './layout'
import { productPicture } from './pictures'
import { textFlow } from './textDocument'

export interface CatalogueRequest {
  brand: string
  title: string
  kind: string
  description: string
  language: DocumentLanguage
  products: SheetProduct[]
  /** Closing notes (edition, materials, care), printed after the products. */
  notes: string[]
}

/**
 * A catalogue: a cover (the first product's picture), the contents, a page per product (picture,
 * name, designer and code, tagline, the description's first paragraph, the versions with their
 * dimensions), then the notes.
 */
export async function renderCatalogue(request: CatalogueRequest, options: DocumentOptions): Promise<Uint8Array> {
  const sheet = await openDocument(request.brand, request.title, request.language, request, [request.title, documentLabels[request.language].contents, documentLabels[request.language].notes, ...request.products.map((product) => product.name)], options)
  const heroes = request.products.map((product) => pictureWish(sheet, productPicture(product.key), HERO.width, HERO.height))
  const [cover] = heroes
  const pictures = await embedAll(sheet, heroes)
  const plan = cataloguePlan(request.products.length, request.notes.length > 0)

  drawCover(sheet, { kind: request.kind, description: request.description, picture: cover && pictures.get(cover) })
  drawContents(sheet, request, plan.products, plan.notes)
  request.products.forEach((product, index) => {
    const hero = heroes[index]
    drawProductPage(sheet, product, hero && pictures.get(hero))
  })
  if (request.notes.length > 0) {
    const page = sheet.document.addPage([PAPER.width, PAPER.height])
    const top = drawTitle(page, sheet, sheet.labels.notes, MARGIN, drawRunningHeader(page, sheet) - 40, 26, CONTENT_WIDTH) - 24
    printFlow(sheet, textFlow(sheet, request.notes), page, top)
  }
  drawFooters(sheet)
  return sheet.document.save({ useObjectStreams: true })
}

/** The contents: each product with its designer and its page, the notes last. */
function drawContents(sheet: Sheet, request: CatalogueRequest, pages: readonly number[], notesPage: number | null) {
  const page = sheet.document.addPage([PAPER.width, PAPER.height])
  let top = drawTitle(page, sheet, sheet.labels.contents, MARGIN, drawRunningHeader(page, sheet) - 40, 26, CONTENT_WIDTH) - 30
  const entries = [...request.products.map((product, index) => ({ name: product.name, detail: product.designers, page: pages[index] ?? 0 })), ...(notesPage === null ? [] : [{ name: sheet.labels.notes, detail: '', page: notesPage }])]
  for (const entry of entries) {
    const number = String(entry.page)
    page.drawText(entry.name, { x: MARGIN, y: top - 12, size: 12, font: sheet.faces.text, color: ink })
    if (entry.detail) page.drawText(entry.detail, { x: MARGIN + 230, y: top - 12, size: 9, font: sheet.faces.text, color: quiet })
    page.drawText(number, { x: PAPER.width - MARGIN - sheet.width(number, 12), y: top - 12, size: 12, font: sheet.faces.text, color: ink })
    page.drawLine({ start: { x: MARGIN, y: top - 22 }, end: { x: PAPER.width - MARGIN, y: top - 22 }, thickness: 0.3, color: rule })
    top -= 34
  }
}

/** A product's page: picture, name, designer and code, tagline, the description's first paragraph and the versions. */
function drawProductPage(sheet: Sheet, product: SheetProduct, picture: Parameters<typeof drawPicture>[1]) {
  const page: PDFPage = sheet.document.addPage([PAPER.width, PAPER.height])
  let top = drawRunningHeader(page, sheet) - 20
  drawPicture(page, picture, MARGIN, top, HERO.width, HERO.height)
  top = drawTitle(page, sheet, product.name, MARGIN, top - HERO.height - 34, 26, CONTENT_WIDTH, 2) - 18
  const byline = `${sheet.labels.design} ${product.designers}  ·  ${product.code}  ·  ${product.family}`
  page.drawText(byline, { x: MARGIN, y: top - 9, size: 9, font: sheet.faces.text, color: quiet })
  top -= 30
  const measure = (size: number) => (text: string) => sheet.width(text, size)
  for (const line of wrapLines(product.tagline, CONTENT_WIDTH, measure(12), 2)) {
    page.drawText(line, { x: MARGIN, y: top - 12, size: 12, font: sheet.faces.text, color: ink })
    top -= 17
  }
  top -= 8
  for (const line of wrapLines(product.description[0] ?? '', CONTENT_WIDTH, measure(9.5), 7)) {
    page.drawText(line, { x: MARGIN, y: top - 9.5, size: 9.5, font: sheet.faces.text, color: quiet })
    top -= 14.5
  }
  top -= 16
  const columns = VERSION_COLUMNS
  for (const block of [
    rowBlock(sheet, [sheet.labels.code, sheet.labels.versions, sheet.labels.dimensions, sheet.labels.seat], columns, { color: quiet, first: quiet }),
    ...product.versions.map((version) => rowBlock(sheet, [version.code, version.name, version.dimensions, version.seat ?? '—'], columns)),
  ]) {
    if (top - block.height < MARGIN + 12) break
    block.draw(page, top)
    top -= block.height
  }
}
