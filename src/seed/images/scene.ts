/**
 * Atmosphere pictures: a perspective room (or terrace, deck, shop front) drawn as SVG with
 * the same 3-D primitives as the product pictures, soft window light and a light colour
 * grade. Each kind composes its own set (sceneInteriors.ts, sceneExteriors.ts).
 */
import type { SceneSpec } from '../data/types'
import type { Prim, Vec3 } from './geometry'
import { createRng, mixHex, shadeHex } from './noise'
import { lookAt, pathOf, project, type Camera, type P2 } from './camera'
import { drawPrims } from './order'
import { drawFloorShadow } from './shadows'
import type { LightGrade } from './photo'
import { type Svg, f1, f2, type Stop } from './svg'

export interface ScenePalette {
  wall: string
  floor: string
  furniture: string
  accent: string
  extra: string
}

export interface SceneContext {
  svg: Svg
  cam: Camera
  rng: () => number
  pal: ScenePalette
  /** Furniture groups: each gets its own floor shadow, then all are drawn together. */
  groups: Prim[][]
  /** Extra primitives drawn with the furniture but without shadow (lamps' glow, hanging things). */
  loose: Prim[]
}

export type SceneKind = SceneSpec['kind']

const HEX = /^#[0-9a-f]{6}$/i

export function scenePalette(colours: string[]): ScenePalette {
  const c = colours.filter((x) => HEX.test(x))
  const wall = c[0] ?? '#ebe6de'
  const floor = c[1] ?? '#b89f82'
  const furniture = c[2] ?? '#8c7b6b'
  const accent = c[3] ?? '#3d3935'
  return { wall, floor, furniture, accent, extra: c[4] ?? mixHex(furniture, accent, 0.5) }
}

/** A context with a perspective camera: horizontal field of view in degrees. */
export function sceneContext(svg: Svg, spec: SceneSpec, salt: number, eye: Vec3, target: Vec3, fov = 58): SceneContext {
  const focal = svg.width / 2 / Math.tan((fov * Math.PI) / 360)
  return {
    svg,
    cam: lookAt(eye, target, focal, svg.width / 2, svg.height / 2),
    rng: createRng((Math.floor(spec.seed) | 0) * 7349 + salt),
    pal: scenePalette(spec.palette),
    groups: [],
    loose: [],
  }
}

/** Draws a 3-D polygon with a plain fill or a gradient (`fill` may be a url()). */
export function plane(ctx: SceneContext, pts: Vec3[], fill: string, extra = ''): void {
  ctx.svg.add(`<path d="${pathOf(pts.map((p) => project(ctx.cam, p)))}" fill="${fill}"${extra}/>`)
}

/** A vertical gradient between two world points' screen heights. */
export function vGradient(ctx: SceneContext, top: Vec3, bottom: Vec3, stops: Stop[]): string {
  const a = project(ctx.cam, top)
  const b = project(ctx.cam, bottom)
  return ctx.svg.linear(0, a.y, 0, b.y, stops)
}

/** Straight lines between pairs of 3-D points, one path. */
export function lines(ctx: SceneContext, pairs: [Vec3, Vec3][], colour: string, width: number, opacity: number): void {
  const d = pairs
    .map(([a, b]) => {
      const p = project(ctx.cam, a)
      const q = project(ctx.cam, b)
      return `M${f1(p.x)} ${f1(p.y)}L${f1(q.x)} ${f1(q.y)}`
    })
    .join('')
  ctx.svg.add(`<path d="${d}" stroke="${colour}" stroke-width="${f1(width)}" stroke-opacity="${f2(opacity)}" fill="none"/>`)
}

/** Wooden floor boards running away from the viewer, with staggered joints. */
export function boards(ctx: SceneContext, x0: number, x1: number, z0: number, z1: number, width: number, colour: string, y = 0): void {
  const pairs: [Vec3, Vec3][] = []
  for (let x = x0 + width; x < x1; x += width) pairs.push([[x, y, z0], [x, y, z1]])
  const joints: [Vec3, Vec3][] = []
  for (let x = x0; x < x1; x += width) {
    let z = z0 + ctx.rng() * 120
    while (z < z1) {
      joints.push([[x, y, z], [Math.min(x1, x + width), y, z]])
      z += 140 + ctx.rng() * 120
    }
  }
  lines(ctx, pairs, shadeHex(colour, 0.62), 1.1, 0.45)
  lines(ctx, joints, shadeHex(colour, 0.62), 1, 0.3)
}

/** Stone or concrete slabs: a square grid of fine joints. */
export function slabs(ctx: SceneContext, x0: number, x1: number, z0: number, z1: number, size: number, colour: string, y = 0): void {
  const pairs: [Vec3, Vec3][] = []
  for (let x = x0 + size; x < x1; x += size) pairs.push([[x, y, z0], [x, y, z1]])
  for (let z = z0 + size; z < z1; z += size) pairs.push([[x0, y, z], [x1, y, z]])
  lines(ctx, pairs, shadeHex(colour, 0.7), 1, 0.35)
}

/**
 * Sunlight through rectangular panes: for each pane, its patch on the floor along `sun`,
 * soft-edged, plus a faint shaft of light between pane and patch.
 */
export function sunlight(ctx: SceneContext, panes: Vec3[][], sun: Vec3, strength = 1): void {
  const hit = (p: Vec3): Vec3 => {
    const t = -p[1] / sun[1]
    return [p[0] + sun[0] * t, 0.2, p[2] + sun[2] * t]
  }
  const tops = panes.map((pane) => pane.map((p) => project(ctx.cam, p)))
  const bottoms = panes.map((pane) => pane.map((p) => project(ctx.cam, hit(p))))
  const patches = bottoms.map((b) => pathOf(b)).join('')
  const shafts = tops
    .map((top, k) =>
      [0, 1, 2, 3]
        .map((i) => {
          const bottom = bottoms[k] ?? []
          const quad = [top[i], top[(i + 1) % 4], bottom[(i + 1) % 4], bottom[i]].filter((q): q is P2 => q !== undefined)
          return pathOf(quad)
        })
        .join(''),
    )
    .join('')
  const from = centre(tops.flat())
  const to = centre(bottoms.flat())
  const beam = ctx.svg.linear(from.x, from.y, to.x, to.y, [[0, '#fff8ea', 0.07 * strength], [1, '#fff8ea', 0.015 * strength]])
  ctx.svg.add(`<path d="${shafts}" fill="${beam}"/>`)
  // Soft-edged patches: a faint wide outline under the fill instead of a (slow) blur filter.
  ctx.svg.add(`<path d="${patches}" fill="#fff6e4" fill-opacity="${f2(0.3 * strength)}" stroke="#fff6e4" stroke-opacity="${f2(0.1 * strength)}" stroke-width="8" stroke-linejoin="round"/>`)
  ctx.svg.light(`<path d="${patches}" fill="#ffffff" fill-opacity="${f2(0.35 * strength)}"/>`)
}

function centre(ps: P2[]): P2 {
  const n = Math.max(1, ps.length)
  return { x: ps.reduce((s, p) => s + p.x, 0) / n, y: ps.reduce((s, p) => s + p.y, 0) / n, z: 0 }
}

/** Sky seen through an opening: vertical gradient plus distant soft hills or sea. */
export function outsideView(ctx: SceneContext, hole: Vec3[], kind: 'garden' | 'sea' | 'city'): void {
  const ps = hole.map((p) => project(ctx.cam, p))
  const xs = ps.map((p) => p.x)
  const ys = ps.map((p) => p.y)
  const x0 = Math.min(...xs)
  const x1 = Math.max(...xs)
  const y0 = Math.min(...ys)
  const y1 = Math.max(...ys)
  const clip = ctx.svg.id('c')
  ctx.svg.def(`<clipPath id="${clip}"><path d="${pathOf(ps)}"/></clipPath>`)
  const sky = ctx.svg.linear(0, y0, 0, y1, [[0, '#c9d6de'], [0.6, '#eef0ec'], [1, '#f7f1e6']])
  const horizon = y0 + (y1 - y0) * (0.55 + ctx.rng() * 0.15)
  let far = ''
  if (kind === 'sea') {
    far = `<rect x="${f1(x0)}" y="${f1(horizon)}" width="${f1(x1 - x0)}" height="${f1(y1 - horizon)}" fill="#9fb3bb"/>`
  } else {
    const green = kind === 'garden' ? '#a9b39a' : '#b9b6ae'
    let d = `M${f1(x0)} ${f1(y1)}`
    for (let i = 0; i <= 12; i++) {
      const x = x0 + ((x1 - x0) * i) / 12
      const h = kind === 'city' ? (ctx.rng() < 0.5 ? 0.2 : 0.08) * (y1 - y0) : (0.05 + 0.08 * Math.sin(i * 0.9 + ctx.rng())) * (y1 - y0)
      d += `L${f1(x)} ${f1(horizon - h)}`
      if (kind === 'city') d += `L${f1(x + (x1 - x0) / 12)} ${f1(horizon - h)}`
    }
    far = `<path d="${d}L${f1(x1)} ${f1(y1)}Z" fill="${green}" fill-opacity="0.75"/><rect x="${f1(x0)}" y="${f1(horizon)}" width="${f1(x1 - x0)}" height="${f1(y1 - horizon)}" fill="${shadeHex(green, 0.9)}"/>`
  }
  ctx.svg.add(`<g clip-path="url(#${clip})"><rect x="${f1(x0)}" y="${f1(y0)}" width="${f1(x1 - x0)}" height="${f1(y1 - y0)}" fill="${sky}"/>${far}</g>`)
}

/** Shadows for every furniture group, then all furniture in painter's order. */
export function drawFurniture(ctx: SceneContext): void {
  const all = [...ctx.groups.flat(), ...ctx.loose]
  const flat = (p: Prim): boolean => (p.layer ?? 0) < 0 && p.kind !== 'glow'
  // What follows is in focus, rugs included (the camera pass blurs the room behind, photo.ts).
  ctx.svg.mark('subject')
  drawPrims(ctx.svg, ctx.cam, all.filter(flat))
  ctx.svg.mark('shadow')
  for (const g of ctx.groups) drawFloorShadow(ctx.svg, ctx.cam, g, 0, 0.9)
  drawPrims(ctx.svg, ctx.cam, all.filter((p) => !flat(p)))
}

/** One daylight for every picture, from the window's side (the seed varies its warmth only a little). */
export function sceneLight(spec: SceneSpec, fromLeft: boolean): LightGrade {
  const seed = Math.floor(spec.seed) | 0
  const warmth = (spec.kind === 'showroom' ? 0.04 : 0.07) + (((seed * 37) % 3) + 3) % 3 / 100
  return { fromLeft, side: 0.12, warmth, vignette: 0.16 }
}
