import { describe, expect, it } from 'vitest'
import { bevelNormal, convexHull, edgeBand, offsetPolygon, visibleEdges, visibleFaces } from './bevel'
import { lookAt, type P2 } from './camera'
import { box, mat } from './geometry'

const cushion = box(-50, 0, -40, 50, 20, 40, mat('#8c7b6b'), 5)
/** In front, above and to the left: the top, the front and the left side show. */
const camera = () => lookAt([-120, 160, 260], [0, 10, 0], 1200, 400, 300)
const p = (x: number, y: number): P2 => ({ x, y, z: 1 })

describe('soft edges', () => {
  it('sees the three faces turned to the camera, and their edges once each', () => {
    const cam = camera()
    // boxFaces order: x-, x+, y-, y+, z-, z+.
    expect(visibleFaces(cushion, cam.eye)).toEqual([true, false, false, true, false, true])
    const edges = visibleEdges(cushion, cam.eye)
    // Three seen faces of four edges each: three inner edges between them, six on the outline.
    expect(edges.filter((e) => e.kind === 'inner')).toHaveLength(3)
    expect(edges.filter((e) => e.kind === 'outline')).toHaveLength(6)
    expect(new Set(edges.map((e) => e.ends.join('-'))).size).toBe(9)
  })

  it('rounds an edge halfway between its faces', () => {
    const front = visibleEdges(cushion, camera().eye).find((e) => e.kind === 'inner' && e.n1[1] + e.n2[1] > 0.9 && e.n1[2] + e.n2[2] > 0.9)
    expect(front).toBeDefined()
    if (!front) return
    const n = bevelNormal(front)
    expect(n[0]).toBeCloseTo(0)
    expect(n[1]).toBeCloseTo(Math.SQRT1_2)
    expect(n[2]).toBeCloseTo(Math.SQRT1_2)
  })

  it('lays an inner band across its edge and an outline band inside the silhouette', () => {
    const cam = camera()
    const edges = visibleEdges(cushion, cam.eye)
    const inner = edges.find((e) => e.kind === 'inner')
    const outline = edges.find((e) => e.kind === 'outline')
    if (!inner || !outline) throw new Error('edges missing')
    const centre = p(400, 300)
    const across = edgeBand(cam, inner, 10, centre)
    const inside = edgeBand(cam, outline, 10, centre, 2)
    expect(across?.pts).toHaveLength(4)
    // The outline band's gradient runs from outside the edge (the stroke's half) towards the centre.
    if (!inside) throw new Error('band missing')
    const d = (q: P2) => Math.hypot(q.x - centre.x, q.y - centre.y)
    expect(d(inside.to)).toBeLessThan(d(inside.from))
  })

  it('finds the outline of points and moves it in with mitred corners', () => {
    const square = [p(0, 0), p(10, 0), p(10, 10), p(0, 10), p(5, 5), p(2, 8)]
    const hull = convexHull(square)
    expect(hull).toHaveLength(4)
    const inset = offsetPolygon(hull, 1)
    const xs = inset.map((q) => q.x).sort((a, b) => a - b)
    const ys = inset.map((q) => q.y).sort((a, b) => a - b)
    expect(xs[0]).toBeCloseTo(1)
    expect(xs[3]).toBeCloseTo(9)
    expect(ys[0]).toBeCloseTo(1)
    expect(ys[3]).toBeCloseTo(9)
    expect(offsetPolygon(hull, -1).map((q) => q.x).sort((a, b) => a - b)[0]).toBeCloseTo(-1)
  })
})
