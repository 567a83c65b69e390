import { readdir, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { readCached, writeCached } from './diskCache'

/**
 * At most this many bytes of transformed images on disk (per server process's view). The
 * site's widths and formats of every picture of the demo fit many times over; past the
 * bound the least recently used files go first.
 */
export const IMAGE_CACHE_MAX_BYTES = 256 * 1024 * 1024

/**
 * The image endpoint's disk cache with a size bound. The index (file → size, least recently
 * used first) is read from the folder on first use, so a restart keeps the bound; another
 * process writing to the same folder is seen at its next start, which can overshoot the bound
 * until then by what the others wrote.
 */
export class BoundedDiskCache {
  private index: Map<string, number> | null = null
  private loading: Promise<Map<string, number>> | null = null
  private total = 0

  constructor(
    readonly dir: string,
    readonly maxBytes: number = IMAGE_CACHE_MAX_BYTES,
  ) {}

  /** Bytes the index holds now (for tests and logs). */
  async size(): Promise<number> {
    await this.entries()
    return this.total
  }

  async read(file: string): Promise<Buffer | null> {
    const entries = await this.entries()
    const data = await readCached(file)
    if (data) {
      // Most recently used last: the eviction takes from the front.
      entries.delete(file)
      entries.set(file, data.length)
    }
    return data
  }

  async write(file: string, data: Buffer): Promise<void> {
    const entries = await this.entries()
    await writeCached(file, data)
    this.total += data.length - (entries.get(file) ?? 0)
    entries.delete(file)
    entries.set(file, data.length)
    await this.evict(entries)
  }

  private async evict(entries: Map<string, number>): Promise<void> {
    for (const [file, bytes] of entries) {
      if (this.total <= this.maxBytes) return
      entries.delete(file)
      this.total -= bytes
      await rm(file, { force: true })
    }
  }

  private async entries(): Promise<Map<string, number>> {
    if (this.index) return this.index
    this.loading ??= this.scan()
    this.index = await this.loading
    return this.index
  }

  /** The files already in the folder, oldest first (a temporary file is being written: not counted). */
  private async scan(): Promise<Map<string, number>> {
    const found: { file: string; bytes: number; time: number }[] = []
    const names = await readdir(this.dir, { recursive: true }).catch(() => [])
    for (const name of names) {
      const file = path.join(this.dir, name)
      const info = await stat(file).catch(() => null)
      if (!info?.isFile()) continue
      if (!file.endsWith('.tmp')) found.push({ file, bytes: info.size, time: info.mtimeMs })
    }
    found.sort((a, b) => a.time - b.time)
    const entries = new Map(found.map(({ file, bytes }) => [file, bytes] as const))
    this.total = found.reduce((sum, { bytes }) => sum + bytes, 0)
    await this.evict(entries)
    return entries
  }
}
