import 'server-only'
import { stat } from 'node:fs/promises'
import path from 'node:path'
import { env } from '@/env'
import { isTilesFileName } from '@/domain/places/tilesFileName'

/** The folder (under MEDIA_DIR) that holds the brand's PMTiles basemaps; site settings name one of its files. */
export const TILES_FOLDER = 'tiles'


export interface TilesFile {
  path: string
  size: number
  /** A strong ETag naming this version of the file (its size and modification time). */
  etag: string
  /** The same, fit for a URL's query: a new file gets a new URL, so the old one may be cached for good. */
  version: string
}

/** The tiles file of that name, or null when the name is not allowed or the file is not there. */
export async function tilesFile(name: string): Promise<TilesFile | null> {
  if (!isTilesFileName(name)) return null
  const file = path.join(path.resolve(env().MEDIA_DIR, TILES_FOLDER), name)
  const info = await stat(file).catch(() => null)
  if (!info?.isFile()) return null
  const version = `${info.size.toString(36)}-${Math.trunc(info.mtimeMs).toString(36)}`
  return { path: file, size: info.size, etag: `"${version}"`, version }
}

/**
 * The map's source for the tiles file chosen in site settings: a `pmtiles://` URL of our own
 * route (`/api/tiles/{file}?v={version}`), or undefined when none is chosen or the file is missing
 * (the map then falls back to the style URL or the offline basemap, never to a broken map).
 */
export async function tilesSourceUrl(name: string | null | undefined): Promise<string | undefined> {
  if (!name) return undefined
  const file = await tilesFile(name)
  return file ? `pmtiles:///api/tiles/${encodeURIComponent(name)}?v=${file.version}` : undefined
}
