import { describe, expect, it } from 'vitest'
import { BOARD_TILES_PER_ROW, COMPOSITION_PICTURE_WIDTH, compositionLayout, compositionSvg } from './picture'

const picture = { width: 2400, height: 1600 }
const slots = [
  { code: 'upholstery', x: 50, y: 60 },
  { code: 'legs', x: 0, y: 100 },
  { code: 'rug', x: 30, y: 90 },
]

describe("the composition's picture", () => {
  it('puts the scene at full width, a disc on each filled slot (kept inside the scene), nothing below without a board', () => {
    const layout = compositionLayout(picture, slots, { upholstery: 'tess-101', legs: 'legni-03' }, [])
    expect(layout.width).toBe(COMPOSITION_PICTURE_WIDTH)
    expect(layout.sceneHeight).toBe(800)
    expect(layout.height).toBe(800)
    expect(layout.discs.map(({ token }) => token)).toEqual(['tess-101', 'legni-03'])
    expect(layout.discs[0]).toMatchObject({ cx: 600, cy: 480 })
    // A slot on the very corner: the disc and its ring stay whole inside the picture.
    const corner = layout.discs[1]
    expect(corner?.cx).toBe(51)
    expect(corner?.cy).toBe(800 - 51)
    expect(layout.tiles).toEqual([])
  })

  it('lays the board out in rows below the scene, as many tiles a row as fit', () => {
    const board = Array.from({ length: 12 }, (_, index) => `sample-${String(index)}`)
    const layout = compositionLayout(picture, slots, {}, board)
    expect(layout.tiles).toHaveLength(12)
    const rows = new Set(layout.tiles.map((tile) => tile.y))
    expect(rows.size).toBe(Math.ceil(12 / BOARD_TILES_PER_ROW))
    const last = layout.tiles.at(-1)
    expect(last && last.y + last.size).toBeLessThanOrEqual(layout.height)
    for (const tile of layout.tiles) expect(tile.x + tile.size).toBeLessThanOrEqual(COMPOSITION_PICTURE_WIDTH)
    // The grid is centred: as much room on its left as on its right.
    const right = Math.max(...layout.tiles.map((tile) => tile.x + tile.size))
    expect(Math.abs(COMPOSITION_PICTURE_WIDTH - right - (layout.tiles[0]?.x ?? 0))).toBeLessThanOrEqual(1)
  })

  it('draws swatches where it has them and colours where not, and escapes what goes into attributes', () => {
    const layout = compositionLayout(picture, slots, { upholstery: 'tess-101', rug: 'tess-102' }, ['ple-01'])
    const svg = compositionSvg(layout, 'data:image/jpeg;base64,AAA"<', new Map([['tess-101', { href: 'data:image/jpeg;base64,BBB', hex: '#aabbcc' }], ['tess-102', { href: null, hex: 'red' }]]))
    expect(svg).toContain('href="data:image/jpeg;base64,AAA&quot;&lt;"')
    expect(svg).toContain('href="data:image/jpeg;base64,BBB"')
    expect(svg).toContain('fill="#aabbcc"')
    // A colour that is not #rrggbb, and a sample without a fill, take the neutral one.
    expect(svg.match(/fill="#d8d2c8"/g)).toHaveLength(2)
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="1200"')).toBe(true)
  })
})
