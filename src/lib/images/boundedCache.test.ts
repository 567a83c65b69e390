import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { BoundedDiskCache, IMAGE_CACHE_MAX_BYTES } from './boundedCache'
import { cacheFile } from './diskCache'

const dirs: string[] = []
async function freshDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'bounded-cache-'))
  dirs.push(dir)
  return dir
}
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })))
})

const files = async (dir: string) => (await readdir(dir, { recursive: true })).filter((name) => name.endsWith('.webp')).length
const bytes = (count: number) => Buffer.alloc(count, 7)

describe('BoundedDiskCache', () => {
  it('the bound is a named constant of a few hundred megabytes', () => {
    expect(IMAGE_CACHE_MAX_BYTES).toBe(256 * 1024 * 1024)
  })

  it('never holds more than its bound: the oldest files go first', async () => {
    const dir = await freshDir()
    const cache = new BoundedDiskCache(dir, 1000)
    const names = Array.from({ length: 10 }, (_, i) => cacheFile(dir, [`image-${i}`], 'webp'))
    for (const name of names) await cache.write(name, bytes(300))
    expect(await cache.size()).toBe(900)
    expect(await files(dir)).toBe(3)
    expect(await cache.read(names[0] ?? '')).toBeNull()
    expect((await cache.read(names[9] ?? ''))?.length).toBe(300)
  })

  it('a file read recently is kept over an older unread one', async () => {
    const dir = await freshDir()
    const cache = new BoundedDiskCache(dir, 900)
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((key) => cacheFile(dir, [key], 'webp'))
    for (const name of [a, b, c]) await cache.write(name ?? '', bytes(300))
    await cache.read(a ?? '')
    await cache.write(d ?? '', bytes(300))
    expect(await cache.read(a ?? '')).not.toBeNull()
    expect(await cache.read(b ?? '')).toBeNull()
  })

  it('a new process finds the files already there and keeps the same bound', async () => {
    const dir = await freshDir()
    const first = new BoundedDiskCache(dir, 10_000)
    for (let i = 0; i < 8; i++) await first.write(cacheFile(dir, [`image-${i}`], 'webp'), bytes(500))
    const second = new BoundedDiskCache(dir, 2000)
    expect(await second.size()).toBe(2000)
    expect(await files(dir)).toBe(4)
  })
})
