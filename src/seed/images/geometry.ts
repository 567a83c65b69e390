/**
 * A tiny scene description for the SVG renderer: boxes, lathe solids (vases, legs, shades,
 * spheres), cushions, flat polygons, lines and light glows, placed in centimetres with y up
 * and +z towards the viewer. Builders here; projection and drawing live in render3d.ts.
 */

export type Vec3 = [number, number, number]

/** How a surface catches light. */
export type Finish = 'matte' | 'satin' | 'gloss' | 'metal' | 'glow' | 'mirror' | 'glass'

export interface Material {
  colour: string
  finish: Finish
}

interface PrimBase {
  m: Material
  /** Drawn before every higher layer regardless of depth (rugs and floor decals: -1). */
  layer?: number
}

export interface BoxPrim extends PrimBase {
  kind: 'box'
  /** Centre. */
  c: Vec3
  /** Width (x), height (y), depth (z). */
  s: Vec3
  rotY: number
  /** Rotation about the box's own x axis, radians (leaning back cushions). */
  tilt: number
  /** Visual edge rounding, cm. */
  soft: number
}

export interface LathePrim extends PrimBase {
  kind: 'lathe'
  /** Centre of the lowest ring. */
  c: Vec3
  /** [radius, height above c] from bottom to top. */
  profile: [number, number][]
  /** Colour of the top opening, or undefined for a closed cap in the body colour. */
  inside?: string
  /** Heights (above c) of piping seams drawn around the front. */
  seams?: number[]
}

export interface PillowPrim extends PrimBase {
  kind: 'pillow'
  /** Piping colour along the front edge. */
  piping?: string
  c: Vec3
  w: number
  h: number
  t: number
  rotY: number
  tilt: number
}

export interface PolyPrim extends PrimBase {
  kind: 'poly'
  pts: Vec3[]
  opacity: number
}

export interface LinePrim extends PrimBase {
  kind: 'line'
  pts: Vec3[]
  /** cm */
  width: number
}

export interface GlowPrim extends PrimBase {
  kind: 'glow'
  c: Vec3
  r: number
  opacity: number
}

export type Prim = BoxPrim | LathePrim | PillowPrim | PolyPrim | LinePrim | GlowPrim

export const mat = (colour: string, finish: Finish = 'matte'): Material => ({ colour, finish })

/** Box from its floor-level footprint corner convention: x0..x1, y0..y1, z0..z1. */
export function box(x0: number, y0: number, z0: number, x1: number, y1: number, z1: number, m: Material, soft = 0, tilt = 0): BoxPrim {
  return {
    kind: 'box',
    c: [(x0 + x1) / 2, (y0 + y1) / 2, (z0 + z1) / 2],
    s: [Math.abs(x1 - x0), Math.abs(y1 - y0), Math.abs(z1 - z0)],
    rotY: 0,
    tilt,
    soft,
    m,
  }
}

export function lathe(x: number, y: number, z: number, profile: [number, number][], m: Material, inside?: string): LathePrim {
  return { kind: 'lathe', c: [x, y, z], profile, m, inside }
}

/** Straight cylinder (or frustum when r1 is given). */
export function cyl(x: number, y: number, z: number, r: number, h: number, m: Material, r1 = r): LathePrim {
  return lathe(x, y, z, [[r, 0], [r1, h]], m)
}

/** Sphere or ellipsoid (radius r, vertical radius ry) resting with its bottom at y. */
export function sphere(x: number, y: number, z: number, r: number, m: Material, ry = r, steps = 10): LathePrim {
  const profile: [number, number][] = []
  for (let i = 0; i <= steps; i++) {
    const a = -Math.PI / 2 + (Math.PI * i) / steps
    profile.push([Math.max(0.01, Math.cos(a) * r), ry + Math.sin(a) * ry])
  }
  return lathe(x, y, z, profile, m)
}

export function pillow(c: Vec3, w: number, h: number, t: number, m: Material, tilt = 0, rotY = 0, piping?: string): PillowPrim {
  return { kind: 'pillow', c, w, h, t, rotY, tilt, m, piping }
}

export function poly(pts: Vec3[], m: Material, opacity = 1, layer?: number): PolyPrim {
  return { kind: 'poly', pts, m, opacity, layer }
}

export function line(pts: Vec3[], width: number, m: Material): LinePrim {
  return { kind: 'line', pts, width, m }
}

export function glow(c: Vec3, r: number, colour: string, opacity = 0.6): GlowPrim {
  return { kind: 'glow', c, r, m: mat(colour, 'glow'), opacity }
}

/** Flat rectangle on the floor (y = h) from x0,z0 to x1,z1. */
export function floorRect(x0: number, z0: number, x1: number, z1: number, h: number, m: Material, layer = -1, opacity = 1): PolyPrim {
  return poly([[x0, h, z0], [x1, h, z0], [x1, h, z1], [x0, h, z1]], m, opacity, layer)
}

export function rotateY(p: Vec3, a: number): Vec3 {
  const c = Math.cos(a)
  const s = Math.sin(a)
  return [p[0] * c + p[2] * s, p[1], -p[0] * s + p[2] * c]
}

const add = (a: Vec3, b: Vec3): Vec3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]]

/** Rotates a group about the vertical axis through the origin, then moves it by `at`. */
export function place(prims: Prim[], at: Vec3, rot = 0): Prim[] {
  const tp = (p: Vec3): Vec3 => add(rotateY(p, rot), at)
  return prims.map((p): Prim => {
    switch (p.kind) {
      case 'box':
        return { ...p, c: tp(p.c), rotY: p.rotY + rot }
      case 'pillow':
        return { ...p, c: tp(p.c), rotY: p.rotY + rot }
      case 'lathe':
        return { ...p, c: tp(p.c) }
      case 'glow':
        return { ...p, c: tp(p.c) }
      case 'poly':
        return { ...p, pts: p.pts.map(tp) }
      case 'line':
        return { ...p, pts: p.pts.map(tp) }
    }
  })
}

/** Scales a group uniformly about the origin (sizes too). */
export function scaleGroup(prims: Prim[], f: number): Prim[] {
  const sp = (p: Vec3): Vec3 => [p[0] * f, p[1] * f, p[2] * f]
  return prims.map((p): Prim => {
    switch (p.kind) {
      case 'box':
        return { ...p, c: sp(p.c), s: sp(p.s), soft: p.soft * f }
      case 'pillow':
        return { ...p, c: sp(p.c), w: p.w * f, h: p.h * f, t: p.t * f }
      case 'lathe':
        return { ...p, c: sp(p.c), profile: p.profile.map(([r, y]): [number, number] => [r * f, y * f]) }
      case 'glow':
        return { ...p, c: sp(p.c), r: p.r * f }
      case 'poly':
        return { ...p, pts: p.pts.map(sp) }
      case 'line':
        return { ...p, pts: p.pts.map(sp), width: p.width * f }
    }
  })
}

/** The 8 world-space corners of a box: index bits x(1) y(2) z(4). */
export function boxCorners(b: BoxPrim): Vec3[] {
  const out: Vec3[] = []
  const ct = Math.cos(b.tilt)
  const st = Math.sin(b.tilt)
  for (let i = 0; i < 8; i++) {
    const lx = (i & 1 ? 0.5 : -0.5) * b.s[0]
    const ly = (i & 2 ? 0.5 : -0.5) * b.s[1]
    const lz = (i & 4 ? 0.5 : -0.5) * b.s[2]
    const ty = ly * ct - lz * st
    const tz = ly * st + lz * ct
    out.push(add(rotateY([lx, ty, tz], b.rotY), b.c))
  }
  return out
}

/** World-space rings of a lathe: for each profile point, `n` points around. */
export function latheRings(l: LathePrim, n = 36): Vec3[][] {
  return l.profile.map(([r, y]) => {
    const ring: Vec3[] = []
    for (let i = 0; i < n; i++) {
      const a = (i / n) * Math.PI * 2
      ring.push([l.c[0] + Math.cos(a) * r, l.c[1] + y, l.c[2] + Math.sin(a) * r])
    }
    return ring
  })
}

/** Representative world points of any primitive (for bounds, sorting and framing). */
export function primPoints(p: Prim): Vec3[] {
  switch (p.kind) {
    case 'box':
      return boxCorners(p)
    case 'lathe':
      return latheRings(p, 12).flat()
    case 'pillow': {
      const b = box(0, 0, 0, p.w, p.h, p.t, p.m)
      return boxCorners({ ...b, c: p.c, rotY: p.rotY, tilt: p.tilt })
    }
    case 'poly':
    case 'line':
      return p.pts
    case 'glow':
      return [p.c]
  }
}

/** A product drawn for its picture. */
export interface ShapeModel {
  prims: Prim[]
  /** Camera direction in degrees: negative yaw looks from the viewer's left. */
  yaw?: number
  pitch?: number
  /** Point the 'detail' crop zooms in on. */
  focus: Vec3
  /** Floor shadow under the piece (default true). */
  shadow?: boolean
  /** Primitives used to frame the picture when not all of them should be (long cables). */
  fit?: Prim[]
}

/** Colours of one product: body/upholstery and legs/frame. */
export interface Palette {
  colour: string
  accent: string
}

/** Catmull-Rom interpolation of a lathe profile: smooth silhouettes for vases and lamp bases. */
export function smoothProfile(profile: [number, number][], steps = 5): [number, number][] {
  if (profile.length < 3) return profile
  const out: [number, number][] = []
  const at = (i: number): [number, number] => profile[Math.max(0, Math.min(profile.length - 1, i))] ?? [0, 0]
  for (let i = 0; i < profile.length - 1; i++) {
    const p0 = at(i - 1)
    const p1 = at(i)
    const p2 = at(i + 1)
    const p3 = at(i + 2)
    for (let s = 0; s < steps; s++) {
      const t = s / steps
      const t2 = t * t
      const t3 = t2 * t
      const f = (a: number, b: number, c: number, d: number): number =>
        0.5 * (2 * b + (-a + c) * t + (2 * a - 5 * b + 4 * c - d) * t2 + (-a + 3 * b - 3 * c + d) * t3)
      out.push([Math.max(0.01, f(p0[0], p1[0], p2[0], p3[0])), f(p0[1], p1[1], p2[1], p3[1])])
    }
  }
  out.push(at(profile.length - 1))
  return out
}

/** Lathe with a smoothed profile. */
export function smoothLathe(x: number, y: number, z: number, profile: [number, number][], m: Material, inside?: string): LathePrim {
  return lathe(x, y, z, smoothProfile(profile), m, inside)
}

/** Axis-aligned bounds of points (cm). */
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
