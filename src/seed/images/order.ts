/** Painter's ordering of primitives; creases drawn after the parts they join. */
import { boundsOf, primPoints, type Bounds, type Prim, type Vec3 } from './geometry'
import { project, type Camera } from './camera'
import { drawPrim } from './render3d'
import { type Svg } from './svg'
import { creasesOf, drawCreases } from './creases'

/** -1: draw a first, 1: draw b first, 0: no separating axis. */
function order(a: Bounds, b: Bounds, eye: Vec3): number {
  const eps = 0.6
  for (let axis = 0; axis < 3; axis++) {
    const e = eye[axis] ?? 0
    const ca = (a.min[axis] ?? 0) + (a.max[axis] ?? 0)
    const cb = (b.min[axis] ?? 0) + (b.max[axis] ?? 0)
    if (ca < cb && (a.max[axis] ?? 0) <= (b.min[axis] ?? 0) + eps) {
      if (e >= (b.min[axis] ?? 0)) return -1
      if (e <= (a.max[axis] ?? 0)) return 1
    }
    if (cb < ca && (b.max[axis] ?? 0) <= (a.min[axis] ?? 0) + eps) {
      if (e >= (a.min[axis] ?? 0)) return 1
      if (e <= (b.max[axis] ?? 0)) return -1
    }
  }
  return 0
}

/** Painter's order: by layer, then a topological sort of bounding-box separations. */
export function sortPrims(prims: Prim[], cam: Camera): Prim[] {
  const eye = cam.eye
  const items = prims.map((p) => {
    const pts = primPoints(p)
    const b = boundsOf(pts)
    const c: Vec3 = [(b.min[0] + b.max[0]) / 2, (b.min[1] + b.max[1]) / 2, (b.min[2] + b.max[2]) / 2]
    const screen = pts.map((q) => project(cam, q))
    const pad = p.kind === 'glow' ? Infinity : 0
    const rect = {
      x0: Math.min(...screen.map((q) => q.x)) - pad,
      x1: Math.max(...screen.map((q) => q.x)) + pad,
      y0: Math.min(...screen.map((q) => q.y)) - pad,
      y1: Math.max(...screen.map((q) => q.y)) + pad,
    }
    return { p, b, rect, layer: p.layer ?? 0, dist: Math.hypot(c[0] - eye[0], c[1] - eye[1], c[2] - eye[2]) }
  })
  const n = items.length
  const before: number[][] = items.map(() => [])
  const pending = new Array<number>(n).fill(0)
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const a = items[i]
      const b = items[j]
      if (!a || !b || a.layer !== b.layer) continue
      // Only pieces that overlap on screen need an order; others would only add false cycles.
      if (a.rect.x1 < b.rect.x0 || b.rect.x1 < a.rect.x0 || a.rect.y1 < b.rect.y0 || b.rect.y1 < a.rect.y0) continue
      const o = order(a.b, b.b, eye)
      if (o < 0) {
        before[i]?.push(j)
        pending[j] = (pending[j] ?? 0) + 1
      } else if (o > 0) {
        before[j]?.push(i)
        pending[i] = (pending[i] ?? 0) + 1
      }
    }
  }
  const done = new Array<boolean>(n).fill(false)
  const out: Prim[] = []
  for (let k = 0; k < n; k++) {
    let pick = -1
    let pickKey = Infinity
    let fallback = -1
    let fallbackKey = Infinity
    for (let i = 0; i < n; i++) {
      const it = items[i]
      if (done[i] || !it) continue
      const key = it.layer * 1e7 - it.dist
      if ((pending[i] ?? 0) === 0 && key < pickKey) {
        pick = i
        pickKey = key
      }
      const stuck = (pending[i] ?? 0) * 1e9 + key
      if (stuck < fallbackKey) {
        fallback = i
        fallbackKey = stuck
      }
    }
    const chosen = pick >= 0 ? pick : fallback
    const it = items[chosen]
    if (!it) break
    done[chosen] = true
    out.push(it.p)
    for (const j of before[chosen] ?? []) pending[j] = (pending[j] ?? 0) - 1
  }
  return out
}

export function drawPrims(svg: Svg, cam: Camera, prims: Prim[]): void {
  const sorted = sortPrims(prims, cam)
  const creases = creasesOf(cam, sorted)
  sorted.forEach((p, i) => {
    drawPrim(svg, cam, p)
    const after = creases.get(i)
    if (after) drawCreases(svg, after)
  })
}
