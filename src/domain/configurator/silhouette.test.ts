import { describe, expect, it } from 'vitest'
import { previewSvg } from './previewSvg'
import { silhouette } from './silhouette'

describe('the configured piece’s drawing', () => {
  it('fits the version’s dimensions: as long and as high as the version, legs on the floor', () => {
    const boxes = silhouette({ length: 236, height: 78, depth: 98, seatHeight: 42 })
    expect(Math.max(...boxes.map((box) => box.x + box.width))).toBe(236)
    expect(Math.max(...boxes.map((box) => box.y + box.height))).toBeCloseTo(78)
    expect(Math.max(...boxes.map((box) => box.z + box.depth))).toBe(98)
    expect(boxes.filter((box) => box.surface === 'legs').every((box) => box.y === 0)).toBe(true)
    expect(boxes.filter((box) => box.surface === 'cushions').length).toBe(6)
  })

  it('gives a deep layout (corner, chaise longue) its extension, as deep as the version', () => {
    const boxes = silhouette({ length: 282, height: 74, depth: 165, seatHeight: 40 })
    expect(Math.max(...boxes.map((box) => box.z + box.depth))).toBe(165)
    expect(boxes.filter((box) => box.surface === 'legs')).toHaveLength(8)
  })

  it('draws an SVG with the swatches as patterns, and only safe colours', () => {
    const svg = previewSvg(silhouette({ length: 78, height: 96, depth: 86, seatHeight: 38 }), {
      body: { href: 'data:image/jpeg;base64,AAAA', hex: '#a89984' },
      cushions: { href: null, hex: '"/><script>' },
      legs: { href: null, hex: '#2f2a26' },
    })
    expect(svg.startsWith('<svg')).toBe(true)
    expect(svg).toContain('<pattern id="p-body"')
    expect(svg).not.toContain('<script>')
    expect(svg).toContain('fill="#b8b0a4"')
  })
})
