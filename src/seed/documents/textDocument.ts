import { quiet } from '@/lib/pdf/sheetCore'
import { textBlocks } from './content'
import { drawCover } from './cover'
import { CONTENT_WIDTH, HERO, PAPER, drawFooters, drawRunningHeader, embedAll, gapBlock, openDocument, paragraphBlock, pictureWish, printFlow, rowBlock, sectionBlock, type Block, type DocumentOptions, type Sheet } from './draw'
import type { DocumentLanguage } from './labels'
import { rowColumns } from './layout'
import { productPicture } from './pictures'

export interface TextDocumentRequest {
  brand: string
  title: string
  kind: string
  description: string
  language: DocumentLanguage
  /** The product whose picture is on the cover. */
  coverProduct: string | undefined
  heading: string
  lines: string[]
}

/** The lines of a text document as blocks of a page's flow: section titles, paragraphs, table rows and gaps (content.ts's textBlocks). */
export function textFlow(sheet: Sheet, lines: readonly string[]): Block[] {
  return textBlocks(lines).map((block) => {
    switch (block.kind) {
      case 'heading':
        return sectionBlock(sheet, block.text)
      case 'paragraph':
        return paragraphBlock(sheet, block.text, { size: 10, leading: 15 })
      case 'row': {
        const { left, lastRightAligned } = rowColumns(block.cells.length, CONTENT_WIDTH)
        return rowBlock(sheet, block.cells, left, { lastRightAligned })
      }
      case 'gap':
        return gapBlock(8)
      default:
        return unreachable(block)
    }
  })
}

function unreachable(value: never): never {
  throw new Error(`Unknown text block: ${JSON.stringify(value)}`)
}

/**
 * A document of text (care guides, CAD indices, price lists, certificates) in the brand's layout:
 * a cover with the picture of the first product it concerns, then its heading and text —
 * section titles, paragraphs and tables of codes — on as many pages as they take.
 */
export async function renderTextDocument(request: TextDocumentRequest, options: DocumentOptions): Promise<Uint8Array> {
  const sheet = await openDocument(request.brand, request.title, request.language, request, [request.title, request.heading], options)
  const cover = request.coverProduct === undefined ? undefined : pictureWish(sheet, productPicture(request.coverProduct), HERO.width, HERO.height)
  const pictures = await embedAll(sheet, cover ? [cover] : [])
  drawCover(sheet, { kind: request.kind, description: request.description, picture: cover && pictures.get(cover) })
  const page = sheet.document.addPage([PAPER.width, PAPER.height])
  const top = drawRunningHeader(page, sheet) - 34
  const heading = paragraphBlock(sheet, request.heading, { size: 9, color: quiet, after: 4 })
  printFlow(sheet, [heading, ...textFlow(sheet, request.lines)], page, top)
  drawFooters(sheet)
  return sheet.document.save({ useObjectStreams: true })
}
