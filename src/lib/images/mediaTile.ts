import 'server-only'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { env } from '@/env'

/** Tiles kept in memory (a swatch is drawn into many pictures); the oldest go first. */
const MEDIA_TILE_CACHE_ENTRIES = 500
const tiles = new Map<string, Promise<string | null>>()

/**
 * A media picture as a JPEG data address, `width` × `height` pixels cut to fill, for a picture the
 * server draws (the configurator's preview, the mixer's composition): read from the media folder
 * by the file name in its address, never over HTTP, never outside that folder. Null when the
 * address is not a media file's or the file is missing.
 */
export function mediaTile(url: string, width: number, height: number): Promise<string | null> {
  const key = `${String(width)}x${String(height)} ${url}`
  const known = tiles.get(key)
  if (known) return known
  const tile = (async () => {
    const match = /^\/api\/media\/file\/([^/?#]+)/.exec(url)
    if (!match?.[1]) return null
    try {
      const file = await readFile(path.join(path.resolve(env().MEDIA_DIR), path.basename(decodeURIComponent(match[1]))))
      const jpeg = await sharp(file).rotate().resize(width, height, { fit: 'cover' }).jpeg({ quality: 78 }).toBuffer()
      return `data:image/jpeg;base64,${jpeg.toString('base64')}`
    } catch {
      return null
    }
  })()
  tiles.set(key, tile)
  if (tiles.size > MEDIA_TILE_CACHE_ENTRIES) tiles.delete(tiles.keys().next().value ?? '')
  return tile
}
