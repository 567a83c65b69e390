/** Soft shadows of the furniture: on the floor, under each low part, and cast along the key light. */
import { boundsOf, primPoints, type Prim, type Vec3 } from './geometry'
import { avg, pathOf, project, scaleAt, type Camera } from './camera'
import { mixHex } from './noise'
import { f2, type Svg } from './svg'

/** Warm near-black of the shadows (a room's light is warm, its shadows a little cooler than the light but not grey). */
export const shadowInk = '#3b3028'

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
