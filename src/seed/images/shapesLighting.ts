/** Rugs (rectangular, round) and lamps (floor, table, pendant, wall). */
import { box, cyl, glow, lathe, line, mat, poly, smoothLathe, type Palette, type Prim, type ShapeModel, type Vec3 } from './geometry'
import { hexToRgb, luminance, mixHex, shadeHex } from './noise'
import { fabric, ring } from './shapesSeating'

const WARM = '#ffe6b8'
const LIT_INSIDE = '#fff3d9'

const rect = (x0: number, z0: number, x1: number, z1: number, y: number, colour: string, layer: number, opacity = 1): Prim =>
  poly([[x0, y, z0], [x1, y, z0], [x1, y, z1], [x0, y, z1]], fabric(colour), opacity, layer)

/** Rectangular rug seen from above at an angle: border bands, a field of lozenges, fringes. */
export function rugRect(p: Palette): ShapeModel {
  const W = 150
  const D = 100
  const y = 1.3
  const field = p.colour
  const band = p.accent
  const soft = mixHex(p.colour, p.accent, 0.45)
  const prims: Prim[] = [
    { ...box(-W, 0, -D, W, y, D, fabric(field)), layer: -6 },
    rect(-W + 8, -D + 8, W - 8, D - 8, y, band, -5),
    rect(-W + 16, -D + 16, W - 16, D - 16, y, field, -4),
    rect(-W + 22, -D + 22, W - 22, D - 22, y, soft, -3),
    rect(-W + 24, -D + 24, W - 24, D - 24, y, field, -2),
  ]
  for (let i = -3; i <= 3; i++) {
    const cx = i * 34
    const size = i === 0 ? 30 : 14
    const d: Vec3[] = [[cx, y, -size], [cx + size * 0.7, y, 0], [cx, y, size], [cx - size * 0.7, y, 0]]
    prims.push(poly(d, fabric(i % 2 === 0 ? band : soft), 1, -1))
    if (i === 0) prims.push(poly(d.map(([x, yy, z]): Vec3 => [cx + (x - cx) * 0.5, yy, z * 0.5]), fabric(field), 1, -1))
  }
  const fringe = fabric(mixHex(p.colour, '#f4efe6', 0.6))
  for (const side of [-1, 1]) {
    for (let z = -D + 3; z <= D - 3; z += 4) prims.push({ ...line([[side * W, 0.6, z], [side * (W + 6), 0.3, z]], 0.6, fringe), layer: -6 })
  }
  return { prims, yaw: -24, pitch: 36, focus: [-120, 0, 60] }
}

/** Round rug: concentric bands and a ring of radiating strokes. */
export function rugRound(p: Palette): ShapeModel {
  const y = 1.3
  const disc = (r: number, colour: string, layer: number): Prim => poly(ring(0, y, 0, r, 72).slice(0, 72), fabric(colour), 1, layer)
  const soft = mixHex(p.colour, p.accent, 0.45)
  const prims: Prim[] = [
    { ...lathe(0, 0, 0, [[120, 0], [120, y]], fabric(p.colour)), layer: -6 },
    disc(112, p.accent, -5),
    disc(106, p.colour, -4),
    disc(58, soft, -3),
    disc(52, p.colour, -2),
    disc(18, p.accent, -1),
  ]
  for (let i = 0; i < 24; i++) {
    const a = (i / 24) * Math.PI * 2
    prims.push({ ...line([[Math.cos(a) * 64, y, Math.sin(a) * 64], [Math.cos(a) * 98, y, Math.sin(a) * 98]], 1.2, fabric(soft)), layer: -1 })
  }
  return { prims, yaw: -20, pitch: 38, focus: [-70, 0, 70] }
}

/** Shade colour: the body colour lit from inside, kept light so it reads as a lampshade. */
function shadeMaterial(colour: string): ReturnType<typeof mat> {
  const light = luminance(hexToRgb(colour)) > 0.55
  return mat(light ? colour : mixHex(colour, '#f3ede2', 0.35), 'glow')
}

export function floorLamp(p: Palette): ShapeModel {
  const metal = mat(p.accent, 'metal')
  const prims: Prim[] = [
    { ...glow([0, 148, 0], 80, WARM, 0.45), layer: -1 },
    lathe(0, 0, 0, [[17, 0], [17.5, 1], [16, 2.6], [3, 3.4]], metal),
    cyl(0, 3, 0, 1.1, 132, metal),
    lathe(0, 128, 0, [[24, 0], [19, 34]], shadeMaterial(p.colour), LIT_INSIDE),
  ]
  return { prims, yaw: -20, pitch: 10, focus: [0, 140, 10] }
}

export function tableLamp(p: Palette): ShapeModel {
  const prims: Prim[] = [
    { ...glow([0, 52, 0], 46, WARM, 0.45), layer: -1 },
    smoothLathe(0, 0, 0, [[7, 0], [9, 1], [13.5, 7], [15.5, 14], [13.5, 22], [7, 28], [3.5, 30.5]], mat(p.colour, 'gloss')),
    cyl(0, 30, 0, 1.2, 13, mat(p.accent, 'metal')),
    lathe(0, 40, 0, [[20, 0], [15.5, 21]], mat('#f1ebe0', 'glow'), LIT_INSIDE),
  ]
  return { prims, yaw: -20, pitch: 12, focus: [0, 22, 10] }
}

export function pendantLamp(p: Palette): ShapeModel {
  const shade = smoothLathe(0, 170, 0, [[31, 0], [30.5, 4], [28, 12], [23, 20], [15, 27], [7, 30.5], [2.5, 31.5]], mat(p.colour, 'gloss'), LIT_INSIDE)
  const cable = line([[0, 201, 0], [0, 420, 0]], 0.55, mat(shadeHex(p.accent, 0.6), 'matte'))
  const prims: Prim[] = [
    { ...glow([0, 165, 0], 95, WARM, 0.5), layer: -1 },
    cable,
    cyl(0, 200, 0, 2.2, 5, mat(p.accent, 'metal')),
    shade,
  ]
  return { prims, yaw: -15, pitch: -14, focus: [0, 180, 20], shadow: false, fit: [shade, line([[0, 201, 0], [0, 225, 0]], 1, mat(p.accent))] }
}

export function wallLamp(p: Palette): ShapeModel {
  const metal = mat(p.accent, 'metal')
  const wallZ = -10
  const prims: Prim[] = [
    { ...glow([0, 218, wallZ], 50, WARM, 0.8), layer: -1 },
    { ...glow([0, 146, wallZ], 42, WARM, 0.7), layer: -1 },
    box(-5.5, 170, wallZ, 5.5, 190, wallZ + 2, metal, 1),
    line([[0, 180, wallZ + 2], [0, 180, 10], [0, 182, 13]], 1.5, metal),
    lathe(0, 170, 17, [[8.5, 0], [9.5, 24]], mat(p.colour, 'gloss'), LIT_INSIDE),
  ]
  return { prims, yaw: -34, pitch: 6, focus: [0, 182, 12], shadow: false }
}
