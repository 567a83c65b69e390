import type { PDFImage, PDFPage } from 'pdf-lib'
import { wrapLines } from '@/domain/print/text'
import { drawSheetHeader, ink, quiet } from '@/lib/pdf/sheetCore'
import type { SheetProduct } from './content'
import { CONTENT_WIDTH, HERO, MARGIN, VERSION_COLUMNS, PAPER, drawFooters, drawPicture, drawTitle, embedAll, gapBlock, openDocument, paragraphBlock, pictureWish, printFlow, rowBlock, sectionBlock, type Block, type DocumentOptions, type Sheet } from './draw'
import type { DocumentLanguage } from './labels'
import { productPicture, swatchPicture } from './pictures'

const SWATCH = 38
const SWATCHES_PER_ROW = 6
/** Where the swatches start: the family's name is on their left. */
const SWATCH_LEFT = 96

export interface DataSheetRequest {
  brand: string
  title: string
  language: DocumentLanguage
  product: SheetProduct
  /** The names of the other products the download concerns. */
  seeAlso: string[]
}

/**
 * A product's technical data sheet, from the catalogue seed: on the first page the brand's
 * header, the product's picture, name, code, designer and family, its tagline, description and
 * construction; from the second page its versions with their dimensions, the packages of each,
 * the finishes with their swatches, and the other products the download concerns.
 */
export async function renderDataSheet(request: DataSheetRequest, options: DocumentOptions): Promise<Uint8Array> {
  const { product } = request
  const sheet = await openDocument(request.brand, request.title, request.language, request, [product.name], options)
  const hero = pictureWish(sheet, productPicture(product.key), HERO.width, HERO.height)
  const swatchWishes = product.finishes.flatMap((group) => group.materials.map((material) => pictureWish(sheet, swatchPicture(material.code), SWATCH, SWATCH)))
  const pictures = await embedAll(sheet, [hero, ...swatchWishes])

  const page = sheet.document.addPage([PAPER.width, PAPER.height])
  let top = drawSheetHeader(page, sheet.faces, MARGIN, { brand: sheet.brand, date: sheet.date, title: sheet.title }) - 22
  drawPicture(page, pictures.get(hero), MARGIN, top, HERO.width, HERO.height)
  top = drawTitle(page, sheet, product.name, MARGIN, top - HERO.height - 30, 28, CONTENT_WIDTH, 2) - 22
  top = drawFacts(page, sheet, top, [
    [sheet.labels.code, product.code],
    [sheet.labels.design, product.designers],
    [sheet.labels.family, product.family],
  ])

  const { labels } = sheet
  const blocks: Block[] = [
    gapBlock(14),
    paragraphBlock(sheet, product.tagline, { size: 12, leading: 17, after: 10 }),
    ...product.description.map((text) => paragraphBlock(sheet, text, { color: quiet })),
    sectionBlock(sheet, labels.construction, true),
    ...product.technical.map((line) => {
      const [label, ...value] = line.split(': ')
      return value.length > 0 ? rowBlock(sheet, [label ?? '', value.join(': ')], [0, 130], { first: quiet }) : rowBlock(sheet, [line], [0])
    }),
    gapBlock(14),
    sectionBlock(sheet, labels.versions),
    rowBlock(sheet, [labels.code, '', labels.dimensions, labels.seat], VERSION_COLUMNS, { color: quiet, first: quiet }),
    ...product.versions.map((version) => rowBlock(sheet, [version.code, version.name, version.dimensions, version.seat ?? '—'], VERSION_COLUMNS)),
    gapBlock(14),
    sectionBlock(sheet, labels.packaging),
    ...product.versions.flatMap((version) =>
      version.packages.map((box, index) => rowBlock(sheet, [index === 0 ? version.code : '', labels.packages(box.count), box.size, box.weight, box.volume], [0, 96, 170, 380, 440], { first: ink })),
    ),
    gapBlock(14),
    sectionBlock(sheet, labels.finishes),
    ...product.finishes.flatMap((group) =>
      rowsOf(group.materials, SWATCHES_PER_ROW).map((row, index) => swatchRow(sheet, index === 0 ? group.category : '', row, (code) => pictures.get(pictureWish(sheet, swatchPicture(code), SWATCH, SWATCH)))),
    ),
    ...(request.seeAlso.length > 0 ? [gapBlock(6), sectionBlock(sheet, labels.seeAlso), paragraphBlock(sheet, request.seeAlso.join(' · '))] : []),
  ]
  printFlow(sheet, blocks, page, top)
  drawFooters(sheet)
  return sheet.document.save({ useObjectStreams: true })
}

/** Labelled facts side by side: the label small and quiet above its value. Returns the space below them. */
function drawFacts(page: PDFPage, sheet: Sheet, top: number, facts: readonly (readonly [string, string])[]): number {
  const column = CONTENT_WIDTH / facts.length
  let lowest = top
  facts.forEach(([label, value], index) => {
    const x = MARGIN + index * column
    page.drawText(label.toUpperCase(), { x, y: top - 8, size: 7.5, font: sheet.faces.text, color: quiet })
    const lines = wrapLines(value, column - 14, (text) => sheet.width(text, 10), 2)
    lines.forEach((line, row) => page.drawText(line, { x, y: top - 24 - row * 13, size: 10, font: sheet.faces.text, color: ink }))
    lowest = Math.min(lowest, top - 24 - (lines.length - 1) * 13)
  })
  return lowest - 8
}

function rowsOf<T>(items: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, index * size + size))
}

/** A row of finishes: the family's name on the left, then each finish as a swatch with its code and name under it. */
function swatchRow(sheet: Sheet, family: string, row: readonly { code: string; name: string }[], image: (code: string) => PDFImage | undefined): Block {
  const cell = (CONTENT_WIDTH - SWATCH_LEFT) / SWATCHES_PER_ROW
  const measure = (text: string) => sheet.width(text, 7.5)
  return {
    height: SWATCH + 38,
    draw: (page, top) => {
      page.drawText(family, { x: MARGIN, y: top - 14, size: 9.5, font: sheet.faces.text, color: ink })
      row.forEach((material, index) => {
        const x = MARGIN + SWATCH_LEFT + index * cell
        drawPicture(page, image(material.code), x, top - 4, SWATCH, SWATCH)
        page.drawText(material.code, { x, y: top - SWATCH - 16, size: 8, font: sheet.faces.text, color: ink })
        wrapLines(material.name, cell - 8, measure, 2).forEach((line, lineIndex) => page.drawText(line, { x, y: top - SWATCH - 27 - lineIndex * 10, size: 7.5, font: sheet.faces.text, color: quiet }))
      })
    },
  }
}
