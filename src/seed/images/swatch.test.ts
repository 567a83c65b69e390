import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import type { SwatchKind, SwatchSpec } from '../data/types'
import { renderSwatch, swatchKinds } from './swatch'

const samples: Record<SwatchKind, [string, string]> = {
  leather: ['#7a4a2e', '#3e2516'],
  fabric: ['#8a8378', '#5d574e'],
  boucle: ['#e8e1d4', '#b9ad98'],
  velvet: ['#2e4a3a', '#6f9a80'],
  linen: ['#cfc2ac', '#9c8d74'],
  wood: ['#a8774a', '#5e3b1f'],
  marble: ['#eeece8', '#7d7a78'],
  stone: ['#d9ccb4', '#a08c6c'],
  metal: ['#b59a6a', '#e8d5a8'],
  'art-glass': ['#1f6f8b', '#f2b441'],
  resin: ['#c9d6d2', '#8fa9a2'],
  lacquer: ['#1a2a40', '#3d5a80'],
  ceramic: ['#d8cfc0', '#5a4a3a'],
}

const spec = (kind: SwatchKind, seed = 1): SwatchSpec => {
  const [hex, accent] = samples[kind]
  return { kind, hex, accent, seed }
}

const rgb = (hex: string): number[] => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16))

describe('renderSwatch', () => {
  it('knows every swatch kind of the data types', () => {
    expect([...swatchKinds].sort()).toEqual(Object.keys(samples).sort())
  })

  it('makes an 800 px square JPEG by default', async () => {
    const meta = await sharp(await renderSwatch(spec('leather'))).metadata()
    expect(meta.format).toBe('jpeg')
    expect(meta.width).toBe(800)
    expect(meta.height).toBe(800)
  })

  it('honours the size argument', async () => {
    const meta = await sharp(await renderSwatch(spec('wood'), 256)).metadata()
    expect([meta.width, meta.height]).toEqual([256, 256])
  })

  it('is deterministic and changes with the seed', async () => {
    const a = await renderSwatch(spec('marble', 4), 300)
    const b = await renderSwatch(spec('marble', 4), 300)
    const c = await renderSwatch(spec('marble', 5), 300)
    expect(a.equals(b)).toBe(true)
    expect(a.equals(c)).toBe(false)
  })

  it.each(swatchKinds)('renders %s with a mean colour close to its base colour', async (kind) => {
    const buffer = await renderSwatch(spec(kind, 3), 240)
    const { channels } = await sharp(buffer).stats()
    const target = rgb(samples[kind][0])
    const tolerance = kind === 'art-glass' ? 45 : 14
    channels.slice(0, 3).forEach((channel, i) => {
      expect(Math.abs(channel.mean - (target[i] ?? 0))).toBeLessThan(tolerance)
    })
    // A texture, not a flat fill.
    expect(Math.max(...channels.slice(0, 3).map((c) => c.stdev))).toBeGreaterThan(1)
  })

  it('survives malformed colours', async () => {
    const meta = await sharp(await renderSwatch({ kind: 'fabric', hex: 'nope', accent: '#12', seed: -7 }, 64)).metadata()
    expect(meta.width).toBe(64)
  })
})
