/** Exterior scenes: sea-view terrace, yacht deck, shop façade. */
import type { SceneSpec } from '../data/types'
import { box, cyl, lathe, line, mat, place, scaleGroup, type Prim, type Vec3 } from './geometry'
import { mixHex, shadeHex } from './noise'
import { pathOf, project } from './camera'
import { drawPrims } from './order'
import { LIGHT_LEFT } from './render3d'
import { boards, drawFurniture, lines, plane, sceneContext, slabs, vGradient, type SceneContext } from './scene'
import { plant } from './sceneProps'
import { daybed, frame, pouf, sofaPrims } from './shapesSeating'
import { coffeeTable, sideTable, vase } from './shapesTables'
import { escapeXml, f1, type Svg } from './svg'

/** Sky over the whole frame and the sea from the horizon down, with a distant headland and glints. */
function seaAndSky(ctx: SceneContext): void {
  const { svg, cam } = ctx
  const h = project(cam, [cam.eye[0], cam.eye[1], cam.eye[2] - 1e6]).y
  const sky = svg.linear(0, 0, 0, h, [[0, mixHex('#9fb8c6', ctx.pal.wall, 0.15)], [0.75, '#e7e9e4'], [1, '#f6efe2']])
  svg.add(`<rect width="${svg.width}" height="${svg.height}" fill="${sky}"/>`)
  const sea = svg.linear(0, h, 0, svg.height, [[0, '#a7bcc2'], [0.25, '#7c9aa4'], [1, '#4f7382']])
  svg.add(`<rect y="${f1(h)}" width="${svg.width}" height="${f1(svg.height - h)}" fill="${sea}"/>`)
  const w = svg.width
  const start = ctx.rng() * w * 0.4
  let d = `M${f1(start)} ${f1(h)}`
  for (let i = 0; i <= 10; i++) d += `L${f1(start + (w * 0.45 * i) / 10)} ${f1(h - Math.sin((i / 10) * Math.PI) * svg.height * (0.025 + ctx.rng() * 0.01))}`
  svg.add(`<path d="${d}Z" fill="#9aa9ad" fill-opacity="0.8"/>`)
  let glints = ''
  for (let i = 0; i < 70; i++) {
    const y = h + Math.pow(ctx.rng(), 2) * (svg.height - h) * 0.6
    const x = ctx.rng() * w
    const len = 6 + ((y - h) / svg.height) * 80
    glints += `M${f1(x)} ${f1(y)}h${f1(len)}`
  }
  svg.add(`<path d="${glints}" stroke="#ffffff" stroke-opacity="0.35" stroke-width="1.5"/>`)
}

function camera(svg: Svg, spec: SceneSpec, salt: number, eyeY: number, eyeZ: number, lookY: number, fov = 60): SceneContext {
  const probe = sceneContext(svg, spec, salt, [0, eyeY, eyeZ], [0, lookY, -400])
  const ex = (probe.rng() - 0.5) * 120
  const ctx = sceneContext(svg, spec, salt, [ex, eyeY, eyeZ], [ex * 0.3 + (probe.rng() - 0.5) * 60, lookY, -400], fov)
  ctx.rng = probe.rng
  return ctx
}

export function outdoor(svg: Svg, spec: SceneSpec): boolean {
  const ctx = camera(svg, spec, 7, 155, 430, 118)
  const { furniture, accent, floor, wall, extra } = ctx.pal
  seaAndSky(ctx)
  const near = 390
  plane(ctx, [[-700, 0, -260], [700, 0, -260], [700, 0, near], [-700, 0, near]], vGradient(ctx, [0, 0, -260], [0, 0, near], [[0, shadeHex(floor, 1.05)], [1, shadeHex(floor, 0.85)]]))
  slabs(ctx, -700, 700, -260, near, 80, floor)
  plane(ctx, [[-700, 0, -262], [700, 0, -262], [700, 100, -262], [-700, 100, -262]], '#e9f1f2', ' fill-opacity="0.22"')
  lines(ctx, [[[-700, 102, -262], [700, 102, -262]]], shadeHex(accent, 0.9), 5, 1)
  const posts: [Vec3, Vec3][] = []
  for (let x = -690; x <= 690; x += 120) posts.push([[x, 0, -262], [x, 102, -262]])
  lines(ctx, posts, shadeHex(accent, 0.9), 3, 0.8)
  const lounge = { colour: extra, accent: furniture }
  for (const [x, r] of [[-150, 0.12], [40, -0.08]] as const) ctx.groups.push(place(scaleGroup(daybed(lounge).prims, 0.9), [x + (ctx.rng() - 0.5) * 20, 0, -110], r))
  ctx.groups.push(place(sideTable({ colour: mixHex(wall, '#ffffff', 0.3), accent }).prims, [-55, 0, -60]))
  ctx.loose.push(...place(scaleGroup(vase({ colour: accent, accent: furniture }).prims, 0.5), [-55, 55.5, -60]))
  const ux = 180 + ctx.rng() * 60
  ctx.groups.push([cyl(ux, 0, -150, 22, 5, mat(shadeHex(accent, 0.9), 'satin')), line([[ux, 5, -150], [ux, 250, -150]], 3, mat(shadeHex(furniture, 0.9), 'satin'))])
  ctx.loose.push(lathe(ux, 228, -150, [[140, 0], [70, 20], [2, 36]], mat(mixHex(extra, '#f6f1e8', 0.5), 'matte'), shadeHex(mixHex(extra, '#f6f1e8', 0.5), 0.78)))
  ctx.groups.push(plant(ctx, -420, -190, 220), plant(ctx, 420, -200, 200))
  ctx.groups.push(place(sofaPrims({ colour: furniture, accent }, { width: 95, depth: 86, seats: 1, armW: 14, armTop: 58, backTop: 80, legH: 14, pillows: false }), [-330, 0, 80], 1.2))
  drawFurniture(ctx)
  return false
}

export function yacht(svg: Svg, spec: SceneSpec): boolean {
  const ctx = camera(svg, spec, 8, 165, 380, 125)
  ctx.cam.light = LIGHT_LEFT
  const { furniture, accent, floor, extra } = ctx.pal
  seaAndSky(ctx)
  const near = 340
  const white = '#fbfaf7'
  plane(ctx, [[-260, 0, -300], [260, 0, -300], [260, 0, near], [-260, 0, near]], vGradient(ctx, [0, 0, -300], [0, 0, near], [[0, shadeHex(floor, 1.08)], [1, shadeHex(floor, 0.85)]]))
  boards(ctx, -260, 260, -300, near, 11, floor)
  const steel = shadeHex(mixHex(accent, '#c9ccce', 0.7), 1)
  const hull: Prim[] = [
    box(-280, 0, -310, 280, 62, -300, frame(white)),
    box(-285, 0, -310, -262, 40, near, frame(white)),
    box(262, 0, -310, 285, 40, near, frame(white)),
    box(-270, 250, -80, 270, 262, near + 60, frame(white)),
    cyl(-245, 0, -75, 4, 250, mat(steel, 'metal')),
    cyl(245, 0, -75, 4, 250, mat(steel, 'metal')),
  ]
  const rails: Prim[] = [line([[-272, 100, near], [-272, 100, -305], [272, 100, -305], [272, 100, near]], 2.2, mat(steel, 'metal'))]
  for (let x = -270; x <= 270; x += 90) rails.push(line([[x, 62, -305], [x, 100, -305]], 1.4, mat(steel, 'metal')))
  ctx.groups.push(hull, rails)
  ctx.groups.push(place(sofaPrims({ colour: furniture, accent: white }, { width: 330, depth: 90, seats: 4, legH: 3, armW: 18 }), [0, 0, -250]))
  ctx.groups.push(place(coffeeTable({ colour: shadeHex(floor, 0.9), accent: white }).prims, [0, 0, -120]))
  for (const x of [-150, 150]) ctx.groups.push(place(pouf({ colour: extra, accent }).prims, [x, 0, -60]))
  ctx.loose.push(...place(scaleGroup(vase({ colour: '#f3efe8', accent }).prims, 0.5), [10, 37, -125]))
  drawFurniture(ctx)
  return true
}

/** Street view of an Atelier Vesta shop: stone front, lit windows with furniture, brand sign. */
export function facade(svg: Svg, spec: SceneSpec): boolean {
  const ctx = camera(svg, spec, 9, 165, 980, 250, 64)
  ctx.cam.light = LIGHT_LEFT
  const { furniture, accent, floor, wall, extra } = ctx.pal
  const sky = svg.linear(0, 0, 0, svg.height * 0.5, [[0, '#b7c8d2'], [1, '#eef0ec']])
  svg.add(`<rect width="${svg.width}" height="${svg.height}" fill="${sky}"/>`)
  const near = 940
  plane(ctx, [[-1400, 0, 0], [1400, 0, 0], [1400, 0, near], [-1400, 0, near]], vGradient(ctx, [0, 0, 0], [0, 0, near], [[0, shadeHex(floor, 1.02)], [1, shadeHex(floor, 0.8)]]))
  slabs(ctx, -1400, 1400, 0, 680, 60, floor)
  plane(ctx, [[-1400, 0.2, 700], [1400, 0.2, 700], [1400, 0.2, near], [-1400, 0.2, near]], '#5d5a56')
  plane(ctx, [[-1400, 0, 680], [1400, 0, 680], [1400, 14, 680], [-1400, 14, 680]], shadeHex(floor, 0.75))
  plane(ctx, [[-900, 0, 0], [900, 0, 0], [900, 1300, 0], [-900, 1300, 0]], vGradient(ctx, [0, 1300, 0], [0, 0, 0], [[0, shadeHex(wall, 1.02)], [1, shadeHex(wall, 0.9)]]))
  const joints: [Vec3, Vec3][] = []
  for (let y = 40; y < 460; y += 40) joints.push([[-900, y, 0.5], [900, y, 0.5]])
  lines(ctx, joints, shadeHex(wall, 0.75), 1.2, 0.6)
  ctx.groups.push([box(-910, 460, 0, 910, 485, 14, frame(shadeHex(wall, 1.04)))])
  for (const y0 of [560, 880]) {
    for (const x of [-600, -200, 200, 600]) {
      plane(ctx, [[x - 95, y0 - 12, 0.6], [x + 95, y0 - 12, 0.6], [x + 95, y0 + 232, 0.6], [x - 95, y0 + 232, 0.6]], shadeHex(wall, 1.06))
      plane(ctx, [[x - 80, y0, 0.8], [x + 80, y0, 0.8], [x + 80, y0 + 220, 0.8], [x - 80, y0 + 220, 0.8]], vGradient(ctx, [x, y0 + 220, 0], [x, y0, 0], [[0, '#8c9aa2'], [1, '#3e454a']]))
      for (const side of [-1, 1]) plane(ctx, [[x + side * 80, y0, 1], [x + side * 128, y0, 1], [x + side * 128, y0 + 220, 1], [x + side * 80, y0 + 220, 1]], shadeHex(extra, 0.95))
    }
  }
  const dark = shadeHex(mixHex(accent, '#1e1d1b', 0.6), 1)
  plane(ctx, [[-470, 0, 1], [470, 0, 1], [470, 410, 1], [-470, 410, 1]], dark)
  const windows: [number, number][] = [[-450, -95], [95, 450]]
  for (const [x0, x1] of windows) shopWindow(ctx, x0, x1, 18, 330, furniture, accent)
  shopWindow(ctx, -70, 70, 2, 330, furniture, accent)
  lines(ctx, [[[-70, 2, 2], [-70, 330, 2]], [[70, 2, 2], [70, 330, 2]], [[0, 2, 2], [0, 330, 2]]], dark, 8, 1)
  lines(ctx, [[[-12, 120, 3], [-12, 200, 3]], [[12, 120, 3], [12, 200, 3]]], '#b89a62', 5, 1)
  const a = project(ctx.cam, [0, 356, 2])
  const size = 34 * ctx.cam.focal / a.z
  svg.add(`<text x="${f1(a.x)}" y="${f1(a.y)}" font-family="Didot, 'Bodoni 72', 'Playfair Display', 'DejaVu Serif', serif" font-size="${f1(size)}" letter-spacing="${f1(size * 0.35)}" fill="#d6bd8a" text-anchor="middle">${escapeXml('ATELIER VESTA')}</text>`)
  for (const x of [-560, 560]) ctx.groups.push(plant(ctx, x, 70, 230))
  drawFurniture(ctx)
  return true
}

/** A glazed shop window: a lit interior with furniture seen through glass, and reflections. */
function shopWindow(ctx: SceneContext, x0: number, x1: number, y0: number, y1: number, furniture: string, accent: string): void {
  const { svg, cam } = ctx
  const hole = [[x0, y0, 1.2], [x1, y0, 1.2], [x1, y1, 1.2], [x0, y1, 1.2]] as Vec3[]
  const clip = svg.id('c')
  svg.def(`<clipPath id="${clip}"><path d="${pathOf(hole.map((p) => project(cam, p)))}"/></clipPath>`)
  svg.add(`<g clip-path="url(#${clip})">`)
  const warm = mixHex(ctx.pal.wall, '#ffdcaa', 0.45)
  plane(ctx, [[x0 - 400, 0, -420], [x1 + 400, 0, -420], [x1 + 400, 400, -420], [x0 - 400, 400, -420]], vGradient(ctx, [0, 400, -420], [0, 0, -420], [[0, shadeHex(warm, 0.8)], [0.6, shadeHex(warm, 1.08)], [1, shadeHex(warm, 0.9)]]))
  plane(ctx, [[x0 - 400, 0, -420], [x1 + 400, 0, -420], [x1 + 400, 0, 0], [x0 - 400, 0, 0]], shadeHex(mixHex(ctx.pal.floor, warm, 0.4), 0.8))
  const mid = (x0 + x1) / 2
  const inside: Prim[] = x1 - x0 > 200
    ? place(sofaPrims({ colour: furniture, accent }, { width: 200 }), [mid, 0, -300])
    : place(sofaPrims({ colour: furniture, accent }, { width: 92, depth: 88, seats: 1, armW: 15, armTop: 60, backTop: 86, legH: 16, pillows: false }), [mid, 0, -250], 0.4)
  for (const px of [mid - 60, mid + 60]) {
    inside.push(line([[px, 250, -200], [px, 400, -200]], 0.6, mat('#2a2622', 'matte')))
    inside.push({ ...lathe(px, 230, -200, [[22, 0], [16, 14], [6, 22]], mat(accent, 'gloss'), '#fff1cf') })
  }
  drawPrims(svg, cam, inside)
  const ps = hole.map((p) => project(cam, p))
  const xs = ps.map((p) => p.x)
  const ys = ps.map((p) => p.y)
  const refl = svg.linear(Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys), [[0, '#ffffff', 0.05], [0.35, '#ffffff', 0.22], [0.42, '#ffffff', 0.05], [0.6, '#ffffff', 0.14], [1, '#ffffff', 0.02]])
  svg.add(`<path d="${pathOf(ps)}" fill="${refl}"/></g>`)
}
