/** Painter's ordering of primitives and their soft floor shadows. */
import { primPoints, type Prim, type Vec3 } from './geometry'
import { avg, project, scaleAt, type Camera } from './camera'
import { drawPrim } from './render3d'
import { f2, type Svg } from './svg'

export interface Bounds {
  min: Vec3
  max: Vec3
}

export function boundsOf(points: Vec3[]): Bounds {
  const min: Vec3 = [Infinity, Infinity, Infinity]
  const max: Vec3 = [-Infinity, -Infinity, -Infinity]
  for (const p of points) {
    for (let a = 0; a < 3; a++) {
      min[a] = Math.min(min[a] ?? 0, p[a] ?? 0)
      max[a] = Math.max(max[a] ?? 0, p[a] ?? 0)
    }
  }
  return { min, max }
}

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
  for (const p of sortPrims(prims, cam)) drawPrim(svg, cam, p)
}

/**
 * Soft shadows on the floor (y = floorY): one wide ambient shadow under the whole group and
 * darker contact shadows under the parts that touch the floor.
 */
export function drawFloorShadow(svg: Svg, cam: Camera, prims: Prim[], floorY = 0, strength = 1): void {
  const all: { x: number; y: number }[] = []
  const contact: { x: number; y: number }[][] = []
  for (const p of prims) {
    if (p.kind === 'glow' || p.kind === 'line' || (p.layer ?? 0) < 0) continue
    const b = boundsOf(primPoints(p))
    if (b.min[1] - floorY > 120) continue
    const pad = 3
    let foot: Vec3[] = [
      [b.min[0] - pad, floorY, b.min[2] - pad], [b.max[0] + pad, floorY, b.min[2] - pad],
      [b.max[0] + pad, floorY, b.max[2] + pad], [b.min[0] - pad, floorY, b.max[2] + pad],
    ]
    if (p.kind === 'lathe') {
      const r = Math.max(...p.profile.map((q) => q[0])) + pad
      foot = Array.from({ length: 20 }, (_, i): Vec3 => [p.c[0] + Math.cos((i / 20) * Math.PI * 2) * r, floorY, p.c[2] + Math.sin((i / 20) * Math.PI * 2) * r])
    }
    const proj = foot.map((q) => project(cam, q))
    all.push(...proj)
    if (b.min[1] - floorY < 3) contact.push(proj)
  }
  if (!all.length) return
  const xs = all.map((q) => q.x)
  const ys = all.map((q) => q.y)
  const x0 = Math.min(...xs)
  const x1 = Math.max(...xs)
  const y0 = Math.min(...ys)
  const y1 = Math.max(...ys)
  const cx = (x0 + x1) / 2
  const cy = (y0 + y1) / 2
  const rx = ((x1 - x0) / 2) * 1.12
  const ry = Math.max(4, ((y1 - y0) / 2) * 1.3)
  // The wide ambient shadow is a radial gradient (a blur filter this large is slow to rasterise),
  // thrown a little away from the key light; under it a tighter, darker occlusion where the piece
  // stands (what makes it sit on the floor instead of floating over it).
  const away = (cam.light?.[0] ?? 1) < 0 ? 1 : -1
  const sx = cx + away * rx * 0.06
  const ambient = svg.radial(sx, cy, rx, [[0, '#3a3026', 0.26 * strength], [0.55, '#3a3026', 0.14 * strength], [1, '#3a3026', 0]], ry / rx)
  svg.add(`<ellipse cx="${f2(sx)}" cy="${f2(cy)}" rx="${f2(rx)}" ry="${f2(ry)}" fill="${ambient}"/>`)
  const orx = ((x1 - x0) / 2) * 0.96
  const ory = Math.max(3, ((y1 - y0) / 2) * 0.92)
  const occlusion = svg.radial(cx, cy, orx, [[0, '#2a221b', 0.22 * strength], [0.7, '#2a221b', 0.12 * strength], [1, '#2a221b', 0]], ory / orx)
  svg.add(`<ellipse cx="${f2(cx)}" cy="${f2(cy)}" rx="${f2(orx)}" ry="${f2(ory)}" fill="${occlusion}"/>`)
  const scale = scaleAt(cam, avg(prims.flatMap((p) => primPoints(p)).slice(0, 64)))
  const std = Math.max(1, 2.5 * scale)
  // Contact shadows: one soft radial ellipse per footprint touching the floor (no blur filter).
  for (const foot of contact) {
    const fx = foot.map((q) => q.x)
    const fy = foot.map((q) => q.y)
    const ex = (Math.min(...fx) + Math.max(...fx)) / 2
    const ey = (Math.min(...fy) + Math.max(...fy)) / 2
    const erx = (Math.max(...fx) - Math.min(...fx)) / 2 + std
    const ery = Math.max(2, (Math.max(...fy) - Math.min(...fy)) / 2 + std * 0.5)
    const fill = svg.radial(ex, ey, erx, [[0, '#1e1813', 0.55 * strength], [0.5, '#1e1813', 0.3 * strength], [1, '#1e1813', 0]], ery / erx)
    svg.add(`<ellipse cx="${f2(ex)}" cy="${f2(ey)}" rx="${f2(erx)}" ry="${f2(ery)}" fill="${fill}"/>`)
  }
}
