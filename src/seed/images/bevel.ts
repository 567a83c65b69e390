/**
 * Soft edges of boxes: real upholstery has no hard edge, its cushions are filled and sewn, so
 * every edge is a rounded roll that catches the light (or turns away from it) and carries a
 * seam or piping; wood and metal keep crisp edges with a thin highlight where they face the
 * light. Geometry here (which edges show, their rounding's normal, bands across them on
 * screen); render3d.ts draws them.
 */
import { dot, norm, project, type Camera, type P2 } from './camera'
import { boxCorners, type BoxPrim, type Vec3 } from './geometry'

/** Corner indices of the six faces of a box (boxCorners' bits: x 1, y 2, z 4), outward order irrelevant. */
export const boxFaces: readonly (readonly [number, number, number, number])[] = [
  [0, 2, 6, 4],
  [1, 5, 7, 3],
  [0, 4, 5, 1],
  [2, 3, 7, 6],
  [0, 1, 3, 2],
  [4, 6, 7, 5],
]

/** One edge of a box as the camera sees it. */
export interface BoxEdge {
  a: Vec3
  b: Vec3
  /** Outward normal of the face the camera sees (of either, for an inner edge). */
  n1: Vec3
  /** Outward normal of the other face. */
  n2: Vec3
  /** 'inner': both faces are seen (the roll is seen whole); 'outline': one face only (the roll turns away at the silhouette). */
  kind: 'inner' | 'outline'
  /** Faces (indices into boxFaces) on either side. */
  faces: [number, number]
  /** Corner indices (boxCorners) of its ends, the smaller first. */
  ends: [number, number]
}

/** Outward unit normals of the six faces of a box, in boxFaces' order. */
export function faceNormals(b: BoxPrim): Vec3[] {
  const w = boxCorners(b)
  return boxFaces.map((f) => {
    const c = avgOf(f.map((i) => w[i] ?? b.c))
    return norm([c[0] - b.c[0], c[1] - b.c[1], c[2] - b.c[2]])
  })
}

function avgOf(ps: Vec3[]): Vec3 {
  const s: Vec3 = [0, 0, 0]
  for (const p of ps) for (let k = 0; k < 3; k++) s[k] = (s[k] ?? 0) + (p[k] ?? 0) / ps.length
  return s
}

/** Faces of a box the camera sees (by index into boxFaces). */
export function visibleFaces(b: BoxPrim, eye: Vec3): boolean[] {
  const w = boxCorners(b)
  const normals = faceNormals(b)
  return boxFaces.map((f, i) => {
    const c = avgOf(f.map((k) => w[k] ?? b.c))
    const n = normals[i] ?? [0, 1, 0]
    return dot(n, [eye[0] - c[0], eye[1] - c[1], eye[2] - c[2]]) > 0
  })
}

/** The edges the camera sees: between two seen faces (inner) or on the outline (one seen face), each once. */
export function visibleEdges(b: BoxPrim, eye: Vec3): BoxEdge[] {
  const w = boxCorners(b)
  const normals = faceNormals(b)
  const seen = visibleFaces(b, eye)
  const byEdge = new Map<string, number[]>()
  boxFaces.forEach((f, fi) => {
    for (let k = 0; k < 4; k++) {
      const i = f[k] ?? 0
      const j = f[(k + 1) % 4] ?? 0
      const key = i < j ? `${i}-${j}` : `${j}-${i}`
      byEdge.set(key, [...(byEdge.get(key) ?? []), fi])
    }
  })
  const out: BoxEdge[] = []
  for (const [key, faces] of byEdge) {
    const [f, g] = faces
    if (f === undefined || g === undefined) continue
    const sf = seen[f] ?? false
    const sg = seen[g] ?? false
    if (!sf && !sg) continue
    const [i, j] = key.split('-').map(Number)
    const a = w[i ?? 0] ?? b.c
    const bb = w[j ?? 0] ?? b.c
    const front = sf ? f : g
    const back = sf ? g : f
    out.push({ a, b: bb, n1: normals[front] ?? [0, 1, 0], n2: normals[back] ?? [0, 1, 0], kind: sf && sg ? 'inner' : 'outline', faces: [front, back], ends: [i ?? 0, j ?? 0] })
  }
  return out
}

/** The normal halfway round an edge's roll: what the rounded edge shows to the light. */
export function bevelNormal(e: BoxEdge): Vec3 {
  return norm([e.n1[0] + e.n2[0], e.n1[1] + e.n2[1], e.n1[2] + e.n2[2]])
}

/** A band across an edge on screen: its four corners and the gradient's ends (from the first face's side across). */
export interface EdgeBand {
  pts: [P2, P2, P2, P2]
  from: P2
  to: P2
}

/**
 * A band `width` pixels wide along an edge on screen. An inner edge's band straddles it (its
 * gradient runs from the seen face `faces[0]` across to the other); an outline's lies inside
 * the silhouette only (the gradient runs from the outline inwards). `inside`: a point of the
 * face `faces[0]` on screen (its centre), to know which side is in; `outset`: how far the
 * silhouette stands outside the outline edge (a rounded stroke), where an outline's band starts.
 */
export function edgeBand(cam: Camera, e: BoxEdge, width: number, inside: P2, outset = 0): EdgeBand | null {
  const p = project(cam, e.a)
  const q = project(cam, e.b)
  const dx = q.x - p.x
  const dy = q.y - p.y
  const len = Math.hypot(dx, dy)
  if (len < 1e-6) return null
  // Unit normal on screen, pointing into the seen face.
  let nx = -dy / len
  let ny = dx / len
  if ((inside.x - p.x) * nx + (inside.y - p.y) * ny < 0) {
    nx = -nx
    ny = -ny
  }
  const at = (s: P2, d: number): P2 => ({ x: s.x + nx * d, y: s.y + ny * d, z: s.z })
  if (e.kind === 'outline') {
    const d = width * 0.8
    return { pts: [at(p, -outset), at(q, -outset), at(q, d), at(p, d)], from: at(p, -outset), to: at(p, d) }
  }
  const h = width / 2
  return { pts: [at(p, h), at(q, h), at(q, -h), at(p, -h)], from: at(p, h), to: at(p, -h) }
}

/** Convex hull of points on screen (monotone chain), counter-clockwise in screen terms; the outline of a projected box. */
export function convexHull(points: P2[]): P2[] {
  const ps = [...points].sort((a, b) => a.x - b.x || a.y - b.y)
  if (ps.length < 3) return ps
  const turn = (o: P2, a: P2, b: P2): number => (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x)
  const half = (list: P2[]): P2[] => {
    const out: P2[] = []
    for (const p of list) {
      while (out.length >= 2 && turn(out[out.length - 2] ?? p, out[out.length - 1] ?? p, p) <= 0) out.pop()
      out.push(p)
    }
    out.pop()
    return out
  }
  return [...half(ps), ...half([...ps].reverse())]
}

/**
 * A convex polygon on screen moved inwards by `d` pixels (outwards when negative), each corner
 * where its two edges' moved lines meet: bands between two such outlines join in clean mitres.
 */
export function offsetPolygon(poly: P2[], d: number): P2[] {
  const n = poly.length
  if (n < 3) return poly
  const cx = poly.reduce((s, p) => s + p.x, 0) / n
  const cy = poly.reduce((s, p) => s + p.y, 0) / n
  const inward = (a: P2, b: P2): [number, number] => {
    const len = Math.hypot(b.x - a.x, b.y - a.y) || 1
    let nx = -(b.y - a.y) / len
    let ny = (b.x - a.x) / len
    if ((cx - a.x) * nx + (cy - a.y) * ny < 0) {
      nx = -nx
      ny = -ny
    }
    return [nx, ny]
  }
  return poly.map((v, i) => {
    const prev = poly[(i + n - 1) % n] ?? v
    const next = poly[(i + 1) % n] ?? v
    const [ax, ay] = inward(prev, v)
    const [bx, by] = inward(v, next)
    // Where both moved lines meet; capped where the corner is very sharp.
    const k = d / Math.max(0.25, 1 + ax * bx + ay * by)
    return { x: v.x + (ax + bx) * k, y: v.y + (ay + by) * k, z: v.z }
  })
}
