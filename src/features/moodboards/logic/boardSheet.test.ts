import { describe, expect, it } from 'vitest'
import type { BoardItem } from './board'
import { boardSheetCharacters, boardSheetEntries, captionOn, fitCanvas, flowColumns, keyOrder, type BoardSheet } from './boardSheet'
import type { Piece } from './pieces'

const item = (kind: BoardItem['kind'], ref: string, x: number, y: number, z: number, extra: Partial<BoardItem> = {}): BoardItem => ({ kind, ref, x, y, w: 200, h: 200, z, text: '', colour: '', ...extra })
const sofa: Piece = { ref: 'product:12', name: '云朵\u00a0沙发', detail: 'NUV-3', image: '/api/media/file/sofa.jpg', href: '/zh/products/yunduo' }

describe('the printed board', () => {
  it('numbers the pieces in reading order and lists them back to front', () => {
    const items = [item('note', '', 600, 400, 0, { text: 'Luce calda' }), item('product', '12', 400, 20, 2), item('swatch', '', 20, 20, 1, { text: 'Terracotta', colour: '#b5553a' })]
    const entries = boardSheetEntries(items, [sofa])
    expect(entries.map((entry) => entry.kind)).toEqual(['note', 'swatch', 'product'])
    expect(entries.map((entry) => entry.number)).toEqual([3, 1, 2])
    expect(keyOrder(entries).map((entry) => entry.kind)).toEqual(['swatch', 'product', 'note'])
    const product = entries.find((entry) => entry.kind === 'product')
    expect(product).toMatchObject({ name: '云朵 沙发', detail: 'NUV-3', available: true, href: '/zh/products/yunduo' })
    expect(entries.find((entry) => entry.kind === 'swatch')).toMatchObject({ name: 'Terracotta', detail: '#b5553a', colour: '#b5553a', href: null })
  })

  it('marks a piece whose document is gone as unavailable', () => {
    const [gone] = boardSheetEntries([item('material', '7', 0, 0, 0)], [])
    expect(gone).toMatchObject({ available: false, name: '', image: null, href: null })
  })

  it('fits the 3:2 canvas into a frame, centred', () => {
    const fitted = fitCanvas({ left: 40, bottom: 40, width: 760, height: 440 })
    expect(fitted.scale).toBeCloseTo(0.55)
    expect(fitted.height).toBeCloseTo(440)
    expect(fitted.left).toBeCloseTo(40 + (760 - 660) / 2)
    expect(fitted.top).toBeCloseTo(480)
  })

  it('flows the key’s rows down two columns, a row never split, then onto the next page', () => {
    const { placed, pages } = flowColumns([60, 60, 60, 100, 60, 60], 130, 2)
    expect(placed).toEqual([
      { page: 0, column: 0, offset: 0 },
      { page: 0, column: 0, offset: 60 },
      { page: 0, column: 1, offset: 0 },
      { page: 1, column: 0, offset: 0 },
      { page: 1, column: 1, offset: 0 },
      { page: 1, column: 1, offset: 60 },
    ])
    expect(pages).toBe(2)
    expect(flowColumns([], 130, 2).pages).toBe(0)
    // A row taller than a column gets a column of its own.
    expect(flowColumns([300, 20], 130, 2).placed.map((place) => place.column)).toEqual([0, 1])
  })

  it('cuts the face to the characters printed', () => {
    const sheet: BoardSheet = {
      brand: 'Atelier Vesta',
      date: 'Создан 27 ноября',
      site: 'example.com',
      title: 'Дача',
      byline: null,
      labels: { key: 'Key', code: 'Code', unavailable: 'Gone', kinds: { product: 'P', material: 'M', image: 'I', swatch: 'S', note: 'N', configuration: 'C', composition: 'M' }, page: (page, pages) => `${String(page)}/${String(pages)}` },
      entries: boardSheetEntries([item('product', '12', 0, 0, 0)], [sofa]),
    }
    const characters = boardSheetCharacters(sheet, 3)
    for (const character of ['云', 'Д', '#', '—', '·', '9', ' ']) expect(characters).toContain(character)
    expect(new Set(characters).size).toBe(Array.from(characters).length)
  })

  it('captions a swatch in the colour that reads on it', () => {
    expect(captionOn('#f4efe6')).toBe('dark')
    expect(captionOn('#1d2b3a')).toBe('light')
    expect(captionOn('')).toBe('dark')
  })
})
