import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { imageParams } from '@/domain/images/imageUrl'
import { cacheFile, readCached, writeCached } from './diskCache'
import { transformImage } from './transform'

const source = () => sharp({ create: { width: 400, height: 200, channels: 3, background: { r: 120, g: 100, b: 80 } } }).png().toBuffer()
const silent = () => undefined

describe('transformImage', () => {
  it('resizes inside the box and encodes in the asked format', async () => {
    const out = await transformImage(await source(), imageParams({ width: 100, format: 'avif' }, silent))
    const meta = await sharp(out).metadata()
    expect(meta.format).toBe('heif')
    expect([meta.width, meta.height]).toEqual([100, 50])
  })

  it('never enlarges', async () => {
    const meta = await sharp(await transformImage(await source(), imageParams({ width: 2000, format: 'png' }, silent))).metadata()
    expect(meta.width).toBe(400)
  })

  it('rotates by 90 degrees', async () => {
    const meta = await sharp(await transformImage(await source(), imageParams({ rotation: 90, format: 'jpeg' }, silent))).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 200, 400])
  })

  it('brightness 0 is black, 100 brighter than the source', async () => {
    const mean = async (brightness: number) => (await sharp(await transformImage(await source(), imageParams({ brightness, format: 'png' }, silent))).stats()).channels[0]?.mean ?? -1
    expect(await mean(0)).toBe(0)
    expect(await mean(100)).toBeGreaterThan(await mean(50))
  })
})

describe('disk cache', () => {
  const dir = mkdtemp(path.join(tmpdir(), 'image-cache-'))
  afterAll(async () => rm(await dir, { recursive: true, force: true }))

  it('one file per source version and parameters; reads back what was written', async () => {
    const base = await dir
    const first = cacheFile(base, ['a.jpg', '100', 'w=10'], 'webp')
    expect(cacheFile(base, ['a.jpg', '100', 'w=10'], 'webp')).toBe(first)
    expect(cacheFile(base, ['a.jpg', '101', 'w=10'], 'webp')).not.toBe(first)
    expect(await readCached(first)).toBeNull()
    await writeCached(first, Buffer.from('image bytes'))
    expect((await readCached(first))?.toString()).toBe('image bytes')
  })
})
