import 'server-only'
import { stat, readFile } from 'node:fs/promises'
import path from 'node:path'
import { imageQuery } from '@/domain/images/imageUrl'
import type { ImageParams } from '@/domain/images/params'
import { BoundedDiskCache } from './boundedCache'
import { cacheFile } from './diskCache'
import { transformImage } from './transform'

export class SourceImageError extends Error {
  constructor(
    message: string,
    readonly status: 404 | 415,
  ) {
    super(message)
    this.name = 'SourceImageError'
  }
}

export interface ServedImage {
  data: Buffer
  cached: boolean
}

/** Requests for the same image in flight share one transform. */
const inFlight = new Map<string, Promise<Buffer>>()

/** One bounded cache per folder, kept for the life of the process. */
const caches = new Map<string, BoundedDiskCache>()

function cacheIn(dir: string): BoundedDiskCache {
  const existing = caches.get(dir)
  if (existing) return existing
  const cache = new BoundedDiskCache(dir)
  caches.set(dir, cache)
  return cache
}

async function make(cache: BoundedDiskCache, source: string, target: string, params: ImageParams): Promise<Buffer> {
  let data: Buffer
  try {
    data = await transformImage(await readFile(source), params)
  } catch {
    throw new SourceImageError('the file is not an image this endpoint can read', 415)
  }
  // A full or read-only disk costs the next request a new render, not this visitor an error.
  await cache.write(target, data).catch((error: unknown) => console.warn(`[images] not cached: ${error instanceof Error ? error.message : String(error)}`))
  return data
}

/** The transformed image from the bounded disk cache, or made now and cached (keyed by the source's size and time). */
export async function serveImage(mediaDir: string, cacheDir: string, fileName: string, params: ImageParams): Promise<ServedImage> {
  const source = path.join(mediaDir, fileName)
  const info = await stat(source).catch(() => null)
  if (!info?.isFile()) throw new SourceImageError('no such image', 404)
  const target = cacheFile(cacheDir, [fileName, String(info.size), String(info.mtimeMs), imageQuery(params)], params.format)
  const cache = cacheIn(cacheDir)
  const cached = await cache.read(target)
  if (cached) return { data: cached, cached: true }
  const pending = inFlight.get(target) ?? make(cache, source, target, params)
  inFlight.set(target, pending)
  try {
    return { data: await pending, cached: false }
  } finally {
    inFlight.delete(target)
  }
}
