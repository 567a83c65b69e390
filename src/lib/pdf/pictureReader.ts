/** Reads a picture's bytes for the PDF by its address (pdfPicture, or a feature's own reader for pictures it draws): a JPEG `width` × `height` pixels, or null. */
export type PictureReader = (url: string, width: number, height: number) => Promise<Uint8Array | null>
