/** Interior scenes: living room, bedroom, dining room, hotel lobby, showroom, workshop. */
import type { SceneSpec } from '../data/types'
import { box, cyl, glow, line, mat, place, poly, scaleGroup, sphere, type Prim, type Vec3 } from './geometry'
import { mixHex, shadeHex } from './noise'
import { drawFurniture, lines, plane, sceneContext, type SceneContext } from './scene'
import { artwork, lightCone, lightPool, pendant, plant, roomShell, type Room } from './sceneProps'
import { bed, dresser, nightstand } from './shapesBedroom'
import { floorLamp, rugRect, tableLamp } from './shapesLighting'
import { bench as benchShape, chair, fabric, frame, pouf, sofaPrims, squareLegs } from './shapesSeating'
import { coffeeTable, diningTable, sideTable, vase } from './shapesTables'
import { LIGHT, LIGHT_LEFT } from './render3d'
import type { Svg } from './svg'

/**
 * Camera standing in the room, looking at the back wall. With the window on the left wall,
 * the camera stands to the right and turns a little towards the window.
 */
function roomCamera(svg: Svg, spec: SceneSpec, salt: number, room: Room, windowLeft: boolean, eyeY = 140): SceneContext {
  const probe = sceneContext(svg, spec, salt, [0, eyeY, room.near + 40], [0, 100, -room.D])
  const r = (): number => probe.rng() - 0.5
  const ex = windowLeft ? room.W * (0.26 + r() * 0.12) : r() * room.W * 0.35
  const tx = windowLeft ? -room.W * (0.55 + r() * 0.15) : ex * 0.3 + r() * 50
  const ctx = sceneContext(svg, spec, salt, [ex, eyeY + r() * 12, room.near + 40], [tx, eyeY - 40, -room.D], 62)
  ctx.rng = probe.rng
  // The furniture is lit from the window's side (a window at the back: the default, from the right).
  ctx.cam.light = windowLeft ? LIGHT_LEFT : LIGHT
  return ctx
}

const darkFrame = (ctx: SceneContext): string => shadeHex(mixHex(ctx.pal.accent, '#2b2a28', 0.5), 0.9)

export function living(svg: Svg, spec: SceneSpec): boolean {
  const room: Room = { W: 340, D: 320, H: 300, near: 250 }
  const left = (Math.floor(spec.seed) & 3) !== 3
  const ctx = roomCamera(svg, spec, 1, room, left)
  const { furniture, accent, floor, wall, extra } = ctx.pal
  roomShell(ctx, room, { window: left ? 'left' : 'back', floor: 'boards', view: 'garden', from: left ? -250 : -320, to: left ? 150 : -70, panes: 3, frame: darkFrame(ctx) })
  const sx = left ? (ctx.rng() - 0.5) * 60 : 80
  artwork(ctx, sx, 178, 150, 92, -room.D)
  const z = -room.D + 50
  ctx.groups.push(place(rugRect({ colour: mixHex(floor, wall, 0.65), accent: extra }).prims, [sx, 0, z + 150]))
  ctx.groups.push(place(sofaPrims({ colour: furniture, accent }), [sx, 0, z]))
  ctx.groups.push(place(coffeeTable({ colour: mixHex(wall, '#ffffff', 0.4), accent }).prims, [sx, 0, z + 165]))
  ctx.loose.push(...place(scaleGroup(vase({ colour: extra, accent }).prims, 0.55), [sx + 22, 36.5, z + 155]))
  ctx.groups.push(place(sofaPrims({ colour: extra, accent }, { width: 90, depth: 86, seats: 1, armW: 15, armTop: 60, backTop: 86, legH: 16, pillows: false }), [sx + 210, 0, z + 190], -1.15))
  ctx.groups.push(place(floorLamp({ colour: '#efe8dc', accent }).prims, [sx - 150, 0, z - 5]))
  ctx.groups.push(place(sideTable({ colour: accent, accent }).prims, [sx + 150, 0, z + 10]))
  ctx.groups.push(plant(ctx, left ? 250 : -250, -room.D + 60, 170))
  drawFurniture(ctx)
  return left
}

export function bedroom(svg: Svg, spec: SceneSpec): boolean {
  const room: Room = { W: 330, D: 300, H: 290, near: 280 }
  const ctx = roomCamera(svg, spec, 2, room, true, 145)
  const { furniture, accent, floor, wall, extra } = ctx.pal
  roomShell(ctx, room, { window: 'left', floor: ctx.rng() < 0.5 ? 'boards' : 'slabs', view: 'garden', from: -240, to: 120, panes: 2, frame: darkFrame(ctx) })
  const bx = (ctx.rng() - 0.3) * 60
  artwork(ctx, bx, 190, 170, 70, -room.D)
  ctx.groups.push(place(scaleGroup(rugRect({ colour: mixHex(floor, wall, 0.6), accent: extra }).prims, 1.15), [bx, 0, -room.D + 150]))
  ctx.groups.push(place(bed({ colour: furniture, accent }).prims, [bx, 0, -room.D + 114]))
  for (const side of [-1, 1]) {
    ctx.groups.push(place(nightstand({ colour: shadeHex(furniture, 0.8), accent }).prims, [bx + side * 135, 0, -room.D + 26]))
    ctx.loose.push(...place(scaleGroup(tableLamp({ colour: extra, accent }).prims, 0.9), [bx + side * 135, 60.5, -room.D + 24]))
  }
  ctx.groups.push(place(benchShape({ colour: extra, accent }).prims, [bx, 0, -room.D + 255]))
  ctx.groups.push(plant(ctx, 260, -room.D + 70, 150))
  drawFurniture(ctx)
  return true
}

export function dining(svg: Svg, spec: SceneSpec): boolean {
  const room: Room = { W: 360, D: 320, H: 300, near: 280 }
  const ctx = roomCamera(svg, spec, 3, room, true, 155)
  const { furniture, accent, wall, extra } = ctx.pal
  roomShell(ctx, room, { window: 'left', floor: 'boards', view: ctx.rng() < 0.5 ? 'garden' : 'city', from: -260, to: 160, panes: 3, frame: darkFrame(ctx) })
  const tx = (ctx.rng() - 0.5) * 60
  const tz = -room.D + 190
  artwork(ctx, tx, 175, 190, 85, -room.D)
  ctx.groups.push(place(dresser({ colour: shadeHex(furniture, 0.85), accent }).prims, [tx, 0, -room.D + 26]))
  ctx.loose.push(...place(scaleGroup(vase({ colour: extra, accent }).prims, 0.8), [tx - 45, 84.5, -room.D + 26]))
  ctx.groups.push(place(diningTable({ colour: furniture, accent }).prims, [tx, 0, tz]))
  const seat = { colour: extra, accent }
  for (const x of [-60, 0, 60]) ctx.groups.push(place(chair(seat).prims, [tx + x, 0, tz - 62]))
  ctx.groups.push(place(chair(seat).prims, [tx - 128, 0, tz], Math.PI / 2))
  ctx.groups.push(place(chair(seat).prims, [tx + 128, 0, tz], -Math.PI / 2))
  for (const x of [-55, 55]) ctx.loose.push(...pendant(tx + x, tz, 160, room.H, mixHex(accent, wall, 0.15), 20))
  lightPool(ctx, tx, tz, 140, 0.25)
  ctx.groups.push(plant(ctx, 280, -room.D + 60, 180))
  drawFurniture(ctx)
  return true
}

export function hotel(svg: Svg, spec: SceneSpec): boolean {
  const room: Room = { W: 480, D: 430, H: 430, near: 380 }
  const ctx = roomCamera(svg, spec, 4, room, true, 160)
  const { furniture, accent, floor, wall, extra } = ctx.pal
  roomShell(ctx, room, { window: 'left', floor: 'slabs', view: 'city', from: -360, to: 180, panes: 4, frame: darkFrame(ctx) })
  const slat = shadeHex(mixHex(extra, accent, 0.3), 0.8)
  const pairs: [Vec3, Vec3][] = []
  for (let x = -240; x <= 240; x += 12) pairs.push([[x, 10, -room.D + 1], [x, 330, -room.D + 1]])
  plane(ctx, [[-246, 10, -room.D + 0.8], [246, 10, -room.D + 0.8], [246, 330, -room.D + 0.8], [-246, 330, -room.D + 0.8]], mixHex(wall, extra, 0.55))
  lines(ctx, pairs, slat, 2, 0.55)
  ctx.groups.push(place([box(-150, 0, -25, 150, 105, 25, frame(shadeHex(extra, 0.9))), box(-156, 105, -29, 156, 111, 29, mat(accent, 'gloss'))], [0, 0, -room.D + 95]))
  for (const x of [-300, 300]) ctx.groups.push([box(x - 22, 0, -190, x + 22, room.H, -146, frame(shadeHex(wall, 0.95)))])
  const gz = 30
  ctx.groups.push(place(scaleGroup(rugRect({ colour: mixHex(floor, wall, 0.5), accent: extra }).prims, 1.1), [0, 0, gz]))
  ctx.groups.push(place(coffeeTable({ colour: mixHex(wall, '#ffffff', 0.3), accent }).prims, [0, 0, gz]))
  const chairColours = { colour: furniture, accent }
  const armOpts = { width: 92, depth: 88, seats: 1, armW: 15, armTop: 60, backTop: 86, legH: 16, pillows: false }
  ctx.groups.push(place(sofaPrims(chairColours, armOpts), [-125, 0, gz], Math.PI / 2))
  ctx.groups.push(place(sofaPrims(chairColours, armOpts), [125, 0, gz], -Math.PI / 2))
  ctx.groups.push(place(sofaPrims({ colour: extra, accent }, { width: 240 }), [0, 0, gz - 120]))
  const chandelier: Prim[] = []
  for (let i = 0; i < 14; i++) {
    const a = (i / 14) * Math.PI * 2
    const r = 40 + (i % 3) * 18
    const y = 255 + (i % 4) * 14
    const p: Vec3 = [Math.cos(a) * r, y, -60 + Math.sin(a) * r]
    chandelier.push(line([[p[0], y + 9, p[2]], [p[0], room.H, p[2]]], 0.4, mat('#3a342e', 'matte')))
    chandelier.push(sphere(p[0], y, p[2], 9, mat('#fff0d4', 'glow')))
  }
  ctx.loose.push({ ...glow([0, 275, -60], 180, '#ffe2b0', 0.45), layer: -1 }, ...chandelier)
  for (const x of [-300, 300]) ctx.groups.push(plant(ctx, x + (x < 0 ? 55 : -55), -120, 190))
  drawFurniture(ctx)
  return true
}

export function showroom(svg: Svg, spec: SceneSpec): boolean {
  const room: Room = { W: 460, D: 380, H: 340, near: 300 }
  const ctx = roomCamera(svg, spec, 5, room, true, 165)
  const { furniture, accent, wall, extra } = ctx.pal
  roomShell(ctx, room, { window: 'left', floor: 'concrete', view: 'city', from: -300, to: -20, panes: 2, frame: darkFrame(ctx) })
  const trackZ = -170
  lines(ctx, [[[-400, room.H - 12, trackZ], [400, room.H - 12, trackZ]]], '#2b2926', 4, 0.9)
  const plinth = shadeHex(wall, 1.05)
  const colours = { colour: furniture, accent }
  const pieces: { x: number; z: number; w: number; d: number; h: number; prims: Prim[] }[] = [
    { x: -250, z: -220, w: 130, d: 120, h: 14, prims: sofaPrims(colours, { width: 92, depth: 88, seats: 1, armW: 15, armTop: 60, backTop: 86, legH: 16, pillows: false }) },
    { x: -40, z: -270, w: 70, d: 70, h: 60, prims: scaleGroup(vase({ colour: extra, accent }).prims, 1.1) },
    { x: 170, z: -220, w: 110, d: 110, h: 14, prims: sideTable({ colour: extra, accent }).prims.concat(place(scaleGroup(tableLamp({ colour: furniture, accent }).prims, 0.7), [0, 55.5, 0])) },
    { x: 40, z: -110, w: 150, d: 110, h: 10, prims: [...pouf({ colour: extra, accent }).prims.map((p) => place([p], [-35, 0, 0])[0] ?? p), ...place(pouf({ colour: furniture, accent }).prims, [40, 0, 10])] },
  ]
  for (const piece of pieces) {
    const { x, z, w, d, h } = piece
    ctx.groups.push([box(x - w / 2, 0, z - d / 2, x + w / 2, h, z + d / 2, frame(plinth)), ...place(piece.prims, [x, h, z])])
    lightCone(ctx, [x + 40, room.H - 14, trackZ], x, z, w * 0.55)
    ctx.loose.push(cyl(x + 40, room.H - 22, trackZ, 5, 10, mat('#2b2926', 'metal')))
  }
  drawFurniture(ctx)
  return true
}

export function workshop(svg: Svg, spec: SceneSpec): boolean {
  const room: Room = { W: 380, D: 330, H: 380, near: 300 }
  const ctx = roomCamera(svg, spec, 6, room, false, 150)
  const { furniture, accent, floor, wall, extra } = ctx.pal
  roomShell(ctx, room, { window: 'back', floor: 'concrete', view: 'garden', from: -330, to: 20, panes: 5, frame: '#3a3835' })
  const bars: [Vec3, Vec3][] = []
  for (let y = 60; y < 340; y += 55) bars.push([[-330, y, -room.D + 1], [20, y, -room.D + 1]])
  lines(ctx, bars, '#3a3835', 6, 1)
  const board: Vec3[] = [[80, 100, -room.D + 1], [320, 100, -room.D + 1], [320, 230, -room.D + 1], [80, 230, -room.D + 1]]
  plane(ctx, board, mixHex(floor, wall, 0.5))
  const tools: [Vec3, Vec3][] = []
  for (let i = 0; i < 7; i++) {
    const x = 100 + i * 32
    const len = 40 + ctx.rng() * 50
    tools.push([[x, 215, -room.D + 2], [x + (ctx.rng() - 0.5) * 10, 215 - len, -room.D + 2]])
  }
  lines(ctx, tools, shadeHex(accent, 0.8), 5, 0.9)
  const wood = mixHex(furniture, '#b08a60', 0.4)
  const bx = -60 + (ctx.rng() - 0.5) * 60
  const bz = -room.D + 170
  ctx.groups.push(place([...squareLegs(-100, -32, 100, 32, 86, shadeHex(wood, 0.8), 7), box(-100, 20, -34, 100, 24, 34, frame(shadeHex(wood, 0.85))), box(-110, 86, -40, 110, 94, 40, frame(wood))], [bx, 0, bz]))
  ctx.loose.push(...place(chair({ colour: extra, accent: shadeHex(wood, 0.9) }).prims, [bx + 30, 94, bz - 5], 0.5))
  ctx.loose.push(...place([box(-75, 94, 8, -45, 101, 16, frame(shadeHex(wood, 0.7))), box(-40, 94, 14, -8, 96, 24, frame(mixHex(wall, '#ffffff', 0.5)))], [bx, 0, bz]))
  for (let i = 0; i < 7; i++) {
    const w = 12 + ctx.rng() * 16
    const z = -room.D + 60 + i * 26 + ctx.rng() * 6
    const h = 190 + ctx.rng() * 80
    const plank = box(-1.5, 0, -w / 2, 1.5, h, w / 2, frame(shadeHex(wood, 0.75 + ctx.rng() * 0.45)), 0, -0.1 - ctx.rng() * 0.06)
    ctx.groups.push(place([plank], [room.W - 14 - h * 0.06, 0, z], Math.PI / 2))
  }
  ctx.groups.push(place(chair({ colour: extra, accent: shadeHex(wood, 0.8) }).prims, [bx - 150, 0, bz + 90], 0.7))
  for (const x of [bx - 60, bx + 60]) ctx.loose.push(...pendant(x, bz, 170, room.H, '#3b3936', 24))
  ctx.loose.push(poly([[bx - 140, 0.3, bz + 60], [bx - 90, 0.3, bz + 75], [bx - 120, 0.3, bz + 95]], fabric(mixHex(wood, '#f0e4cc', 0.5)), 0.6, -1))
  drawFurniture(ctx)
  return false
}
