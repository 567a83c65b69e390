import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import type { ProductImageSpec, ProductShape } from '../data/types'
import { productShapes, productSvg, renderProduct } from './product'

const all: ProductShape[] = [
  'sofa', 'corner-sofa', 'armchair', 'daybed', 'pouf', 'bench', 'bed', 'mattress', 'nightstand', 'wardrobe', 'dresser',
  'chair', 'stool', 'dining-table', 'coffee-table', 'side-table', 'desk', 'bookshelf', 'mirror', 'vase', 'cushion', 'tray',
  'rug-rect', 'rug-round', 'floor-lamp', 'table-lamp', 'pendant-lamp', 'wall-lamp',
]

const spec = (shape: ProductShape): ProductImageSpec => ({ shape, colour: '#9c8b78', accent: '#3a2c22' })

describe('renderProduct', () => {
  it('knows every product shape of the data types', () => {
    expect([...productShapes].sort()).toEqual([...all].sort())
  })

  it('makes a 1600×1200 JPEG by default', async () => {
    const meta = await sharp(await renderProduct(spec('sofa'))).metadata()
    expect(meta.format).toBe('jpeg')
    expect([meta.width, meta.height]).toEqual([1600, 1200])
  })

  it('is deterministic', async () => {
    const a = await renderProduct(spec('bookshelf'), { width: 400, height: 300 })
    const b = await renderProduct(spec('bookshelf'), { width: 400, height: 300 })
    expect(a.equals(b)).toBe(true)
  })

  it('uses the colours and has a detail crop that differs from the studio view', () => {
    const studio = productSvg(spec('armchair'))
    const other = productSvg({ ...spec('armchair'), colour: '#204060' })
    const detail = productSvg(spec('armchair'), { variant: 'detail' })
    expect(studio).not.toBe(other)
    expect(detail).not.toBe(studio)
    expect(detail).toContain('scale(2.4)')
  })

  it.each(all)('renders %s at a custom size, drawn on a light background', async (shape) => {
    const buffer = await renderProduct(spec(shape), { width: 480, height: 360 })
    const image = sharp(buffer)
    const meta = await image.metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 480, 360])
    const { channels } = await image.stats()
    // Light studio backdrop, and something drawn on it.
    expect(channels[0]?.mean ?? 0).toBeGreaterThan(150)
    expect(channels[0]?.stdev ?? 0).toBeGreaterThan(8)
  })
})
