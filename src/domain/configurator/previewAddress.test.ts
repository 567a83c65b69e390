import { describe, expect, it } from 'vitest'
import { PREVIEW_HEIGHT, PREVIEW_WIDTH, PREVIEW_WIDTHS, previewHeight, previewOfUrl, previewSrcSet, previewUrl, previewWidthOf } from './previewAddress'

describe('the configuration picture’s address', () => {
  const value = 'av-236_upholstery.ple-01~cushions.tess-104'

  it('writes no width for the full picture (the share image and the PDF keep their address) and w for a smaller one', () => {
    expect(previewUrl(7, value)).toBe('/api/configurator/preview?p=7&c=av-236_upholstery.ple-01~cushions.tess-104')
    expect(previewUrl(7, value, 828)).toBe('/api/configurator/preview?p=7&c=av-236_upholstery.ple-01~cushions.tess-104&w=828')
  })

  it('lists every drawn width in the srcset, smallest first, the full one last', () => {
    expect(previewSrcSet(7, 'a')).toBe('/api/configurator/preview?p=7&c=a&w=828 828w, /api/configurator/preview?p=7&c=a 1200w')
    expect(PREVIEW_WIDTHS.at(-1)).toBe(PREVIEW_WIDTH)
  })

  it('accepts only the widths it draws, written exactly', () => {
    expect(previewWidthOf(null)).toBe(PREVIEW_WIDTH)
    expect(previewWidthOf('828')).toBe(828)
    expect(previewWidthOf('1200')).toBe(1200)
    for (const raw of ['', '827', '0828', '828.0', ' 828', '4000', '-828', 'abc']) expect(previewWidthOf(raw), raw).toBeNull()
  })

  it('keeps the full picture’s proportions at every width', () => {
    expect(previewHeight(PREVIEW_WIDTH)).toBe(PREVIEW_HEIGHT)
    expect(previewHeight(828)).toBe(435)
  })

  it('reads back the product and the configuration of an address at any width, and nothing from another path', () => {
    expect(previewOfUrl(previewUrl(7, value, 828))).toEqual({ productId: 7, value })
    expect(previewOfUrl(`https://example.com${previewUrl(7, value)}`)).toEqual({ productId: 7, value })
    expect(previewOfUrl('/api/images/x.jpg?p=7')).toBeNull()
    expect(previewOfUrl('/api/configurator/preview?p=0&c=a')).toBeNull()
  })
})
