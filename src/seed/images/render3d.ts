/**
 * Draws single primitives of geometry.ts as SVG through a perspective camera: per-face
 * gradients for volume, soft rounded edges for upholstery, cylinder shading and exact
 * silhouettes for lathe solids, puffy cushions. Ordering and shadows live in order.ts.
 */
import { avg, cross, dot, norm, pathOf, project, scaleAt, sub, type Camera, type P2 } from './camera'
import { boxCorners, latheRings, primPoints, type BoxPrim, type Finish, type LathePrim, type Material, type PillowPrim, type Prim, type Vec3 } from './geometry'
import { mixHex, shadeHex } from './noise'
import { bevelNormal, boxFaces, convexHull, edgeBand, faceNormals, offsetPolygon, visibleEdges, visibleFaces } from './bevel'
import { f1, type Svg } from './svg'
import { textureAttr } from './texture'

/** Key light: from the upper right, in front (the studio's window); a room's camera may set its own (its window's side). */
export const LIGHT = norm([0.35, 0.9, 0.45])
/** The same light from the upper left. */
export const LIGHT_LEFT = norm([-0.35, 0.9, 0.45])

function lambert(cam: Camera, n: Vec3): number {
  return 0.6 + 0.45 * Math.max(0, dot(n, cam.light ?? LIGHT))
}

/** True when the key light comes from the left: highlights across round things move to that side. */
function lightLeft(cam: Camera): boolean {
  return (cam.light ?? LIGHT)[0] < 0
}

/** Gradient stops (offset, factor) for flat faces by finish. */
const faceStops: Record<Finish, [number, number][]> = {
  matte: [[0, 1.03], [1, 0.86]],
  satin: [[0, 1.07], [0.55, 1], [1, 0.88]],
  gloss: [[0, 1.02], [0.22, 1.2], [0.42, 1], [1, 0.86]],
  metal: [[0, 1.3], [0.35, 0.82], [0.65, 1.18], [1, 0.72]],
  glow: [[0, 1.04], [1, 0.9]],
  mirror: [[0, 1.14], [0.45, 0.94], [0.7, 1.08], [1, 0.96]],
  glass: [[0, 1.1], [1, 0.95]],
}

/** Top faces: darker at the back (occluded), lighter at the front edge. */
const topStops: Partial<Record<Finish, [number, number][]>> = {
  matte: [[0, 0.9], [0.7, 1.02], [1, 1.06]],
  satin: [[0, 0.92], [0.6, 1.04], [1, 1.08]],
}

/** Stops across a lit cylinder, left to right. */
const cylStops: Record<Finish, [number, number][]> = {
  matte: [[0, 0.66], [0.3, 0.86], [0.68, 1.04], [0.88, 0.96], [1, 0.74]],
  satin: [[0, 0.62], [0.3, 0.86], [0.66, 1.12], [0.86, 0.95], [1, 0.7]],
  gloss: [[0, 0.6], [0.3, 0.88], [0.62, 1.3], [0.7, 1.05], [0.9, 0.9], [1, 0.66]],
  metal: [[0, 0.55], [0.18, 1.25], [0.36, 0.7], [0.62, 1.45], [0.8, 0.78], [1, 0.5]],
  glow: [[0, 0.8], [0.3, 0.97], [0.62, 1.06], [0.85, 0.98], [1, 0.8]],
  mirror: [[0, 0.7], [0.5, 1.2], [1, 0.7]],
  glass: [[0, 0.9], [0.5, 1.2], [1, 0.9]],
}

function tone(m: Material, f: number): string {
  if (m.finish === 'glow') return shadeHex(mixHex(m.colour, '#fff3da', 0.2), f)
  return shadeHex(m.colour, f)
}

function gradientFill(svg: Svg, m: Material, base: number, a: P2, b: P2, stops: [number, number][]): string {
  return svg.linear(a.x, a.y, b.x, b.y, stops.map(([o, f]) => [o, tone(m, base * f)]))
}

function opacityAttr(m: Material): string {
  return m.finish === 'glass' ? ' fill-opacity="0.38"' : ''
}

/** Upholstery: a matte box with rounded edges wide enough to show (cushions, arms, backs, bases). */
function upholstered(b: BoxPrim, softPx: number): boolean {
  return b.m.finish === 'matte' && b.soft >= 2 && softPx >= 1.2
}

/** Hard finishes that keep a crisp edge with a thin highlight where it faces the light. */
const hardFinishes: ReadonlySet<Finish> = new Set<Finish>(['satin', 'gloss', 'metal'])

/**
 * A filled cushion's faces are crowned: the top lighter over its middle than at the back and
 * front where it rolls into its edges, the sides fullest a little below their top (the rolls
 * themselves are drawn over the edges). In the face's own gradient: no extra fill.
 */
const crownTop: [number, number][] = [[0, 0.9], [0.45, 1.06], [0.8, 1.03], [1, 0.95]]
const crownSide: [number, number][] = [[0, 0.98], [0.35, 1.04], [1, 0.86]]

/** How a rounded edge is lit: a little more contrast than the flat faces (the roll turns through the light). */
function rollLight(cam: Camera, n: Vec3): number {
  return 0.55 + 0.55 * Math.max(0, dot(n, cam.light ?? LIGHT))
}

/**
 * Rounded edges of upholstery: bands across each inner edge shaded by the roll's normal, a band
 * inside the silhouette (mitred at its corners) where the roll turns away, piping along a
 * cushion's top and bottom panels. `corners`: the box's corners on screen; `hull`: its outline.
 */
function drawSoftEdges(svg: Svg, cam: Camera, b: BoxPrim, softPx: number, centres: P2[], corners: P2[], rims: string[]): void {
  const texture = textureAttr(b.m.finish)
  const edges = visibleEdges(b, cam.eye)
  for (const e of edges) {
    const centre = centres[e.faces[0]]
    if (e.kind !== 'inner' || !centre) continue
    const band = edgeBand(cam, e, softPx * 1.4, centre)
    if (!band || Math.hypot(band.pts[1].x - band.pts[0].x, band.pts[1].y - band.pts[0].y) < 4) continue
    const colour = tone(b.m, rollLight(cam, bevelNormal(e)))
    const fill = svg.linear(band.from.x, band.from.y, band.to.x, band.to.y, [[0, colour, 0], [0.3, colour, 0.3], [0.5, colour, 0.6], [0.7, colour, 0.3], [1, colour, 0]])
    svg.add(`<path d="${pathOf(band.pts)}" fill="${fill}"${texture}/>`)
  }
  // Inside the silhouette the roll turns away: its face's rim tone fading inwards (mitred where two outline edges meet).
  const hull = convexHull(corners)
  const inner = offsetPolygon(hull, softPx * 1.2)
  const n = hull.length
  const faceOf = hull.map((p, k) => {
    const i = corners.indexOf(p)
    const j = corners.indexOf(hull[(k + 1) % n] ?? p)
    return edges.find((x) => x.kind === 'outline' && ((x.ends[0] === i && x.ends[1] === j) || (x.ends[0] === j && x.ends[1] === i)))?.faces[0] ?? -1
  })
  for (let k = 0; k < n; k++) {
    const o0 = hull[k]
    const o1 = hull[(k + 1) % n]
    const rim = rims[faceOf[k] ?? -1]
    if (!o0 || !o1 || !rim || Math.hypot(o1.x - o0.x, o1.y - o0.y) < 4) continue
    // Across the band: from the outline inwards, square to the edge; mitred where the next band is the same face's, square-ended where another face's begins.
    const len = Math.hypot(o1.x - o0.x, o1.y - o0.y)
    let nx = -(o1.y - o0.y) / len
    let ny = (o1.x - o0.x) / len
    const mid = inner[k] ?? o0
    if ((mid.x - o0.x) * nx + (mid.y - o0.y) * ny < 0) {
      nx = -nx
      ny = -ny
    }
    const d = softPx * 1.2
    const square = (o: P2): P2 => ({ x: o.x + nx * d, y: o.y + ny * d, z: 0 })
    const i0 = faceOf[(k + n - 1) % n] === faceOf[k] ? inner[k] ?? square(o0) : square(o0)
    const i1 = faceOf[(k + 1) % n] === faceOf[k] ? inner[(k + 1) % n] ?? square(o1) : square(o1)
    const to = square(o0)
    const fill = svg.linear(o0.x, o0.y, to.x, to.y, [[0, rim, 0.9], [0.4, rim, 0.4], [1, rim, 0]])
    svg.add(`<path d="${pathOf([o0, o1, i1, i0])}" fill="${fill}"${texture}/>`)
  }
  if (b.soft < 5) return
  // Piping round the top and bottom panels (boxFaces 2 and 3): a dark welt with a lit lip above it.
  const seams = edges.filter((e) => e.faces.some((f) => f === 2 || f === 3))
  if (!seams.length) return
  const d = seams.map((e) => pathOf([project(cam, e.a), project(cam, e.b)], false)).join('')
  const w = Math.max(0.7, 0.45 * scaleAt(cam, b.c))
  svg.add(`<path d="${d}" fill="none" stroke="${tone(b.m, 0.66)}" stroke-opacity="0.5" stroke-width="${f1(w)}" stroke-linecap="round"${texture}/>`)
  svg.add(`<path d="${d}" fill="none" stroke="${tone(b.m, 1.16)}" stroke-opacity="0.3" stroke-width="${f1(w * 0.6)}" stroke-linecap="round" transform="translate(0 ${f1(-w * 0.7)})"${texture}/>`)
}

/** Wood and metal: a thin highlight along the edges whose rounding faces the light. */
function drawHardEdges(svg: Svg, cam: Camera, b: BoxPrim): void {
  const px = scaleAt(cam, b.c)
  const w = Math.min(1.6, Math.max(0.6, 0.3 * px))
  const lines: string[] = []
  for (const e of visibleEdges(b, cam.eye)) {
    if (e.kind !== 'inner') continue
    const facing = dot(bevelNormal(e), cam.light ?? LIGHT)
    if (facing < 0.3) continue
    const p = project(cam, e.a)
    const q = project(cam, e.b)
    if (Math.hypot(q.x - p.x, q.y - p.y) < 8) continue
    lines.push(pathOf([p, q], false))
  }
  if (!lines.length) return
  svg.add(`<path d="${lines.join('')}" fill="none" stroke="${tone(b.m, b.m.finish === 'metal' ? 1.35 : 1.22)}" stroke-opacity="0.5" stroke-width="${f1(w)}" stroke-linecap="round"/>`)
}

function drawBox(svg: Svg, cam: Camera, b: BoxPrim): void {
  const w = boxCorners(b)
  const normals = faceNormals(b)
  const seen = visibleFaces(b, cam.eye)
  const visible: { pts: Vec3[]; n: Vec3; index: number }[] = []
  boxFaces.forEach((f, index) => {
    if (seen[index]) visible.push({ pts: f.map((i) => w[i] ?? b.c), n: normals[index] ?? [0, 1, 0], index })
  })
  visible.sort((p, q) => p.n[1] - q.n[1])
  const soft = b.soft * scaleAt(cam, b.c)
  const cushion = upholstered(b, soft)
  const centres: P2[] = []
  const corners = cushion ? w.map((p) => project(cam, p)) : []
  /** Each seen face's tone where it rolls away at the silhouette. */
  const rims: string[] = []
  if (cushion) {
    // The silhouette rounded by each face's outline stroked in its rim tone; the faces drawn over it meet at their true edges.
    const strokes = visible.map(({ pts, n, index }) => {
      rims[index] = tone(b.m, lambert(cam, n) * 0.86)
      return `<path d="${pathOf(pts.map((p) => project(cam, p)))}" fill="none" stroke="${rims[index]}" stroke-width="${f1(soft)}" stroke-linejoin="round"${textureAttr(b.m.finish)}/>`
    })
    svg.add(strokes.reverse().join(''))
  }
  for (const { pts, n, index } of visible) {
    const horizontal = Math.abs(n[1]) > 0.7
    const sorted = [...pts].sort((p, q) => (horizontal ? dot(sub(q, cam.eye), cam.fwd) - dot(sub(p, cam.eye), cam.fwd) : q[1] - p[1]))
    const top = project(cam, avg(sorted.slice(0, 2)))
    const bottom = project(cam, avg(sorted.slice(2)))
    const stops = cushion ? (horizontal ? crownTop : crownSide) : horizontal ? topStops[b.m.finish] ?? faceStops[b.m.finish] : faceStops[b.m.finish]
    const fill = gradientFill(svg, b.m, lambert(cam, n), top, bottom, stops)
    const screen = pts.map((p) => project(cam, p))
    const d = pathOf(screen)
    const stroke = soft > 0.3 && !cushion ? ` stroke="${fill}" stroke-width="${f1(soft)}" stroke-linejoin="round"` : ''
    const texture = textureAttr(b.m.finish, b.s[1] > Math.max(b.s[0], b.s[2]))
    svg.add(`<path d="${d}" fill="${fill}"${stroke}${opacityAttr(b.m)}${texture}/>`)
    centres[index] = { x: screen.reduce((s, p) => s + p.x, 0) / 4, y: screen.reduce((s, p) => s + p.y, 0) / 4, z: 0 }
  }
  if (cushion) drawSoftEdges(svg, cam, b, soft, centres, corners, rims)
  else if (hardFinishes.has(b.m.finish)) drawHardEdges(svg, cam, b)
}

function signedArea(ps: P2[]): number {
  let a = 0
  for (let i = 0; i < ps.length; i++) {
    const p = ps[i] ?? { x: 0, y: 0 }
    const q = ps[(i + 1) % ps.length] ?? { x: 0, y: 0 }
    a += p.x * q.y - q.x * p.y
  }
  return a / 2
}

/** One subpath, always wound the same way so that nonzero filling gives the union. */
function windPath(ps: P2[]): string {
  return pathOf(signedArea(ps) < 0 ? [...ps].reverse() : ps)
}

/** Points of a projected ring on the camera's side (front half), in order. */
function frontHalf(ring: P2[], centreZ: number): P2[] {
  const n = ring.length
  let start = 0
  for (let i = 0; i < n; i++) if ((ring[i]?.z ?? 0) > centreZ && (ring[(i + 1) % n]?.z ?? 0) <= centreZ) start = (i + 1) % n
  const out: P2[] = []
  for (let k = 0; k <= n; k++) {
    const p = ring[(start + k) % n]
    if (!p) break
    if (p.z > centreZ && k > 0) {
      out.push(p)
      break
    }
    out.push(p)
  }
  return out
}

function drawLathe(svg: Svg, cam: Camera, l: LathePrim): void {
  // Ring resolution by size on screen (an edge of about five pixels): small turned parts and far-away lamps need few points.
  const radius = Math.max(...l.profile.map((q) => q[0])) * scaleAt(cam, l.c)
  const segments = Math.min(72, Math.max(16, 4 * Math.ceil((2 * Math.PI * radius) / 20)))
  const rings = latheRings(l, segments).map((r) => r.map((p) => project(cam, p)))
  const first = rings[0]
  const last = rings[rings.length - 1]
  if (!first || !last) return
  const sides: P2[][] = []
  /**
   * Silhouette points of each ring: where the surface normal (cos θ, -dr/dh, sin θ) is
   * perpendicular to the view ray, i.e. D·cos(θ - φ) = r'·(ring height - eye height) - r.
   */
  const prof = l.profile
  const dx = l.c[0] - cam.eye[0]
  const dz = l.c[2] - cam.eye[2]
  const dist = Math.hypot(dx, dz)
  const phi = Math.atan2(dz, dx)
  const extremes = prof.map(([r, h], i): P2[] => {
    const a = prof[Math.max(0, i - 1)] ?? [r, h]
    const b = prof[Math.min(prof.length - 1, i + 1)] ?? [r, h]
    const slope = b[1] - a[1] !== 0 ? (b[0] - a[0]) / (b[1] - a[1]) : 0
    const k = slope * (l.c[1] + h - cam.eye[1]) - r
    const spread = Math.acos(Math.max(-1, Math.min(1, k / Math.max(1e-6, dist))))
    const cy = l.c[1] + h
    return [phi - spread, phi + spread].map((t) => project(cam, [l.c[0] + Math.cos(t) * r, cy, l.c[2] + Math.sin(t) * r]))
  })
  for (let i = 0; i + 1 < extremes.length; i++) {
    const [a0, a1] = extremes[i] ?? []
    const [b0, b1] = extremes[i + 1] ?? []
    if (a0 && a1 && b0 && b1) sides.push([a0, b0, b1, a1])
  }
  const d = [...rings, ...sides].filter((r) => Math.abs(signedArea(r)) > 0.01).map(windPath).join('')
  const all = rings.flat()
  const xs = all.map((p) => p.x)
  const ys = all.map((p) => p.y)
  const x0 = Math.min(...xs)
  const x1 = Math.max(...xs)
  const y0 = Math.min(...ys)
  const y1 = Math.max(...ys)
  // Lit side towards the key light: the stops run from the shadow side to the lit side and beyond.
  const [gx0, gx1] = lightLeft(cam) ? [x1, x0] : [x0, x1]
  const fill = gradientFill(svg, l.m, 1, { x: gx0, y: 0, z: 0 }, { x: gx1, y: 0, z: 0 }, cylStops[l.m.finish])
  if (l.m.finish !== 'glow' && l.m.finish !== 'glass' && y1 - y0 > 4) {
    // The outline is long: defined once, filled twice (shading, then the light from above).
    const shape = svg.id('s')
    svg.def(`<path id="${shape}" d="${d}"/>`)
    const ao = svg.linear(0, y0, 0, y1, [[0, '#ffffff', 0.1], [0.45, '#ffffff', 0], [0.7, '#000000', 0], [1, '#000000', 0.18]])
    svg.add(`<use href="#${shape}" fill="${fill}"${opacityAttr(l.m)}/><use href="#${shape}" fill="${ao}"/>`)
  } else {
    svg.add(`<path d="${d}" fill="${fill}"${opacityAttr(l.m)}/>`)
  }
  const topR = l.profile[l.profile.length - 1]?.[0] ?? 0
  const topY = l.c[1] + (l.profile[l.profile.length - 1]?.[1] ?? 0)
  const botR = l.profile[0]?.[0] ?? 0
  if (topR > 0.4 && cam.eye[1] > topY) {
    const capFill = l.inside ?? tone(l.m, l.m.finish === 'metal' ? 1.2 : 1.06)
    svg.add(`<path d="${pathOf(last)}" fill="${capFill}"${opacityAttr(l.m)}/>`)
  }
  if (botR > 0.4 && cam.eye[1] < l.c[1]) {
    svg.add(`<path d="${pathOf(first)}" fill="${l.inside ?? tone(l.m, 0.7)}"/>`)
  }
  for (const h of l.seams ?? []) {
    const r = l.profile.reduce((best, q) => (Math.abs(q[1] - h) < Math.abs(best[1] - h) ? q : best), l.profile[0] ?? [0, 0])[0]
    const ring: P2[] = []
    for (let i = 0; i < 48; i++) {
      const a = (i / 48) * Math.PI * 2
      ring.push(project(cam, [l.c[0] + Math.cos(a) * r * 1.005, l.c[1] + h, l.c[2] + Math.sin(a) * r * 1.005]))
    }
    const centreZ = project(cam, [l.c[0], l.c[1] + h, l.c[2]]).z
    const w = Math.max(0.8, 0.5 * scaleAt(cam, l.c))
    svg.add(`<path d="${pathOf(frontHalf(ring, centreZ), false)}" fill="none" stroke="${tone(l.m, 0.72)}" stroke-width="${f1(w)}"/>`)
  }
}

/**
 * A cushion: two fabric panels sewn at the edge, so the corners are thin and pinched and the
 * middle is puffed up. Drawn as the back panel (only its bulge shows) and the front panel,
 * both hung on the seam's corners, with puffy radial shading and soft creases.
 */
function drawPillow(svg: Svg, cam: Camera, p: PillowPrim): void {
  const corners = primPoints(p)
  const seam = [[4, 0], [5, 1], [7, 3], [6, 2]].map(([f, b]) => {
    const q = corners[f ?? 0] ?? p.c
    const r = corners[b ?? 0] ?? p.c
    return project(cam, [(q[0] + r[0]) / 2, (q[1] + r[1]) / 2, (q[2] + r[2]) / 2])
  })
  const frontC = project(cam, avg([4, 5, 6, 7].map((i) => corners[i] ?? p.c)))
  const backC = project(cam, avg([0, 1, 2, 3].map((i) => corners[i] ?? p.c)))
  const cx = seam.reduce((s, q) => s + q.x, 0) / 4
  const cy = seam.reduce((s, q) => s + q.y, 0) / 4
  /** Seam corners joined by quadratic edges bowed outwards and shifted by (dx, dy). */
  const panel = (bulge: number, dx: number, dy: number): string => {
    let d = `M${f1(seam[0]?.x ?? 0)} ${f1(seam[0]?.y ?? 0)}`
    for (let i = 0; i < 4; i++) {
      const a = seam[i] ?? { x: 0, y: 0 }
      const b = seam[(i + 1) % 4] ?? { x: 0, y: 0 }
      const mx = (a.x + b.x) / 2
      const my = (a.y + b.y) / 2
      d += `Q${f1(mx + (mx - cx) * bulge + dx)} ${f1(my + (my - cy) * bulge + dy)} ${f1(b.x)} ${f1(b.y)}`
    }
    return d + 'Z'
  }
  const tx = (frontC.x - backC.x) / 2
  const ty = (frontC.y - backC.y) / 2
  svg.add(`<path d="${panel(0.16, -tx * 1.6, -ty * 1.6)}" fill="${tone(p.m, 0.62)}"/>`)
  const r = Math.hypot((seam[0]?.x ?? 0) - (seam[2]?.x ?? 0), (seam[0]?.y ?? 0) - (seam[2]?.y ?? 0)) * 0.58
  const fill = svg.radial(cx + tx * 0.8 + (lightLeft(cam) ? -r : r) * 0.08, cy + ty * 0.8 - r * 0.18, r, [[0, tone(p.m, 1.14)], [0.45, tone(p.m, 1.02)], [0.75, tone(p.m, 0.9)], [0.92, tone(p.m, 0.78)], [1, tone(p.m, 0.7)]])
  const piping = p.piping ? ` stroke="${p.piping}" stroke-width="${f1(Math.max(1, 0.7 * scaleAt(cam, p.c)))}"` : ''
  svg.add(`<path d="${panel(0.1, tx * 0.6, ty * 0.6)}" fill="${fill}"${piping}${textureAttr(p.m.finish)}/>`)
  const creases = seam
    .map((q) => `M${f1(q.x + (cx - q.x) * 0.03)} ${f1(q.y + (cy - q.y) * 0.03)}Q${f1(q.x + (cx - q.x) * 0.16 + tx * 0.3)} ${f1(q.y + (cy - q.y) * 0.2 + ty * 0.3)} ${f1(q.x + (cx - q.x) * 0.3 + tx * 0.5)} ${f1(q.y + (cy - q.y) * 0.3 + ty * 0.5)}`)
    .join('')
  svg.add(`<path d="${creases}" fill="none" stroke="${tone(p.m, 0.62)}" stroke-opacity="0.3" stroke-width="${f1(Math.max(0.8, 0.7 * scaleAt(cam, p.c)))}" stroke-linecap="round"/>`)
}

export function drawPrim(svg: Svg, cam: Camera, p: Prim): void {
  switch (p.kind) {
    case 'box':
      { drawBox(svg, cam, p); return; }
    case 'lathe':
      { drawLathe(svg, cam, p); return; }
    case 'pillow':
      { drawPillow(svg, cam, p); return; }
    case 'poly': {
      const ps = p.pts.map((q) => project(cam, q))
      const [a, b, c] = p.pts
      const n = a && b && c ? norm(cross(sub(b, a), sub(c, a))) : ([0, 1, 0] as Vec3)
      const facing: Vec3 = dot(n, sub(cam.eye, a ?? [0, 0, 0])) < 0 ? [-n[0], -n[1], -n[2]] : n
      const stops = faceStops[p.m.finish]
      const ys = ps.map((q) => q.y)
      const fill = p.m.finish === 'matte' ? tone(p.m, lambert(cam, facing)) : gradientFill(svg, p.m, lambert(cam, facing), { x: 0, y: Math.min(...ys), z: 0 }, { x: 0, y: Math.max(...ys), z: 0 }, stops)
      svg.add(`<path d="${pathOf(ps)}" fill="${fill}"${p.opacity < 1 ? ` fill-opacity="${p.opacity}"` : ''}/>`)
      return
    }
    case 'line': {
      const scales = p.pts.map((q) => scaleAt(cam, q))
      const colour = tone(p.m, 0.9)
      if (Math.max(...scales) < Math.min(...scales) * 1.3) {
        const w = (p.width * scales.reduce((a, b) => a + b, 0)) / scales.length
        svg.add(`<path d="${pathOf(p.pts.map((q) => project(cam, q)), false)}" fill="none" stroke="${colour}" stroke-width="${f1(Math.max(0.8, w))}" stroke-linecap="round" stroke-linejoin="round"/>`)
        return
      }
      for (let i = 0; i + 1 < p.pts.length; i++) {
        const a = p.pts[i] ?? [0, 0, 0]
        const b = p.pts[i + 1] ?? a
        const pieces = 12
        for (let k = 0; k < pieces; k++) {
          const at = (t: number): Vec3 => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t]
          const from = project(cam, at(k / pieces))
          const to = project(cam, at((k + 1) / pieces))
          const w = p.width * scaleAt(cam, at((k + 0.5) / pieces))
          svg.add(`<path d="M${f1(from.x)} ${f1(from.y)}L${f1(to.x)} ${f1(to.y)}" stroke="${colour}" stroke-width="${f1(Math.max(0.8, w))}" stroke-linecap="round"/>`)
        }
      }
      return
    }
    case 'glow': {
      const c = project(cam, p.c)
      const r = p.r * scaleAt(cam, p.c)
      const fill = svg.radial(c.x, c.y, r, [[0, p.m.colour, p.opacity], [0.35, p.m.colour, p.opacity * 0.45], [1, p.m.colour, 0]])
      svg.add(`<circle cx="${f1(c.x)}" cy="${f1(c.y)}" r="${f1(r)}" fill="${fill}"/>`)
      return
    }
  }
}
