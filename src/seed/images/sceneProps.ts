/** Building blocks for scenes: room shell with window and sunlight, wall art, plants, pendants. */
import { cyl, glow, line, mat, poly, smoothLathe, type Prim, type Vec3 } from './geometry'
import { mixHex, shadeHex } from './noise'
import { pathOf, project } from './camera'
import { boards, outsideView, plane, slabs, sunlight, vGradient, type SceneContext } from './scene'
import { f1 } from './svg'

export interface Room {
  /** Half width (walls at ±W), back wall at z = -D, ceiling height H, walls end at z = near. */
  W: number
  D: number
  H: number
  near: number
}

export interface ShellOptions {
  window: 'left' | 'back'
  floor: 'boards' | 'slabs' | 'concrete'
  view: 'garden' | 'sea' | 'city'
  /** Window extent along its wall (z for left, x for back) and number of panes. */
  from: number
  to: number
  panes: number
  frame: string
}

const WARM = '#ffe4b5'

/** Ceiling, walls, floor with its pattern, a large window with its view, frame and sunlight. */
export function roomShell(ctx: SceneContext, room: Room, o: ShellOptions): void {
  const { W, D, H, near } = room
  const { wall, floor } = ctx.pal
  plane(ctx, [[-W, H, -D], [W, H, -D], [W, H, near], [-W, H, near]], vGradient(ctx, [0, H, near], [0, H, -D], [[0, shadeHex(wall, 0.8)], [1, shadeHex(wall, 0.93)]]))
  plane(ctx, [[-W, 0, -D], [W, 0, -D], [W, H, -D], [-W, H, -D]], vGradient(ctx, [0, H, -D], [0, 0, -D], [[0, shadeHex(wall, 0.97)], [0.5, shadeHex(wall, 1.02)], [1, shadeHex(wall, 0.92)]]))
  const leftTone = o.window === 'left' ? 0.8 : 0.9
  plane(ctx, [[-W, 0, near], [-W, 0, -D], [-W, H, -D], [-W, H, near]], shadeHex(wall, leftTone))
  plane(ctx, [[W, 0, -D], [W, 0, near], [W, H, near], [W, H, -D]], vGradient(ctx, [W, H, -D], [W, 0, -D], [[0, shadeHex(wall, 0.92)], [1, shadeHex(wall, 0.84)]]))
  plane(ctx, [[-W, 0, -D], [W, 0, -D], [W, 0, near], [-W, 0, near]], vGradient(ctx, [0, 0, -D], [0, 0, near], [[0, shadeHex(floor, 1.04)], [1, shadeHex(floor, 0.82)]]))
  if (o.floor === 'boards') boards(ctx, -W, W, -D, near, 18, floor)
  else if (o.floor === 'slabs') slabs(ctx, -W, W, -D, near, 60, floor)
  else ctx.svg.add(`<path d="${pathOf([[-W, 0.1, -D], [W, 0.1, -D], [W, 0.1, near], [-W, 0.1, near]].map((p) => project(ctx.cam, p as Vec3)))}" fill="${vGradient(ctx, [0, 0, -D], [0, 0, near], [[0, '#ffffff', 0.12], [0.5, '#ffffff', 0], [1, '#000000', 0.06]])}"/>`)
  const skirting = shadeHex(wall, 1.04)
  plane(ctx, [[-W, 0, -D], [W, 0, -D], [W, 9, -D], [-W, 9, -D]], skirting)
  plane(ctx, [[W, 0, -D], [W, 0, near], [W, 9, near], [W, 9, -D]], shadeHex(wall, 0.88))
  cornerShade(ctx, room)

  const y0 = 18
  const y1 = H - 28
  const at = (u: number, y: number): Vec3 => (o.window === 'left' ? [-W + 0.5, y, u] : [u, y, -D + 0.5])
  const hole = [at(o.from, y0), at(o.to, y0), at(o.to, y1), at(o.from, y1)]
  outsideView(ctx, hole, o.view)
  // The window is the brightest thing in the room: it blooms (photo.ts), over its frame and what stands before it.
  ctx.svg.light(`<path d="${pathOf(hole.map((p) => project(ctx.cam, p)))}" fill="#ffffff"/>`)
  const panes: Vec3[][] = []
  const step = (o.to - o.from) / o.panes
  const bars: Vec3[][] = []
  const bar = 5
  for (let i = 0; i <= o.panes; i++) {
    const u = o.from + i * step
    bars.push([at(u - bar, y0), at(u + bar, y0), at(u + bar, y1), at(u - bar, y1)])
    if (i < o.panes) panes.push([at(u + bar, y0), at(u + step - bar, y0), at(u + step - bar, y1), at(u + bar, y1)])
  }
  const transom = y0 + (y1 - y0) * 0.78
  bars.push([at(o.from, transom - 3), at(o.to, transom - 3), at(o.to, transom + 3), at(o.from, transom + 3)])
  bars.push([at(o.from, y1), at(o.to, y1), at(o.to, y1 + 6), at(o.from, y1 + 6)])
  for (const b of bars) plane(ctx, b, o.frame)
  const sun: Vec3 = o.window === 'left' ? [0.8, -0.55, -0.22] : [0.3, -0.55, 0.75]
  sunlight(ctx, panes, sun)
  curtain(ctx, o.window === 'left' ? [-W + 10, 0, o.from - 40] : [o.from - 40, 0, -D + 10], o.window === 'left' ? [0, 0, 1] : [1, 0, 0], 95, H - 20)
}

/**
 * Ambient occlusion where the room's surfaces meet: a soft darkening a few decimetres wide
 * along the floor's edges, the vertical corners and under the ceiling (a photographed room is
 * never evenly lit into its corners).
 */
function cornerShade(ctx: SceneContext, room: Room): void {
  const { W, D, H, near } = room
  const ink = '#2e2620'
  /** A strip from the edge a→b, `width` along `dir`, darkest at the edge. */
  const strip = (a: Vec3, b: Vec3, dir: Vec3, width: number, opacity: number): void => {
    const far = (p: Vec3): Vec3 => [p[0] + dir[0] * width, p[1] + dir[1] * width, p[2] + dir[2] * width]
    const mid: Vec3 = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2, (a[2] + b[2]) / 2]
    const p = project(ctx.cam, mid)
    const q = project(ctx.cam, far(mid))
    if (Math.hypot(q.x - p.x, q.y - p.y) < 1) return
    const fill = ctx.svg.linear(p.x, p.y, q.x, q.y, [[0, ink, opacity], [0.35, ink, opacity * 0.45], [1, ink, 0]])
    plane(ctx, [a, b, far(b), far(a)], fill)
  }
  const zNear = Math.min(near, 0)
  // Floor against the walls, and the walls' feet.
  strip([-W, 0.2, -D], [W, 0.2, -D], [0, 0, 1], 45, 0.2)
  strip([-W, 0, -D + 0.3], [W, 0, -D + 0.3], [0, 1, 0], 40, 0.16)
  strip([-W, 0.2, -D], [-W, 0.2, zNear], [1, 0, 0], 40, 0.16)
  strip([W, 0.2, -D], [W, 0.2, zNear], [-1, 0, 0], 40, 0.16)
  // Vertical corners at the back.
  strip([-W + 0.3, 0, -D + 0.3], [-W + 0.3, H, -D + 0.3], [1, 0, 0], 55, 0.14)
  strip([W - 0.3, 0, -D + 0.3], [W - 0.3, H, -D + 0.3], [-1, 0, 0], 55, 0.14)
  strip([-W + 0.3, 0, -D + 0.3], [-W + 0.3, H, -D + 0.3], [0, 0, 1], 55, 0.12)
  strip([W - 0.3, 0, -D + 0.3], [W - 0.3, H, -D + 0.3], [0, 0, 1], 55, 0.12)
  // Under the ceiling.
  strip([-W, H - 0.3, -D + 0.3], [W, H - 0.3, -D + 0.3], [0, -1, 0], 50, 0.12)
}

/** A sheer curtain: translucent, softly pleated, hanging from the ceiling. */
function curtain(ctx: SceneContext, start: Vec3, dir: Vec3, width: number, height: number): void {
  const end: Vec3 = [start[0] + dir[0] * width, start[1], start[2] + dir[2] * width]
  const pts: Vec3[] = [start, end, [end[0], height, end[2]], [start[0], height, start[2]]]
  const a = project(ctx.cam, start)
  const b = project(ctx.cam, end)
  const stops: [number, string, number][] = []
  for (let i = 0; i <= 12; i++) stops.push([i / 12, '#fbf8f2', i % 2 ? 0.78 : 0.55])
  plane(ctx, pts, ctx.svg.linear(a.x, a.y, b.x, b.y, stops))
}

/** Abstract framed artwork on the back wall, centred at (x, y). */
export function artwork(ctx: SceneContext, x: number, y: number, w: number, h: number, z: number): void {
  const rect = (x0: number, y0: number, x1: number, y1: number, zz: number): Vec3[] => [[x0, y0, zz], [x1, y0, zz], [x1, y1, zz], [x0, y1, zz]]
  const { accent, furniture, extra, wall } = ctx.pal
  ctx.svg.add(`<path d="${pathOf(rect(x - w / 2 + 2, y - h / 2 - 3, x + w / 2 + 3, y + h / 2 - 2, z).map((p) => project(ctx.cam, p)))}" fill="#2a2119" fill-opacity="0.12" stroke="#2a2119" stroke-opacity="0.06" stroke-width="6" stroke-linejoin="round"/>`)
  plane(ctx, rect(x - w / 2, y - h / 2, x + w / 2, y + h / 2, z + 2), shadeHex(accent, 0.9))
  plane(ctx, rect(x - w / 2 + 3, y - h / 2 + 3, x + w / 2 - 3, y + h / 2 - 3, z + 2.2), mixHex(wall, '#ffffff', 0.55))
  const r = Math.min(w, h) * (0.22 + ctx.rng() * 0.1)
  const cx = x + (ctx.rng() - 0.5) * w * 0.3
  const cy = y + (ctx.rng() - 0.3) * h * 0.2
  const disc: Vec3[] = Array.from({ length: 40 }, (_, i): Vec3 => [cx + Math.cos((i / 40) * Math.PI * 2) * r, cy + Math.sin((i / 40) * Math.PI * 2) * r, z + 2.4])
  plane(ctx, rect(x - w / 2 + 8, y - h / 2 + 8, x + w * (ctx.rng() * 0.2), y - h * 0.05, z + 2.3), mixHex(furniture, wall, 0.35))
  plane(ctx, disc, mixHex(extra, wall, 0.15), ' fill-opacity="0.9"')
  plane(ctx, rect(x + w * 0.05, y - h / 2 + 8, x + w / 2 - 8, y - h / 2 + 8 + h * 0.12, z + 2.5), shadeHex(accent, 1.1))
}

/** Potted plant: pot plus a loose crown of leaves. */
export function plant(ctx: SceneContext, x: number, z: number, size: number): Prim[] {
  const pot = mixHex(ctx.pal.accent, '#c9b8a4', 0.55)
  const out: Prim[] = [smoothLathe(x, 0, z, [[size * 0.16, 0], [size * 0.2, size * 0.12], [size * 0.21, size * 0.24], [size * 0.2, size * 0.26]], mat(pot, 'satin'), '#3b2f24')]
  const green = mixHex('#5c6b4a', ctx.pal.furniture, 0.15)
  const top = size * 0.26
  for (let s = 0; s < 3; s++) {
    const a = ctx.rng() * Math.PI * 2
    out.push(line([[x, top, z], [x + Math.cos(a) * size * 0.08, top + size * 0.45, z + Math.sin(a) * size * 0.08]], size * 0.012, mat('#5a4a3a', 'matte')))
  }
  for (let i = 0; i < 46; i++) {
    const a = ctx.rng() * Math.PI * 2
    const rr = Math.sqrt(ctx.rng()) * size * 0.3
    const c: Vec3 = [x + Math.cos(a) * rr, top + size * (0.35 + ctx.rng() * 0.55), z + Math.sin(a) * rr * 0.8]
    const ang = ctx.rng() * Math.PI * 2
    const len = size * (0.07 + ctx.rng() * 0.05)
    const u: Vec3 = [Math.cos(ang) * len, Math.sin(ang) * len, (ctx.rng() - 0.5) * len]
    const v: Vec3 = [-Math.sin(ang) * len * 0.35, Math.cos(ang) * len * 0.35, 0]
    const leaf: Vec3[] = [
      [c[0] - u[0], c[1] - u[1], c[2] - u[2]], [c[0] + v[0], c[1] + v[1], c[2]],
      [c[0] + u[0], c[1] + u[1], c[2] + u[2]], [c[0] - v[0], c[1] - v[1], c[2]],
    ]
    out.push(poly(leaf, mat(shadeHex(green, 0.7 + ctx.rng() * 0.5), 'matte')))
  }
  return out
}

/** A pendant lamp hanging from the ceiling at height H, its shade bottom at y. */
export function pendant(x: number, z: number, y: number, H: number, colour: string, r = 22): Prim[] {
  return [
    { ...glow([x, y - 10, z], r * 4, WARM, 0.5), layer: -1 },
    line([[x, y + r * 0.9, z], [x, H, z]], 0.5, mat('#2a2622', 'matte')),
    cyl(x, H - 3, z, 5, 3, mat(colour, 'satin')),
    smoothLathe(x, y, z, [[r, 0], [r * 0.98, r * 0.15], [r * 0.85, r * 0.45], [r * 0.55, r * 0.75], [r * 0.2, r * 0.9], [r * 0.08, r * 0.95]], mat(colour, 'gloss'), '#fff1cf'),
  ]
}

/** A soft pool of light on the floor (ellipse in perspective). */
export function lightPool(ctx: SceneContext, x: number, z: number, r: number, opacity = 0.35): void {
  const c = project(ctx.cam, [x, 0.3, z])
  const e = project(ctx.cam, [x + r, 0.3, z])
  const f = project(ctx.cam, [x, 0.3, z + r])
  const rx = Math.abs(e.x - c.x)
  const ry = Math.max(2, Math.abs(f.y - c.y))
  const fill = ctx.svg.radial(c.x, c.y, rx, [[0, '#fff3dc', opacity], [1, '#fff3dc', 0]], ry / rx)
  ctx.svg.add(`<ellipse cx="${f1(c.x)}" cy="${f1(c.y)}" rx="${f1(rx)}" ry="${f1(ry)}" fill="${fill}"/>`)
}

/** A beam of light from a point (spotlight) down to a floor ellipse. */
export function lightCone(ctx: SceneContext, from: Vec3, x: number, z: number, r: number): void {
  const top = project(ctx.cam, from)
  const l = project(ctx.cam, [x - r, 0, z])
  const rr = project(ctx.cam, [x + r, 0, z])
  const fill = ctx.svg.linear(0, top.y, 0, l.y, [[0, '#fffaf0', 0.4], [1, '#fffaf0', 0.06]])
  ctx.svg.add(`<path d="M${f1(top.x)} ${f1(top.y)}L${f1(rr.x)} ${f1(rr.y)}L${f1(l.x)} ${f1(l.y)}Z" fill="${fill}"/>`)
  lightPool(ctx, x, z, r * 1.2, 0.4)
}
