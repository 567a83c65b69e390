/** Creases: soft dark bands where two parts meet in a concave corner (seat against back or arm). */
import { rotateY, type BoxPrim, type Prim, type Vec3 } from './geometry'
import { norm, pathOf, project, scaleAt, sub, type Camera, type P2 } from './camera'
import { f2, type Stop, type Svg } from './svg'
import { shadowInk } from './shadows'

/** Where two parts meet in a concave corner (a seat cushion against the back or an arm): a short soft occlusion line. */
interface Crease {
  /** Projected ends of the visible stretches. */
  segments: [P2, P2][]
  /** Pixels per centimetre there. */
  scale: number
}

/** A point inside a box (shrunk by `margin` cm)? */
function insideBox(p: Vec3, b: BoxPrim, margin: number): boolean {
  const q = rotateY([p[0] - b.c[0], p[1] - b.c[1], p[2] - b.c[2]], -b.rotY)
  const ct = Math.cos(b.tilt)
  const st = Math.sin(b.tilt)
  const ly = q[1] * ct + q[2] * st
  const lz = -q[1] * st + q[2] * ct
  return Math.abs(q[0]) < b.s[0] / 2 - margin && Math.abs(ly) < b.s[1] / 2 - margin && Math.abs(lz) < b.s[2] / 2 - margin
}

/**
 * The creases between boxes that touch (or sink a little into each other) and share their
 * turn: the outline of their contact face, kept where the camera sees it (a point just off
 * it towards the camera lies inside no box). Each crease is drawn right after the later of
 * its two boxes, so that what stands in front still covers it.
 */
export function creasesOf(cam: Camera, sorted: Prim[]): Map<number, Crease[]> {
  const out = new Map<number, Crease[]>()
  const boxes: { b: BoxPrim; i: number; lo: Vec3; hi: Vec3 }[] = []
  sorted.forEach((p, i) => {
    if (p.kind !== 'box' || Math.abs(p.tilt) > 1e-6 || (p.layer ?? 0) < 0 || p.m.finish === 'glass' || p.m.finish === 'glow') return
    const c = rotateY(p.c, -p.rotY)
    boxes.push({ b: p, i, lo: [c[0] - p.s[0] / 2, c[1] - p.s[1] / 2, c[2] - p.s[2] / 2], hi: [c[0] + p.s[0] / 2, c[1] + p.s[1] / 2, c[2] + p.s[2] / 2] })
  })
  const solid = sorted.filter((p): p is BoxPrim => p.kind === 'box' && (p.layer ?? 0) >= 0 && p.m.finish !== 'glass')
  for (let x = 0; x < boxes.length; x++) {
    for (let y = x + 1; y < boxes.length; y++) {
      const a = boxes[x]
      const b = boxes[y]
      if (!a || !b || Math.abs(a.b.rotY - b.b.rotY) > 1e-6) continue
      const lo: Vec3 = [0, 0, 0]
      const hi: Vec3 = [0, 0, 0]
      let normal = -1
      let thinnest = Infinity
      let ok = true
      for (let k = 0; k < 3; k++) {
        lo[k] = Math.max(a.lo[k] ?? 0, b.lo[k] ?? 0)
        hi[k] = Math.min(a.hi[k] ?? 0, b.hi[k] ?? 0)
        const overlap = (hi[k] ?? 0) - (lo[k] ?? 0)
        if (overlap < -1) ok = false
        if (overlap < thinnest) {
          thinnest = overlap
          normal = k
        }
      }
      // Touching (or sunk up to a few centimetres) across one axis, and over a real area across the others.
      if (!ok || thinnest > 4 || normal < 0) continue
      const [u, v] = [0, 1, 2].filter((k) => k !== normal) as [number, number]
      if ((hi[u] ?? 0) - (lo[u] ?? 0) < 3 || (hi[v] ?? 0) - (lo[v] ?? 0) < 3) continue
      const at = ((lo[normal] ?? 0) + (hi[normal] ?? 0)) / 2
      const point = (pu: number, pv: number): Vec3 => {
        const q: Vec3 = [0, 0, 0]
        q[normal] = at
        q[u] = pu
        q[v] = pv
        return rotateY(q, a.b.rotY)
      }
      const u0 = lo[u] ?? 0
      const u1 = hi[u] ?? 0
      const v0 = lo[v] ?? 0
      const v1 = hi[v] ?? 0
      // Each edge of the contact face with the in-plane axis it bounds and on which side; a crease
      // only where one box goes on past the edge and the other stops (flush ends make a seam).
      const edges: [Vec3, Vec3, number, number, number][] = [
        [point(u0, v0), point(u1, v0), v, v0, -1], [point(u1, v0), point(u1, v1), u, u1, 1],
        [point(u1, v1), point(u0, v1), v, v1, 1], [point(u0, v1), point(u0, v0), u, u0, -1],
      ]
      // A part resting on another (contact across y) creases even where the other reaches only a little past it.
      const step = normal === 1 ? 0.3 : 1
      const beyond = (box: { lo: Vec3; hi: Vec3 }, axis: number, edge: number, side: number): boolean => (side > 0 ? (box.hi[axis] ?? 0) > edge + step : (box.lo[axis] ?? 0) < edge - step)
      const segments: [P2, P2][] = []
      let scale = 0
      for (const [e0, e1, axis, edge, side] of edges) {
        const pastA = beyond(a, axis, edge, side)
        const pastB = beyond(b, axis, edge, side)
        if (pastA === pastB) continue
        const pieces = 6
        // Visible stretches of the edge: runs of pieces whose point just off the edge, towards the camera, lies inside no box.
        let run = -1
        for (let k = 0; k <= pieces; k++) {
          let seen = false
          if (k < pieces) {
            const mid = lerp3(e0, e1, (k + 0.5) / pieces)
            const toEye = norm(sub(cam.eye, mid))
            const probe: Vec3 = [mid[0] + toEye[0] * 2, mid[1] + toEye[1] * 2, mid[2] + toEye[2] * 2]
            seen = !solid.some((s) => insideBox(probe, s, 0.05))
            if (seen) scale = Math.max(scale, scaleAt(cam, mid))
          }
          if (seen && run < 0) run = k
          if (!seen && run >= 0) {
            segments.push([project(cam, lerp3(e0, e1, run / pieces)), project(cam, lerp3(e0, e1, k / pieces))])
            run = -1
          }
        }
      }
      if (!segments.length) continue
      const later = Math.max(a.i, b.i)
      const list = out.get(later) ?? []
      list.push({ segments, scale })
      out.set(later, list)
    }
  }
  return out
}

function lerp3(a: Vec3, b: Vec3, t: number): Vec3 {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t]
}

/**
 * Creases as soft dark lines: each stretch a band filled with a gradient across it, dark in
 * the middle and clear at both sides (a blur without a filter, which would cost a whole
 * picture's surface per crease).
 */
export function drawCreases(svg: Svg, creases: Crease[]): void {
  for (const { segments, scale } of creases) {
    // Small on screen, a crease would read as a pencil line: it fades out below about 7 pixels across.
    const half = 3.8 * scale
    if (half < 1.5) continue
    for (const [a, b] of segments) {
      const length = Math.hypot(b.x - a.x, b.y - a.y)
      if (length < 1) continue
      const tx = (b.x - a.x) / length
      const ty = (b.y - a.y) / length
      const nx = -ty * half
      const ny = tx * half
      const ex = tx * half * 0.4
      const ey = ty * half * 0.4
      const mx = (a.x + b.x) / 2
      const my = (a.y + b.y) / 2
      const fill = svg.linear(mx + nx, my + ny, mx - nx, my - ny, creaseStops)
      const quad = [
        { x: a.x - ex + nx, y: a.y - ey + ny, z: 0 }, { x: b.x + ex + nx, y: b.y + ey + ny, z: 0 },
        { x: b.x + ex - nx, y: b.y + ey - ny, z: 0 }, { x: a.x - ex - nx, y: a.y - ey - ny, z: 0 },
      ]
      svg.add(`<path d="${pathOf(quad)}" fill="${fill}"${half < 7 ? ` fill-opacity="${f2(half / 7)}"` : ''}/>`)
    }
  }
}

/** Across a crease: a bell of shadow, 0.3 at its darkest. */
const creaseStops: Stop[] = [[0, shadowInk, 0], [0.22, shadowInk, 0.04], [0.38, shadowInk, 0.17], [0.5, shadowInk, 0.3], [0.62, shadowInk, 0.17], [0.78, shadowInk, 0.04], [1, shadowInk, 0]]
