import 'server-only'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { mediaPath } from '@/domain/mediaPath'
import { env } from '@/env'

/** The wishlist's pictures' side in the PDF, in pixels: sharp at 150 dpi for the 1.33-inch frame, small files. */
export const PDF_PICTURE_PIXELS = 200
/** The largest side a PDF picture is scaled to (a board's widest piece, about 150 dpi on A4). */
export const PDF_PICTURE_MAX_PIXELS = 800

const pixels = (side: number) => Math.min(PDF_PICTURE_MAX_PIXELS, Math.max(16, Math.round(side)))

/**
 * A picture as a small JPEG for the PDF (pdf-lib embeds JPEG and PNG only), `width` × `height`
 * pixels cut to fill (each side at most PDF_PICTURE_MAX_PIXELS), read from the media folder by
 * the file name in its address — never fetched over HTTP, never outside that folder. Null when
 * the file is missing or unreadable: the sheet prints the place without it.
 */
export async function pdfPicture(url: string, width = PDF_PICTURE_PIXELS, height = width): Promise<Uint8Array | null> {
  const match = /^\/api\/media\/file\/([^/?#]+)/.exec(mediaPath(url))
  if (!match?.[1]) return null
  const name = path.basename(decodeURIComponent(match[1]))
  try {
    return await fittedPicture(await readFile(path.join(path.resolve(env().MEDIA_DIR), name)), width, height)
  } catch {
    return null
  }
}

/** Picture bytes the server drew itself (not a media file) as the PDF takes them: a JPEG cut to fill `width` × `height`, within the same bounds. */
export function fittedPicture(input: Uint8Array, width: number, height: number): Promise<Uint8Array> {
  return sharp(input).rotate().resize(pixels(width), pixels(height), { fit: 'cover' }).flatten({ background: '#ffffff' }).jpeg({ quality: 80 }).toBuffer()
}

export type { PictureReader } from './pictureReader'
