/** Painter's ordering of primitives and their soft floor shadows. */
import { primPoints, rotateY, type BoxPrim, type Prim, type Vec3 } from './geometry'
import { avg, norm, pathOf, project, scaleAt, sub, type Camera, type P2 } from './camera'
import { mixHex } from './noise'
import { drawPrim } from './render3d'
import { f2, type Stop, type Svg } from './svg'

/** Warm near-black of the shadows (a room's light is warm, its shadows a little cooler than the light but not grey). */
const shadowInk = '#3b3028'

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
  const sorted = sortPrims(prims, cam)
  const creases = creasesOf(cam, sorted)
  sorted.forEach((p, i) => {
    drawPrim(svg, cam, p)
    const after = creases.get(i)
    if (after) drawCreases(svg, after)
  })
}

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
function creasesOf(cam: Camera, sorted: Prim[]): Map<number, Crease[]> {
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

/** Convex hull of points in a plane (monotone chain), counter-clockwise. */
function hull(points: [number, number][]): [number, number][] {
  const ps = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1])
  if (ps.length < 3) return ps
  const turn = (o: [number, number], a: [number, number], b: [number, number]) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])
  const lower: [number, number][] = []
  for (const p of ps) {
    while (lower.length >= 2 && turn(lower[lower.length - 2] ?? p, lower[lower.length - 1] ?? p, p) <= 0) lower.pop()
    lower.push(p)
  }
  const upper: [number, number][] = []
  for (const p of [...ps].reverse()) {
    while (upper.length >= 2 && turn(upper[upper.length - 2] ?? p, upper[upper.length - 1] ?? p, p) <= 0) upper.pop()
    upper.push(p)
  }
  return [...lower.slice(0, -1), ...upper.slice(0, -1)]
}

function lerp3(a: Vec3, b: Vec3, t: number): Vec3 {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t]
}

/**
 * Creases as soft dark lines: each stretch a band filled with a gradient across it, dark in
 * the middle and clear at both sides (a blur without a filter, which would cost a whole
 * picture's surface per crease).
 */
function drawCreases(svg: Svg, creases: Crease[]): void {
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


/**
 * The occlusion under each part standing low over the floor, for the shadow layer (svg.ts
 * `shadow`, blurred and multiplied under the furniture): its footprint, a little larger and
 * thrown away from the key light the higher it stands, darker the closer it is to the floor.
 * Darker footprints are drawn last, so that where they overlap the darkest one wins (no
 * doubling where parts stack).
 */
function floorOcclusion(svg: Svg, cam: Camera, prims: Prim[], floorY: number, strength: number, scale: number): void {
  const light = cam.light ?? [0.35, 0.9, 0.45]
  const lift = Math.max(0.3, light[1])
  const feet: { d: string; shade: number }[] = []
  for (const p of prims) {
    if (p.kind === 'glow' || p.kind === 'line' || (p.layer ?? 0) < 0) continue
    const pts = primPoints(p)
    const b = boundsOf(pts)
    const h = b.min[1] - floorY
    if (h > 70) continue
    const near = 1 - Math.max(0, h) / 70
    const shade = Math.min(0.78, 0.62 * near * near * strength)
    if (shade < 0.03) continue
    const grow = 2 + h * 0.12
    const ox = (-light[0] / lift) * h * 0.45
    const oz = (-light[2] / lift) * h * 0.45
    let foot: Vec3[]
    if (p.kind === 'lathe') {
      const r = Math.max(...p.profile.map((q) => q[0])) + grow
      foot = Array.from({ length: 16 }, (_, i): Vec3 => [p.c[0] + ox + Math.cos((i / 16) * Math.PI * 2) * r, floorY, p.c[2] + oz + Math.sin((i / 16) * Math.PI * 2) * r])
    } else {
      foot = [
        [b.min[0] - grow + ox, floorY, b.min[2] - grow + oz], [b.max[0] + grow + ox, floorY, b.min[2] - grow + oz],
        [b.max[0] + grow + ox, floorY, b.max[2] + grow + oz], [b.min[0] - grow + ox, floorY, b.max[2] + grow + oz],
      ]
    }
    feet.push({ d: pathOf(foot.map((q) => project(cam, q))), shade })
  }
  // The shadow each part casts along the key light (soft and faint: light from a window, not the sun).
  for (const p of prims) {
    if (p.kind === 'glow' || p.kind === 'line' || (p.layer ?? 0) < 0) continue
    const pts = primPoints(p).filter((q) => q[1] > floorY + 0.5)
    if (pts.length < 3) continue
    const cast = hull(pts.map((q): [number, number] => {
      const t = (q[1] - floorY) / lift
      return [q[0] - light[0] * t, q[2] - light[2] * t]
    }))
    if (cast.length >= 3) feet.push({ d: pathOf(cast.map(([x, z]) => project(cam, [x, floorY, z]))), shade: 0.14 * strength })
  }
  feet.sort((a, b) => a.shade - b.shade)
  for (const { d, shade } of feet) svg.shadow(`<path d="${d}" fill="${mixHex('#ffffff', shadowInk, shade)}"/>`, Math.max(1.5, 5 * scale))
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
  floorOcclusion(svg, cam, prims, floorY, strength, scale)
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
