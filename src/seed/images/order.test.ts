import { describe, expect, it } from 'vitest'
import { lookAt } from './camera'
import { box, mat } from './geometry'
import { drawPrims } from './order'
import { drawFloorShadow } from './shadows'
import { Svg } from './svg'

const fabric = mat('#8c7b6b', 'matte')
/** A camera in front, above and to the left, 4 px per cm at 300 cm. */
const camera = () => lookAt([-120, 160, 260], [0, 30, 0], 1200, 400, 300)
const creases = (svg: Svg) => svg.toString().match(/stop-color="#3b3028" stop-opacity="0.3"/g)?.length ?? 0

describe('painter and shadows', () => {
  it('darkens the corner where a cushion sits on a larger base, not the flush ends of two parts', () => {
    const seated = new Svg(800, 600)
    drawPrims(seated, camera(), [box(-100, 0, -40, 100, 30, 40, fabric), box(-60, 30, -30, 60, 45, 30, fabric)])
    expect(creases(seated)).toBeGreaterThan(0)
    // Two blocks end to end with the same section: a seam, no crease.
    const flush = new Svg(800, 600)
    drawPrims(flush, camera(), [box(-100, 0, -40, 0, 30, 40, fabric), box(0, 0, -40, 100, 30, 40, fabric)])
    expect(creases(flush)).toBe(0)
  })

  it('puts occlusion footprints and cast shadows in the shadow layer, darker for what stands low', () => {
    const svg = new Svg(800, 600)
    drawFloorShadow(svg, camera(), [box(-50, 0, -20, 50, 40, 20, fabric), box(-50, 25, -20, 50, 30, 20, fabric)])
    expect(svg.shadowSoftness).toBeGreaterThan(0)
    const fills = [...svg.shadowString(1).matchAll(/<path d="[^"]+" fill="(#[0-9a-f]{6})"/g)].map((m) => parseInt((m[1] ?? '#ffffff').slice(1, 3), 16))
    // Two footprints and two cast shadows, drawn lightest first: where they overlap, the darkest (the part on the floor) stays.
    expect(fills).toHaveLength(4)
    expect(fills).toEqual([...fills].sort((a, b) => b - a))
    expect(fills[0]).toBeGreaterThan(fills[3] ?? 255)
  })
})
