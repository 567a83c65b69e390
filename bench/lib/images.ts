import path from 'node:path'
import { createClient } from '@libsql/client'
import { get } from './net'
import { benchDataDir } from './paths'

export interface ImageFigures {
  images: number
  query: string
  /** First request of each image+parameters: sharp decodes, resizes, encodes and writes the cache file. */
  uncachedMs: { mean: number; p50: number; max: number }
  /** The same URLs again: read from the disk cache. */
  cachedMs: { mean: number; p50: number; p99: number; max: number }
  cachedRequests: number
  bytesPerImage: number
}

function summary(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b)
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0
  return { mean: sorted.reduce((sum, each) => sum + each, 0) / Math.max(1, sorted.length), p50: at(50), p99: at(99), max: sorted.at(-1) ?? 0 }
}

async function timed(url: string): Promise<{ ms: number; bytes: number; cache: string }> {
  const start = process.hrtime.bigint()
  const response = await get(url, 60_000)
  const ms = Number(process.hrtime.bigint() - start) / 1e6
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`)
  return { ms, bytes: response.body.length, cache: String(response.headers['x-image-cache'] ?? '') }
}

/**
 * The image transform endpoint: each of `count` JPEG originals once at a width no earlier run
 * asked for (so truly uncached), then the same URLs `repeats` times each (cached), one at a time.
 */
export async function measureImages(url: (path: string) => string, count = 8, repeats = 25): Promise<ImageFigures> {
  // Read from the bench database itself: the media list over REST answers editors only (decision 015).
  const database = createClient({ url: `file:${path.join(benchDataDir, 'storefront.db')}` })
  const { rows } = await database.execute({ sql: "SELECT filename FROM media WHERE mime_type = 'image/jpeg' ORDER BY id LIMIT ?", args: [count] })
  database.close()
  const files = rows.flatMap((row) => (typeof row.filename === 'string' && row.filename !== '' ? [row.filename] : []))
  if (files.length === 0) throw new Error('no JPEG in the media library')
  // One of the widths the endpoint serves; the benchmark server starts on an empty image cache
  // (bench/lib/server.ts), so the first request of each file is uncached.
  const query = 'w=640&fm=avif'
  const urls = files.map((file) => url(`/api/images/${encodeURIComponent(file)}?${query}`))
  const uncached: number[] = []
  let bytes = 0
  for (const each of urls) {
    const result = await timed(each)
    if (result.cache !== 'miss') throw new Error(`${each} was expected uncached, got ${result.cache}`)
    uncached.push(result.ms)
    bytes += result.bytes
  }
  const cached: number[] = []
  for (let round = 0; round < repeats; round++) {
    for (const each of urls) {
      const result = await timed(each)
      if (result.cache !== 'hit') throw new Error(`${each} was expected cached, got ${result.cache}`)
      cached.push(result.ms)
    }
  }
  const miss = summary(uncached)
  return {
    images: files.length,
    query,
    uncachedMs: { mean: miss.mean, p50: miss.p50, max: miss.max },
    cachedMs: summary(cached),
    cachedRequests: cached.length,
    bytesPerImage: bytes / files.length,
  }
}

export function printImages(figures: ImageFigures): void {
  const ms = (value: number) => value.toFixed(1)
  console.log(
    [
      '',
      `GET /api/images/{file}?${figures.query}: ${figures.images} JPEG originals, one request at a time, same run`,
      `uncached (sharp resize + AVIF encode + disk write): mean ${ms(figures.uncachedMs.mean)} ms, p50 ${ms(figures.uncachedMs.p50)} ms, max ${ms(figures.uncachedMs.max)} ms`,
      `cached (${figures.cachedRequests} requests from the disk cache): mean ${ms(figures.cachedMs.mean)} ms, p50 ${ms(figures.cachedMs.p50)} ms, p99 ${ms(figures.cachedMs.p99)} ms, max ${ms(figures.cachedMs.max)} ms`,
      `uncached/cached p50: ${(figures.uncachedMs.p50 / Math.max(0.001, figures.cachedMs.p50)).toFixed(1)}×; ${figures.bytesPerImage.toFixed(0)} bytes per image`,
    ].join('\n'),
  )
}
