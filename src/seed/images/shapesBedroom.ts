/** Bedroom and storage: bed, mattress, nightstand, wardrobe, dresser, bookshelf. */
import { box, lathe, line, mat, pillow, sphere, type Palette, type Prim, type ShapeModel, type Vec3 } from './geometry'
import { createRng, hexToRgb, mixHex, shadeHex } from './noise'
import { fabric, frame, squareLegs } from './shapesSeating'

const SHEET = '#f4f1ec'
const LINEN = '#e9e4dc'

export function bed(p: Palette): ShapeModel {
  const fab = fabric(p.colour)
  const stitch = fabric(shadeHex(p.colour, 0.78))
  const prims: Prim[] = [
    ...squareLegs(-84, -98, 84, 100, 8, p.accent, 4),
    box(-90, 8, -104, 90, 34, 106, fab, 3),
    box(-96, 6, -113, 96, 120, -101, fab, 5),
    box(-82, 34, -100, 82, 55, 101, fabric(SHEET), 3),
    box(-87, 36, -24, 87, 61, 105, fabric(LINEN), 6),
    box(-87.5, 59, -34, 87.5, 64, -20, fabric('#f6f3ee'), 4),
    box(-89, 60.5, 58, 89, 64.5, 90, fabric(mixHex(p.colour, p.accent, 0.35)), 3),
    pillow([-42, 72, -88], 64, 42, 17, fabric(SHEET), -1.05),
    pillow([42, 72, -88], 64, 42, 17, fabric(SHEET), -1.05),
    pillow([-30, 74, -70], 46, 34, 12, fab, -0.55, 0.12),
    pillow([30, 74, -70], 46, 34, 12, fabric(mixHex(p.colour, p.accent, 0.5)), -0.55, -0.12),
  ]
  for (let x = -72; x <= 72; x += 24) prims.push(line([[x, 20, -100.6], [x, 115, -100.6]], 0.5, stitch))
  return { prims, yaw: -30, pitch: 20, focus: [-60, 70, -80] }
}

/** Clips the line a·x + b·z = c to the rectangle; returns its two ends or undefined. */
function clipLine(a: number, b: number, c: number, x0: number, z0: number, x1: number, z1: number, y: number): Vec3[] | undefined {
  const pts: Vec3[] = []
  for (const x of [x0, x1]) {
    const z = (c - a * x) / b
    if (z >= z0 - 1e-6 && z <= z1 + 1e-6) pts.push([x, y, z])
  }
  for (const z of [z0, z1]) {
    const x = (c - b * z) / a
    if (x > x0 + 1e-6 && x < x1 - 1e-6) pts.push([x, y, z])
  }
  return pts.length >= 2 ? pts.slice(0, 2) : undefined
}

export function mattress(p: Palette): ShapeModel {
  const top = fabric(p.colour)
  const quilt = fabric(shadeHex(p.colour, 0.86))
  const prims: Prim[] = [
    box(-80, 0, -100, 80, 19, 100, fabric(p.accent), 2),
    box(-80, 19, -100, 80, 27, 100, top, 4),
  ]
  const step = 20
  for (let c = -180; c <= 180; c += step) {
    const d1 = clipLine(1, -1, c, -78, -98, 78, 98, 27.4)
    const d2 = clipLine(1, 1, c, -78, -98, 78, 98, 27.4)
    if (d1) prims.push(line(d1, 0.35, quilt))
    if (d2) prims.push(line(d2, 0.35, quilt))
  }
  const pipe = fabric(shadeHex(p.accent, 0.85))
  prims.push(line([[-80, 19, 100.3], [80, 19, 100.3], [80.3, 19, -100]], 0.8, pipe))
  prims.push(line([[-80.3, 19, -100], [-80.3, 19, 100]], 0.8, pipe))
  for (const z of [-40, 40]) prims.push(box(-81.5, 8, z - 7, -80, 11, z + 7, fabric(shadeHex(p.accent, 0.8)), 1))
  prims.push(box(-12, 8, 100, 12, 11, 101.5, fabric(shadeHex(p.accent, 0.8)), 1))
  return { prims, yaw: -32, pitch: 26, focus: [-70, 20, 90] }
}

/** A cabinet body with a grid of protruding drawer fronts and small metal handles. */
function cabinet(p: Palette, w: number, h: number, d: number, legH: number, cols: number, rows: number): Prim[] {
  const body = frame(p.colour)
  const W = w / 2
  const D = d / 2
  const metal = mat(p.accent, 'metal')
  const prims: Prim[] = [
    ...squareLegs(-W + 4, -D + 4, W - 4, D - 4, legH, p.accent, 3),
    box(-W, legH, -D, W, legH + h, D, body),
    box(-W - 0.8, legH + h, -D - 0.8, W + 0.8, legH + h + 2.5, D + 0.8, frame(p.accent)),
  ]
  const gap = 0.9
  const cw = (w - 2) / cols
  const rh = (h - 2) / rows
  for (let c = 0; c < cols; c++) {
    for (let r = 0; r < rows; r++) {
      const x0 = -W + 1 + c * cw + gap / 2
      const y0 = legH + 1 + r * rh + gap / 2
      prims.push(box(x0, y0, D, x0 + cw - gap, y0 + rh - gap, D + 1.4, body))
      const hx = x0 + (cw - gap) / 2
      const hy = y0 + (rh - gap) * 0.62
      prims.push(box(hx - 5, hy - 0.6, D + 1.4, hx + 5, hy + 0.6, D + 2.8, metal))
    }
  }
  return prims
}

export function nightstand(p: Palette): ShapeModel {
  return { prims: cabinet(p, 54, 42, 40, 16, 1, 2), yaw: -30, pitch: 18, focus: [-20, 45, 20] }
}

export function dresser(p: Palette): ShapeModel {
  return { prims: cabinet(p, 160, 66, 50, 16, 2, 3), yaw: -30, pitch: 16, focus: [-60, 60, 25] }
}

export function wardrobe(p: Palette): ShapeModel {
  const body = frame(p.colour)
  const metal = mat(p.accent, 'metal')
  const prims: Prim[] = [
    box(-96, 0, -27, 96, 8, 26, frame(shadeHex(p.colour, 0.55))),
    box(-100, 8, -30, 100, 236, 27, body),
  ]
  const dw = 200 / 4
  for (let i = 0; i < 4; i++) {
    const x0 = -100 + i * dw
    prims.push(box(x0 + 0.4, 8.5, 27, x0 + dw - 0.4, 235.5, 28.6, body))
    const hx = i % 2 === 0 ? x0 + dw - 5 : x0 + 5
    prims.push(box(hx - 0.7, 95, 28.6, hx + 0.7, 155, 31, metal))
  }
  return { prims, yaw: -28, pitch: 10, focus: [-5, 130, 28] }
}

const BOOKS = ['#d8cfc0', '#b7a488', '#6e6357', '#3b4047', '#8a9891', '#b98566', '#e8e2d6', '#505a4e']

export function bookshelf(p: Palette): ShapeModel {
  const body = frame(p.colour)
  const [r, g, b] = hexToRgb(p.colour)
  const rng = createRng(r * 65536 + g * 256 + b)
  const palette = [...BOOKS, p.accent, mixHex(p.colour, '#ffffff', 0.4)]
  const prims: Prim[] = [
    box(-60, 0, -17, -57, 200, 17, body),
    box(57, 0, -17, 60, 200, 17, body),
    box(-57, 2, -17, 57, 198, -15.5, frame(shadeHex(p.colour, 0.82))),
  ]
  const shelves = [0, 40, 80, 120, 160, 197]
  for (const y of shelves) prims.push(box(-57, y, -15.5, 57, y + 3, 17, body))
  for (let s = 0; s < shelves.length - 1; s++) {
    const y = (shelves[s] ?? 0) + 3
    let x = -56 + rng() * 6
    const end = 56 - rng() * 10
    const decorAt = s % 2 === 0 ? 20 : -40
    let decorated = false
    while (x < end) {
      if (!decorated && Math.abs(x - decorAt) < 10) {
        decorated = true
        if (s % 2 === 0) prims.push(lathe(x + 7, y, 2, [[4, 0], [6.5, 5], [6, 11], [3, 16], [3.5, 19]], frame(p.accent), '#3a3530'))
        else prims.push(sphere(x + 7, y, 2, 6, mat(p.accent, 'gloss')))
        x += 17
        continue
      }
      if (rng() < 0.12) {
        let yy = y
        for (let k = 0; k < 3; k++) {
          const t = 3 + rng() * 2
          prims.push(box(x, yy, -12, x + 24, yy + t, 10, frame(palette[Math.floor(rng() * palette.length)] ?? '#cccccc'), 0.6))
          yy += t
        }
        x += 27
        continue
      }
      const bw = 2.4 + rng() * 2.6
      const bh = 22 + rng() * 11
      const bd = 19 + rng() * 6
      if (x + bw > 56.5) break
      prims.push(box(x, y, -14, x + bw, y + bh, -14 + bd, frame(palette[Math.floor(rng() * palette.length)] ?? '#cccccc'), 0.4))
      x += bw + 0.15
    }
  }
  return { prims, yaw: -24, pitch: 10, focus: [0, 110, 15] }
}
