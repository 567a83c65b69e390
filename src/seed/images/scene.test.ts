import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import type { SceneSpec } from '../data/types'
import { renderScene, sceneKinds, sceneSvg } from './sceneKinds'

const kinds: SceneSpec['kind'][] = ['living', 'bedroom', 'dining', 'outdoor', 'showroom', 'facade', 'workshop', 'hotel', 'yacht']
const palette = ['#ebe5dc', '#b08f6e', '#9c8f80', '#3d3833', '#c7b299']

describe('renderScene', () => {
  it('knows every scene kind of the data types', () => {
    expect([...sceneKinds].sort()).toEqual([...kinds].sort())
  })

  it('makes a 1920×1080 JPEG by default', async () => {
    const meta = await sharp(await renderScene({ kind: 'living', palette, seed: 1 })).metadata()
    expect(meta.format).toBe('jpeg')
    expect([meta.width, meta.height]).toEqual([1920, 1080])
  })

  it('is deterministic and varies with the seed', async () => {
    const size = { width: 480, height: 270 }
    const a = await renderScene({ kind: 'bedroom', palette, seed: 7 }, size)
    const b = await renderScene({ kind: 'bedroom', palette, seed: 7 }, size)
    const c = await renderScene({ kind: 'bedroom', palette, seed: 8 }, size)
    expect(a.equals(b)).toBe(true)
    expect(a.equals(c)).toBe(false)
  })

  it('uses the palette, and copes with short or malformed palettes', () => {
    expect(sceneSvg({ kind: 'dining', palette, seed: 2 })).toContain('<svg')
    expect(sceneSvg({ kind: 'dining', palette, seed: 2 })).not.toBe(sceneSvg({ kind: 'dining', palette: ['#203040', '#605040', '#a08060'], seed: 2 }))
    expect(sceneSvg({ kind: 'hotel', palette: ['red', '#12'], seed: 0 })).toContain('</svg>')
  })

  it.each(kinds)('renders %s', async (kind) => {
    const buffer = await renderScene({ kind, palette, seed: 3 }, { width: 640, height: 360 })
    const image = sharp(buffer)
    const meta = await image.metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 640, 360])
    const { channels } = await image.stats()
    expect(channels[0]?.stdev ?? 0).toBeGreaterThan(10)
  })
})
