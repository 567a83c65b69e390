import fontkit from '@pdf-lib/fontkit'
import { PDFDocument, rgb, type PDFFont, type PDFImage, type PDFPage } from 'pdf-lib'
import QRCode from 'qrcode'
import { qrPath } from '@/domain/print/qrPath'
import { DISPLAY_SPACE_EM, displayFace, textFace } from '@/lib/fonts/pdfFonts'
import type { PictureReader } from './pictureReader'

/**
 * What the product's PDFs share (the wishlist's, decision 027, and the moodboards', decision
 * 034): the document with its two embedded faces, the brand's header and footer, QR codes as one
 * vector path and pictures through a reader. Each document lays out its own body.
 *
 * Node code (harfbuzz, font files) without the `server-only` marker: the seed, a script outside
 * Next.js, prints its downloads with it (src/seed/documents). The app imports `./sheet`, which
 * carries the marker and reads pictures from the media folder.
 */

export const ink = rgb(0.12, 0.11, 0.1)
export const quiet = rgb(0.42, 0.4, 0.37)
export const rule = rgb(0.84, 0.82, 0.78)
export const blank = rgb(0.95, 0.94, 0.92)

export interface Faces {
  text: PDFFont
  /** The wordmark's face; without a space glyph when it is the serif (`spaced`). */
  brand: PDFFont
  spaced: boolean
}

/**
 * A new PDF titled "{brand} — {title}" with the text face cut to `characters` (every character
 * the document prints: Chinese and Cyrillic included) and the wordmark's face cut to the brand.
 */
export async function openSheet(brand: string, title: string, characters: string): Promise<{ document: PDFDocument; faces: Faces }> {
  const document = await PDFDocument.create()
  document.registerFontkit(fontkit)
  document.setTitle(`${brand} — ${title}`)
  document.setCreator(brand)
  document.setProducer(brand)
  const [textBytes, brandBytes] = await Promise.all([textFace(characters), displayFace(brand)])
  const text = await document.embedFont(textBytes, { subset: true })
  const faces: Faces = brandBytes ? { text, brand: await document.embedFont(brandBytes, { subset: true }), spaced: true } : { text, brand: text, spaced: false }
  return { document, faces }
}

/** The brand's name, word by word when its face has no space of its own. */
export function drawWordmark(page: PDFPage, brand: string, x: number, y: number, size: number, faces: Faces) {
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

/** The first page's header: wordmark, date on the right, the document's title under them and a rule. Returns the rule's height. */
export function drawSheetHeader(page: PDFPage, faces: Faces, margin: number, { brand, date, title }: { brand: string; date: string; title: string }): number {
  const { width, height } = page.getSize()
  const top = height - margin
  drawWordmark(page, brand, margin, top - 22, 24, faces)
  page.drawText(date, { x: width - margin - faces.text.widthOfTextAtSize(date, 9.5), y: top - 18, size: 9.5, font: faces.text, color: quiet })
  page.drawText(title, { x: margin, y: top - 48, size: 11, font: faces.text, color: quiet })
  page.drawLine({ start: { x: margin, y: top - 60 }, end: { x: width - margin, y: top - 60 }, thickness: 0.6, color: rule })
  return top - 60
}

/** Every page's footer: the site's host on the left, 'Page 2 of 5' on the right. */
export function drawSheetFooter(page: PDFPage, faces: Faces, margin: number, site: string, pageLabel: string) {
  const { width } = page.getSize()
  page.drawText(site, { x: margin, y: margin - 24, size: 8, font: faces.text, color: quiet })
  page.drawText(pageLabel, { x: width - margin - faces.text.widthOfTextAtSize(pageLabel, 8), y: margin - 24, size: 8, font: faces.text, color: quiet })
}

/** A QR code to `url`, `side` points wide, its top-left corner at (left, top), two modules of quiet zone inside. */
export function drawQrCode(page: PDFPage, url: string, left: number, top: number, side: number) {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' })
  const scale = side / (modules.size + 4)
  page.drawSvgPath(qrPath(modules), { x: left + 2 * scale, y: top - 2 * scale, scale, color: ink, borderWidth: 0 })
}

/** One picture the document places: its address and the pixels it is cut to. */
export interface PictureWish {
  url: string
  width: number
  height: number
}
const pictureKey = ({ url, width, height }: PictureWish) => `${String(Math.round(width))}x${String(Math.round(height))} ${url}`

/**
 * The pictures, each read, scaled and embedded once (sharp spreads the work over libvips' own
 * threads); `get` answers the embedded image of a wish, or undefined when its file is missing.
 * `read` reads one JPEG (`./sheet`'s embedPictures reads media files).
 */
export async function embedPicturesWith(document: PDFDocument, wishes: readonly PictureWish[], read: PictureReader): Promise<{ get: (wish: PictureWish) => PDFImage | undefined }> {
  const unique = [...new Map(wishes.map((wish) => [pictureKey(wish), wish])).values()]
  const bytes = await Promise.all(unique.map((wish) => read(wish.url, wish.width, wish.height)))
  const images = new Map<string, PDFImage>()
  for (const [index, wish] of unique.entries()) {
    const found = bytes[index]
    if (found) images.set(pictureKey(wish), await document.embedJpg(found))
  }
  return { get: (wish) => images.get(pictureKey(wish)) }
}
