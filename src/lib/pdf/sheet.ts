import 'server-only'
import type { PDFDocument } from 'pdf-lib'
import { pdfPicture, type PictureReader } from './pictures'
import { embedPicturesWith, type PictureWish } from './sheetCore'

/**
 * The product's PDFs' shared drawing (./sheetCore) as the app uses it: server-only, with pictures
 * read from the media folder unless the caller passes a reader of its own.
 */
export { blank, drawQrCode, drawSheetFooter, drawSheetHeader, drawWordmark, ink, openSheet, quiet, rule, type Faces, type PictureWish } from './sheetCore'

/** The pictures, each read, scaled and embedded once; `read` defaults to media files (pdfPicture). */
export function embedPictures(document: PDFDocument, wishes: readonly PictureWish[], read: PictureReader = pdfPicture) {
  return embedPicturesWith(document, wishes, read)
}
