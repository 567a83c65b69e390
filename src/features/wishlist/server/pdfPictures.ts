import 'server-only'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { mediaPath } from '@/domain/mediaPath'
import { env } from '@/env'

/** The pictures' side in the PDF, in pixels: sharp at 150 dpi for the 1.33-inch frame, small files. */
const PICTURE_PIXELS = 200

/**
 * A saved item's picture as a small JPEG for the PDF (pdf-lib embeds JPEG and PNG only), read
 * from the media folder by the file name in its address — never fetched over HTTP, never outside
 * that folder. Null when the file is missing or unreadable: the sheet prints the row without it.
 */
export async function pdfPicture(url: string): Promise<Uint8Array | null> {
  const match = /^\/api\/media\/file\/([^/?#]+)/.exec(mediaPath(url))
  if (!match?.[1]) return null
  const name = path.basename(decodeURIComponent(match[1]))
  try {
    const file = await readFile(path.join(path.resolve(env().MEDIA_DIR), name))
    return await sharp(file).rotate().resize(PICTURE_PIXELS, PICTURE_PIXELS, { fit: 'cover' }).flatten({ background: '#ffffff' }).jpeg({ quality: 80 }).toBuffer()
  } catch {
    return null
  }
}
