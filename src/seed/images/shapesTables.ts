/** Tables and accessories: dining/coffee/side table, desk, mirror, vase, cushion, tray. */
import { box, cyl, lathe, line, mat, pillow, poly, rotateY, smoothLathe, type Palette, type Prim, type ShapeModel, type Vec3 } from './geometry'
import { mixHex, shadeHex } from './noise'
import { fabric, frame, ring, squareLegs } from './shapesSeating'

export function diningTable(p: Palette): ShapeModel {
  const prims: Prim[] = [
    ...squareLegs(-88, -38, 88, 38, 71, p.accent, 5),
    box(-90, 64, -40, 90, 71, 40, frame(p.accent)),
    box(-100, 71, -48, 100, 75.5, 48, frame(p.colour), 0.6),
  ]
  return { prims, yaw: -30, pitch: 20, focus: [-90, 70, 45] }
}

export function coffeeTable(p: Palette): ShapeModel {
  const prims: Prim[] = [
    lathe(0, 0, 0, [[27, 0], [28, 2], [26, 28], [24, 31.5]], frame(p.accent)),
    lathe(0, 31.5, 0, [[53, 0], [55, 1.5], [55, 4.5], [54.5, 5]], frame(p.colour)),
  ]
  return { prims, yaw: -28, pitch: 22, focus: [-40, 34, 30] }
}

export function sideTable(p: Palette): ShapeModel {
  const metal = mat(p.accent, 'metal')
  const prims: Prim[] = [
    lathe(0, 0, 0, [[19, 0], [19.5, 0.8], [19, 2], [4, 3]], metal),
    cyl(0, 2.5, 0, 1.8, 50, metal),
    lathe(0, 52, 0, [[23, 0], [24.5, 1], [24.5, 3], [24, 3.4]], frame(p.colour)),
  ]
  return { prims, yaw: -28, pitch: 18, focus: [0, 52, 20] }
}

export function desk(p: Palette): ShapeModel {
  const body = frame(p.colour)
  const prims: Prim[] = [
    ...squareLegs(-66, -29, 66, 29, 73, p.accent, 4),
    box(22, 58, -30, 64, 72, 30, body),
    box(23, 59, 30, 63, 71, 31.2, body),
    box(38, 63.5, 31.2, 48, 64.7, 32.6, mat(p.accent, 'metal')),
    box(-70, 73, -33, 70, 76.5, 33, body, 0.4),
    box(-48, 76.5, -14, -22, 79.5, 6, frame('#d9d1c3'), 0.5),
    box(-46, 79.5, -12, -24, 81.5, 4, frame('#5c5850'), 0.5),
    lathe(40, 76.5, -18, [[4, 0], [5.5, 6], [4, 13], [2.2, 17], [2.6, 19]], frame(mixHex(p.accent, '#ffffff', 0.2)), '#3a3530'),
  ]
  return { prims, yaw: -30, pitch: 20, focus: [40, 72, 30] }
}

/** A leaning floor mirror: outer frame in the body colour, thin inner fillet, reflective glass. */
export function mirror(p: Palette): ShapeModel {
  const tilt = -0.1
  const centre: Vec3 = [0, 90, 0]
  const onGlass = (x: number, y: number, z: number): Vec3 => {
    const ly = y - centre[1]
    return [x, centre[1] + ly * Math.cos(tilt) - z * Math.sin(tilt), ly * Math.sin(tilt) + z * Math.cos(tilt)]
  }
  const glassZ = 2.2
  const prims: Prim[] = [
    box(-42, 0, -1.5, 42, 180, 1.5, frame(p.colour), 0.8, tilt),
    box(-36, 6, 1.2, 36, 174, 2, frame(p.accent), 0, tilt),
    box(-34.5, 7.5, 1.6, 34.5, 172.5, 2.1, mat(mixHex('#cdd5d8', p.colour, 0.08), 'mirror'), 0, tilt),
  ]
  const streak = (x0: number, w: number, opacity: number): Prim =>
    poly([onGlass(x0, 172, glassZ), onGlass(x0 + w, 172, glassZ), onGlass(x0 + w - 40, 7.5, glassZ), onGlass(x0 - 40, 7.5, glassZ)].map(clampX), mat('#ffffff', 'matte'), opacity)
  prims.push(poly([onGlass(-34.5, 60, glassZ), onGlass(34.5, 60, glassZ), onGlass(34.5, 7.5, glassZ), onGlass(-34.5, 7.5, glassZ)], mat('#b9aea0', 'matte'), 0.35))
  prims.push(streak(0, 14, 0.3), streak(22, 6, 0.22))
  return { prims, yaw: -24, pitch: 8, focus: [-30, 150, 2] }
}

const clampX = (v: Vec3): Vec3 => [Math.max(-34.5, Math.min(34.5, v[0])), v[1], v[2]]

export function vase(p: Palette): ShapeModel {
  const prims: Prim[] = [
    smoothLathe(0, 0, 0, [[8, 0], [9, 0.6], [13, 6], [17, 15], [17.5, 20], [15, 27], [9, 33], [6.5, 37], [6.5, 41], [8.5, 44], [8.8, 45]], mat(p.colour, 'satin'), shadeHex(p.colour, 0.35)),
    line(ring(0, 38, 0, 6.7, 36), 0.7, mat(p.accent, 'metal')),
  ]
  return { prims, yaw: -20, pitch: 14, focus: [0, 36, 8] }
}

export function cushion(p: Palette): ShapeModel {
  const prims: Prim[] = [
    pillow([16, 26, -16], 50, 50, 17, fabric(mixHex(p.colour, p.accent, 0.45)), -0.2, -0.25),
    pillow([-8, 25, 8], 48, 48, 18, fabric(p.colour), -0.14, 0.22, shadeHex(p.accent, 1)),
  ]
  return { prims, yaw: -18, pitch: 14, focus: [-24, 42, 14] }
}

export function tray(p: Palette): ShapeModel {
  const glass = mat('#d3dcdc', 'glass')
  const ceramic = mat(mixHex(p.accent, '#f3efe8', 0.7), 'gloss')
  const items: Prim[] = [
    smoothLathe(-8, 1, -5, [[4.5, 0], [6, 3], [6.2, 10], [3, 16], [2.2, 22], [2.6, 24]], glass, '#b9c4c4'),
    lathe(6, 1, 6, [[3, 0], [3.6, 9], [3.7, 9.5]], glass, '#b9c4c4'),
    smoothLathe(8, 1, -9, [[2.5, 0], [5, 1.5], [7, 3.5], [7.5, 5]], ceramic, shadeHex(p.accent, 0.9)),
  ].map((q) => ({ ...q, layer: 1 }))
  const handle = (a: number): Prim => {
    const pts = [-0.3, -0.15, 0, 0.15, 0.3].map((t): Vec3 => rotateY([24 + Math.cos(t * 5) * 3, 5, 0], a + t))
    return line(pts, 1.2, mat(p.accent, 'metal'))
  }
  const prims: Prim[] = [
    lathe(0, 0, 0, [[21.5, 0], [22.5, 0.6], [23.4, 5], [23.2, 5.6]], frame(p.colour), shadeHex(p.colour, 1.12)),
    handle(0),
    handle(Math.PI),
    ...items,
  ]
  return { prims, yaw: -22, pitch: 30, focus: [-14, 8, 14] }
}
