import { describe, expect, it } from 'vitest'
import { allowedWidths, artViewports, layoutSizes, optimizedUrl, sizesText, srcset, srcsetWidths } from './responsive'

describe('srcsetWidths', () => {
  it('offers a full-width picture every screen width, from a 320 px phone at 2× to a 2× desktop', () => {
    expect(srcsetWidths('100vw')).toEqual([640, 828, 1080, 1440, 1920, 2560])
  })

  it('leaves out what a card in a grid can never use', () => {
    // 50vw on a 320 px phone at 2× is 320 px; 25vw of a 1024 px desktop at 1× is 256 px; 25vw of a 2560 px screen at 2× is 1280 px.
    expect(srcsetWidths('(min-width: 1024px) 25vw, (min-width: 720px) 33vw, 50vw')).toEqual([256, 390, 640, 828, 1080, 1440])
  })

  it('lists for an art-directed crop only the widths of the screens it shows on', () => {
    expect(artViewports('(max-width: 700px)')).toEqual({ max: 700 })
    expect(artViewports('(max-width: 700px)', true)).toEqual({ min: 701 })
    expect(artViewports('(orientation: portrait)')).toEqual({})
    // The phone's crop: 320 to 700 px at 2×; the picture above it: a 1024 px desktop at 1× up to 2560 px at 2×.
    expect(srcsetWidths('100vw', undefined, { max: 700 })).toEqual([640, 828, 1080, 1440])
    expect(srcsetWidths('100vw', undefined, { min: 701 })).toEqual([1080, 1440, 1920, 2560])
  })

  it('keeps a fixed-size picture to its 1× and 2× widths', () => {
    expect(srcsetWidths('96px')).toEqual([96, 192])
    expect(srcsetWidths('160px')).toEqual([192, 256, 390])
  })

  it('caps a layout at its widest slot', () => {
    expect(srcsetWidths('(min-width: 900px) 760px, 100vw')).toEqual([640, 828, 1080, 1440, 1920])
  })

  it('reads a shared layout by its name, and any other text as it is', () => {
    expect(sizesText('card')).toBe(layoutSizes.card)
    expect(srcsetWidths('card')).toEqual(srcsetWidths(layoutSizes.card))
    expect(sizesText('(min-width: 900px) 760px, 100vw')).toBe('(min-width: 900px) 760px, 100vw')
    expect(sizesText('toString')).toBe('toString')
  })

  it('lists every width for what it cannot read', () => {
    expect(srcsetWidths('(max-width: 600px) 100vw, 50vw')).toEqual([...allowedWidths])
    expect(srcsetWidths('calc(100vw - 32px)')).toEqual([...allowedWidths])
  })
})

describe('optimizedUrl and srcset', () => {
  it('writes the optimizer addresses next/image writes', () => {
    expect(optimizedUrl('/api/media/file/a b.jpg', 640, 90)).toBe('/_next/image?url=%2Fapi%2Fmedia%2Ffile%2Fa%20b.jpg&w=640&q=90')
    expect(srcset('/a.jpg', [96, 192], 90)).toBe('/_next/image?url=%2Fa.jpg&w=96&q=90 96w, /_next/image?url=%2Fa.jpg&w=192&q=90 192w')
  })

  it('writes the short address for a media-library file at the site quality', () => {
    expect(optimizedUrl('/api/media/file/sofa-1.jpg', 640, 90)).toBe('/img/640/sofa-1.jpg')
    expect(srcset('/api/media/file/a.webp', [390, 828], 90)).toBe('/img/390/a.webp 390w, /img/828/a.webp 828w')
    expect(optimizedUrl('/api/media/file/sofa-1.jpg', 640, 75)).toBe('/_next/image?url=%2Fapi%2Fmedia%2Ffile%2Fsofa-1.jpg&w=640&q=75')
    expect(optimizedUrl('/api/media/file/..evil.jpg', 640, 90)).toMatch(/^\/_next\/image\?/)
    expect(optimizedUrl('/api/media/file/sub/a.jpg', 640, 90)).toMatch(/^\/_next\/image\?/)
  })
})
