import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { blurDataUrl } from './blur'
import { renderSwatch } from './swatch'

describe('blurDataUrl', () => {
  it('returns a tiny WebP data URL', async () => {
    const source = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#a08060' } }).jpeg().toBuffer()
    const url = await blurDataUrl(source)
    expect(url.startsWith('data:image/webp;base64,')).toBe(true)
    expect(url.length).toBeLessThan(1024)
    const meta = await sharp(Buffer.from(url.split(',')[1] ?? '', 'base64')).metadata()
    expect(meta.format).toBe('webp')
    expect(meta.width).toBe(16)
    expect(meta.height).toBe(12)
  })

  it('stays under 1 KB for a busy texture', async () => {
    const url = await blurDataUrl(await renderSwatch({ kind: 'art-glass', hex: '#1f6f8b', accent: '#f2b441', seed: 2 }, 400))
    expect(url.length).toBeLessThan(1024)
  })
})
