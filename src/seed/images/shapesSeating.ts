/** Upholstered seating: sofas, armchair, daybed, pouf, bench, chair, stool (cm, y up, +z front). */
import { box, cyl, lathe, line, mat, pillow, smoothProfile, sphere, type Palette, type Prim, type ShapeModel, type Vec3 } from './geometry'
import { mixHex } from './noise'

export const fabric = (c: string) => mat(c, 'matte')
export const frame = (c: string) => mat(c, 'satin')

/** Four tapered round legs at the corners of a rectangle, narrower at the floor. */
export function roundLegs(x0: number, z0: number, x1: number, z1: number, h: number, colour: string, r = 1.8): Prim[] {
  return [[x0, z0], [x1, z0], [x0, z1], [x1, z1]].map(([x, z]) => cyl(x ?? 0, 0, z ?? 0, r * 0.65, h, frame(colour), r))
}

/** Four square legs (section s) at the corners of a rectangle. */
export function squareLegs(x0: number, z0: number, x1: number, z1: number, h: number, colour: string, s = 3, y0 = 0): Prim[] {
  return [[x0, z0], [x1, z0], [x0, z1], [x1, z1]].map(([x, z]) =>
    box((x ?? 0) - s / 2, y0, (z ?? 0) - s / 2, (x ?? 0) + s / 2, h, (z ?? 0) + s / 2, frame(colour)),
  )
}

interface SofaOptions {
  width: number
  depth: number
  seats: number
  armW: number
  armTop: number
  backTop: number
  legH: number
  pillows: boolean
}

/** Sofa or armchair: legs, base, arms, back, seat cushions, leaning back cushions, throw pillows. */
export function sofaPrims(p: Palette, o: Partial<SofaOptions> = {}): Prim[] {
  const { width = 224, depth = 94, seats = 3, armW = 20, armTop = 62, backTop = 82, legH = 12, pillows = true } = o
  const W = width / 2
  const D = depth / 2
  const fab = fabric(p.colour)
  const baseTop = legH + 27
  const seatTop = baseTop + 13
  const out: Prim[] = [...roundLegs(-W + 7, -D + 7, W - 7, D - 7, legH, p.accent)]
  out.push(box(-W + armW, legH, -D, W - armW, baseTop, D, fab, 2))
  out.push(box(-W, legH, -D, -W + armW, armTop, D, fab, 5))
  out.push(box(W - armW, legH, -D, W, armTop, D, fab, 5))
  out.push(box(-W + armW, baseTop, -D, W - armW, backTop - 8, -D + 17, fab, 4))
  const inner = width - 2 * armW
  const cw = inner / seats
  for (let i = 0; i < seats; i++) {
    const x0 = -W + armW + i * cw
    out.push(box(x0 + 0.7, baseTop, -D + 17, x0 + cw - 0.7, seatTop, D - 0.5, fab, 5))
    out.push(box(x0 + 1.2, seatTop - 1, -D + 15, x0 + cw - 1.2, backTop, -D + 31, fab, 7, -0.16))
  }
  if (pillows && seats > 1) {
    const tone = fabric(mixHex(p.colour, p.accent, 0.3))
    out.push(pillow([-W + armW + 24, seatTop + 21, -D + 40], 44, 42, 13, tone, -0.28, 0.3))
    out.push(pillow([W - armW - 24, seatTop + 21, -D + 40], 44, 42, 13, tone, -0.28, -0.3))
  }
  return out
}

export function sofa(p: Palette): ShapeModel {
  return { prims: sofaPrims(p), focus: [-95, 50, 40] }
}

export function armchair(p: Palette): ShapeModel {
  return {
    prims: sofaPrims(p, { width: 92, depth: 88, seats: 1, armW: 15, armTop: 60, backTop: 86, legH: 16, pillows: false }),
    yaw: -34,
    focus: [-38, 52, 36],
  }
}

/** L-shaped corner sofa: a long run with a return coming towards the viewer on the right. */
export function cornerSofa(p: Palette): ShapeModel {
  const fab = fabric(p.colour)
  const legH = 10
  const baseTop = 38
  const seatTop = 51
  const out: Prim[] = [
    ...[[-146, -44], [-146, 40], [154, -44], [154, 146], [66, 146], [66, 40]].map(([x, z]) => cyl(x ?? 0, 0, z ?? 0, 1.2, legH, frame(p.accent), 1.8)),
    box(-130, legH, -50, 60, baseTop, 46, fab, 2),
    box(60, legH, -50, 160, baseTop, 152, fab, 2),
    box(-152, legH, -50, -130, 62, 46, fab, 5),
    box(60, legH, 130, 160, 62, 152, fab, 5),
    box(-130, baseTop, -50, 142, 76, -33, fab, 4),
    box(142, baseTop, -50, 160, 76, 130, fab, 4),
  ]
  for (const [x0, x1] of [[-130, -66], [-66, -2], [-2, 62]] as const) {
    out.push(box(x0 + 0.7, baseTop, -33, x1 - 0.7, seatTop, 46, fab, 5))
    out.push(box(x0 + 1.2, seatTop - 1, -35, x1 - 1.2, 80, -19, fab, 7, -0.16))
  }
  out.push(box(62.7, baseTop, -33, 141.3, seatTop, 46, fab, 5))
  for (const [z0, z1] of [[46, 88], [88, 130]] as const) out.push(box(62.7, baseTop, z0 + 0.7, 141.3, seatTop, z1 - 0.7, fab, 5))
  out.push(box(126, seatTop - 1, -19, 142, 80, 44, fab, 7))
  out.push(box(126, seatTop - 1, 47, 142, 80, 128, fab, 7))
  const tone = fabric(mixHex(p.colour, p.accent, 0.3))
  out.push(pillow([-104, seatTop + 20, -10], 44, 42, 13, tone, -0.28, 0.3))
  out.push(pillow([112, seatTop + 20, 8], 44, 42, 13, tone, -0.2, -1.2))
  return { prims: out, yaw: -38, pitch: 22, focus: [60, 50, 46] }
}

export function daybed(p: Palette): ShapeModel {
  const fab = fabric(p.colour)
  const out: Prim[] = [
    ...squareLegs(-96, -36, 96, 36, 16, p.accent, 3.5),
    box(-100, 16, -40, 100, 22, 40, frame(p.accent), 1),
    box(-98, 22, -39, 98, 40, 39, fab, 5),
    box(-98, 40, -40, 30, 66, -26, fab, 6),
    box(-98, 40, -26, -80, 60, 39, fab, 8),
    pillow([-58, 54, -16], 46, 34, 12, fabric(mixHex(p.colour, p.accent, 0.5)), -0.35, 0.25),
  ]
  return { prims: out, yaw: -30, focus: [-85, 45, 30] }
}

export function pouf(p: Palette): ShapeModel {
  const fab = fabric(p.colour)
  const prims: Prim[] = [
    { ...lathe(0, 0, 0, smoothProfile([[25, 0], [27.5, 2], [29, 6], [29.5, 20], [29, 34], [27.5, 38.5], [24, 41], [18, 42]], 3), fab), seams: [2, 38.5] },
    sphere(0, 41.5, 0, 2, fabric(p.accent), 1.2, 6),
  ]
  return { prims, yaw: -28, pitch: 22, focus: [0, 30, 25] }
}

export function bench(p: Palette): ShapeModel {
  const prims: Prim[] = [
    ...squareLegs(-66, -18, 66, 18, 34, p.accent, 3.5),
    box(-68, 30, -20, 68, 34, 20, frame(p.accent), 1),
    box(-69, 34, -22, 69, 46, 22, fabric(p.colour), 5),
  ]
  return { prims, yaw: -30, pitch: 18, focus: [-60, 38, 18] }
}

export function chair(p: Palette): ShapeModel {
  const fab = fabric(p.colour)
  const prims: Prim[] = [
    ...squareLegs(-20, -20, 20, 20, 42, p.accent, 3),
    box(-21.5, 37, -21.5, 21.5, 43, 21.5, frame(p.accent), 0.5),
    box(-23, 43, -23, 23, 50, 24, fab, 3.5),
    box(-21.5, 50, -24, -18.5, 84, -21, frame(p.accent)),
    box(18.5, 50, -24, 21.5, 84, -21, frame(p.accent)),
    box(-22, 56, -20.5, 22, 88, -14.5, fab, 4, -0.06),
  ]
  return { prims, yaw: -36, pitch: 14, focus: [-20, 50, 20] }
}

export function ring(x: number, y: number, z: number, r: number, n = 32): Vec3[] {
  const pts: Vec3[] = []
  for (let i = 0; i <= n; i++) {
    const a = (i / n) * Math.PI * 2
    pts.push([x + Math.cos(a) * r, y, z + Math.sin(a) * r])
  }
  return pts
}

export function stool(p: Palette): ShapeModel {
  const leg = frame(p.accent)
  const prims: Prim[] = []
  for (const [sx, sz] of [[-1, -1], [1, -1], [-1, 1], [1, 1]] as const) {
    prims.push(line([[sx * 11, 70, sz * 11], [sx * 19, 0.5, sz * 19]], 2.6, leg))
  }
  prims.push(line(ring(0, 24, 0, 16.5, 40), 1.4, leg))
  prims.push(lathe(0, 70, 0, [[15, 0], [18, 1.5], [19.5, 4], [19.5, 6.5], [18, 8.5], [1, 9]], fabric(p.colour)))
  return { prims, yaw: -30, pitch: 16, focus: [0, 72, 18] }
}
