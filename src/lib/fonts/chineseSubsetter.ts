import 'server-only'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import subsetFont from 'subset-font'
import { Semaphore } from '@/lib/semaphore'

/**
 * Cuts Noto Sans SC (regular, the full TrueType file of `@expo-google-fonts/noto-sans-sc`) down to
 * a set of code points, as woff2 (docs/decisions/019-typefaces.md). The 10 MB font is read once
 * per process; one subsetting runs at a time (each takes a core for a few hundred milliseconds);
 * finished subsets are kept in a small memory cache and the same subset asked twice at once is
 * cut once.
 */
const fontFile = path.join(process.cwd(), 'node_modules', '@expo-google-fonts', 'noto-sans-sc', '400Regular', 'NotoSansSC_400Regular.ttf')

/** Bytes of finished subsets kept in memory (a Chinese page's subsets weigh 10–60 KB). */
const cacheBytes = 16 * 1024 * 1024

let font: Promise<Buffer> | undefined
const oneAtATime = new Semaphore(1)
const finished = new Map<string, Uint8Array>()
const underWay = new Map<string, Promise<Uint8Array>>()
let cachedBytes = 0

function loadFont(): Promise<Buffer> {
  font ??= readFile(fontFile).catch((error: unknown) => {
    font = undefined
    throw error
  })
  return font
}

function remember(key: string, bytes: Uint8Array): void {
  finished.set(key, bytes)
  cachedBytes += bytes.length
  // Oldest first out (a Map keeps insertion order; a hit moves its entry to the end).
  for (const [oldKey, oldBytes] of finished) {
    if (cachedBytes <= cacheBytes) break
    finished.delete(oldKey)
    cachedBytes -= oldBytes.length
  }
}

/** A subset already cut by this process, or undefined (a hit costs no CPU and no rate budget). */
export function cachedSubset(key: string): Uint8Array | undefined {
  const bytes = finished.get(key)
  if (bytes) {
    finished.delete(key)
    finished.set(key, bytes)
  }
  return bytes
}

/** The woff2 subset of Noto Sans SC holding exactly `codePoints` (`key`: their canonical spelling). */
export function chineseSubset(key: string, codePoints: readonly number[]): Promise<Uint8Array> {
  const known = cachedSubset(key)
  if (known) return Promise.resolve(known)
  const pending = underWay.get(key)
  if (pending) return pending
  const work = oneAtATime
    .run(async () => new Uint8Array(await subsetFont(await loadFont(), String.fromCodePoint(...codePoints), { targetFormat: 'woff2', noHinting: true, noLayoutClosure: true })))
    .then((bytes) => {
      remember(key, bytes)
      return bytes
    })
    .finally(() => underWay.delete(key))
  underWay.set(key, work)
  return work
}
