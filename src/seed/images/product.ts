/**
 * Studio product pictures: the shape's primitives seen through a 3/4 perspective camera,
 * framed automatically, on a warm light-grey sweep with a soft floor shadow. SVG → JPEG.
 */
import type { ProductImageSpec, ProductShape } from '../data/types'
import { primPoints, type Palette, type ShapeModel, type Vec3 } from './geometry'
import { lookAt, project } from './camera'
import { boundsOf } from './geometry'
import { drawPrims } from './order'
import { drawFloorShadow } from './shadows'
import { bookshelf, bed, dresser, mattress, nightstand, wardrobe } from './shapesBedroom'
import { floorLamp, pendantLamp, rugRect, rugRound, tableLamp, wallLamp } from './shapesLighting'
import { armchair, bench, chair, cornerSofa, daybed, pouf, sofa, stool } from './shapesSeating'
import { coffeeTable, cushion, desk, diningTable, mirror, sideTable, tray, vase } from './shapesTables'
import { layersOf, photograph, type LightGrade } from './photo'
import { Svg, f1 } from './svg'

export const productBuilders: Record<ProductShape, (p: Palette) => ShapeModel> = {
  sofa,
  'corner-sofa': cornerSofa,
  armchair,
  daybed,
  pouf,
  bench,
  bed,
  mattress,
  nightstand,
  wardrobe,
  dresser,
  chair,
  stool,
  'dining-table': diningTable,
  'coffee-table': coffeeTable,
  'side-table': sideTable,
  desk,
  bookshelf,
  mirror,
  vase,
  cushion,
  tray,
  'rug-rect': rugRect,
  'rug-round': rugRound,
  'floor-lamp': floorLamp,
  'table-lamp': tableLamp,
  'pendant-lamp': pendantLamp,
  'wall-lamp': wallLamp,
}

export const productShapes = Object.keys(productBuilders) as ProductShape[]

export interface ProductOptions {
  width?: number
  height?: number
  variant?: 'studio' | 'detail'
}

/** Renders a product picture as JPEG (default 1600×1200). */
export async function renderProduct(spec: ProductImageSpec, options: ProductOptions = {}): Promise<Buffer> {
  const svg = productDrawing(spec, options)
  // The studio's back wall and floor sit well behind the piece: slightly out of focus (and smooth: drawn at a quarter size).
  return photograph(layersOf(svg, studioLight, 0.25), { backgroundBlur: 0.004, seed: seedOf(spec), quality: 88, base: '#ebe8e3' })
}

/** The SVG document behind renderProduct (all layers in focus). */
export function productSvg(spec: ProductImageSpec, options: ProductOptions = {}): string {
  return productDrawing(spec, options).toString()
}

/** A stable number from the spec, for the grain. */
function seedOf(spec: ProductImageSpec): number {
  let h = 0
  for (const char of `${spec.shape}${spec.colour}${spec.accent}`) h = (Math.imul(h, 31) + char.charCodeAt(0)) | 0
  return h
}

function productDrawing(spec: ProductImageSpec, options: ProductOptions): Svg {
  const width = Math.max(32, Math.round(options.width ?? 1600))
  const height = Math.max(32, Math.round(options.height ?? 1200))
  const model = productBuilders[spec.shape]({ colour: spec.colour, accent: spec.accent })
  const svg = new Svg(width, height)

  const pts = (model.fit ?? model.prims).flatMap(primPoints)
  const b = boundsOf(pts)
  const target: Vec3 = [(b.min[0] + b.max[0]) / 2, (b.min[1] + b.max[1]) / 2, (b.min[2] + b.max[2]) / 2]
  const size = Math.hypot(b.max[0] - b.min[0], b.max[1] - b.min[1], b.max[2] - b.min[2])
  const yaw = ((model.yaw ?? -32) * Math.PI) / 180
  const pitch = ((model.pitch ?? 16) * Math.PI) / 180
  const dist = size * 3.2
  const eye: Vec3 = [
    target[0] + dist * Math.sin(yaw) * Math.cos(pitch),
    target[1] + dist * Math.sin(pitch),
    target[2] + dist * Math.cos(yaw) * Math.cos(pitch),
  ]
  const unit = lookAt(eye, target)
  const proj = pts.map((p) => project(unit, p))
  const ux0 = Math.min(...proj.map((p) => p.x))
  const ux1 = Math.max(...proj.map((p) => p.x))
  const uy0 = Math.min(...proj.map((p) => p.y))
  const uy1 = Math.max(...proj.map((p) => p.y))
  const scale = Math.min((width * 0.74) / Math.max(1e-6, ux1 - ux0), (height * 0.7) / Math.max(1e-6, uy1 - uy0))
  const cam = lookAt(eye, target, scale, width / 2 - (scale * (ux0 + ux1)) / 2, height * 0.53 - (scale * (uy0 + uy1)) / 2)

  // The wall meets the floor a little behind the piece's back feet.
  const back = project(cam, [target[0], 0, b.min[2] - size * 0.15])
  studioBackground(svg, options.variant === 'detail' ? 0.42 : Math.min(0.8, Math.max(0.3, back.y / height)))
  svg.mark('subject')
  let open = ''
  if (options.variant === 'detail') {
    const zoom = 2.4
    const f = project(cam, model.focus)
    svg.shadowTransform = `translate(${f1(width / 2 - zoom * f.x)} ${f1(height / 2 - zoom * f.y)}) scale(${zoom})`
    open = `<g transform="${svg.shadowTransform}">`
  }
  if (open) svg.add(open)
  if (model.shadow !== false) drawFloorShadow(svg, cam, model.prims)
  drawPrims(svg, cam, model.prims)
  if (open) svg.add('</g>')
  return svg
}

/**
 * A warm studio: a plaster wall that curves into the floor (the cove a little above the piece's
 * feet), daylight from a tall window on the right falling across the wall in soft bars, the
 * floor brighter towards the camera. Drawn sharp; the camera pass puts it out of focus.
 */
export function studioBackground(svg: Svg, floorLine = 0.62): void {
  const { width: w, height: h } = svg
  const cove = h * floorLine
  const sweep = svg.linear(0, 0, 0, h, [[0, '#e9e4dc'], [Math.max(0, floorLine - 0.1), '#efebe5'], [floorLine, '#e6e1d9'], [Math.min(1, floorLine + 0.08), '#ece8e2'], [1, '#f4f1ec']])
  svg.add(`<rect width="${w}" height="${h}" fill="${sweep}"/>`)
  // Window light on the wall: bright bars leaning away from the window, between mullion shadows.
  const bars: string[] = []
  for (let k = 0; k < 3; k++) {
    const x0 = w * (0.5 + k * 0.17)
    const x1 = x0 + w * 0.12
    const lean = w * 0.16
    bars.push(`M${f1(x0)} ${f1(-h * 0.05)}L${f1(x1)} ${f1(-h * 0.05)}L${f1(x1 - lean)} ${f1(cove)}L${f1(x0 - lean)} ${f1(cove)}Z`)
  }
  const sun = svg.linear(w, 0, w * 0.3, cove, [[0, '#fff6e6', 0.55], [1, '#fff6e6', 0]])
  svg.add(`<path d="${bars.join('')}" fill="${sun}"/>`)
  // The floor catches the same light in a long soft pool.
  const pool = svg.radial(w * 0.62, h * 0.86, w * 0.5, [[0, '#fffaf0', 0.55], [1, '#fffaf0', 0]], 0.32)
  svg.add(`<rect y="${f1(cove)}" width="${w}" height="${f1(h - cove)}" fill="${pool}"/>`)
  const glow = svg.radial(w * 0.5, h * 0.42, w * 0.55, [[0, '#ffffff', 0.35], [1, '#ffffff', 0]], 0.75)
  svg.add(`<rect width="${w}" height="${h}" fill="${glow}"/>`)
}

/** Daylight from a window on the right, as in every picture of the site: a little warm, the far side a little darker. */
export const studioLight: LightGrade = { fromLeft: false, side: 0.07, warmth: 0.04, vignette: 0.08 }
