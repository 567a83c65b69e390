/**
 * Studio product pictures: the shape's primitives seen through a 3/4 perspective camera,
 * framed automatically, on a warm light-grey sweep with a soft floor shadow. SVG → JPEG.
 */
import sharp from 'sharp'
import type { ProductImageSpec, ProductShape } from '../data/types'
import { primPoints, type Palette, type ShapeModel, type Vec3 } from './geometry'
import { lookAt, project } from './camera'
import { boundsOf, drawFloorShadow, drawPrims } from './order'
import { bookshelf, bed, dresser, mattress, nightstand, wardrobe } from './shapesBedroom'
import { floorLamp, pendantLamp, rugRect, rugRound, tableLamp, wallLamp } from './shapesLighting'
import { armchair, bench, chair, cornerSofa, daybed, pouf, sofa, stool } from './shapesSeating'
import { coffeeTable, cushion, desk, diningTable, mirror, sideTable, tray, vase } from './shapesTables'
import { Svg, f1, f2 } from './svg'

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
  const svg = productSvg(spec, options)
  return sharp(Buffer.from(svg)).flatten({ background: '#ece9e4' }).jpeg({ quality: 88, mozjpeg: false }).toBuffer()
}

/** The SVG document behind renderProduct. */
export function productSvg(spec: ProductImageSpec, options: ProductOptions = {}): string {
  const width = Math.max(32, Math.round(options.width ?? 1600))
  const height = Math.max(32, Math.round(options.height ?? 1200))
  const model = productBuilders[spec.shape]({ colour: spec.colour, accent: spec.accent })
  const svg = new Svg(width, height)
  studioBackground(svg)

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

  let open = ''
  if (options.variant === 'detail') {
    const zoom = 2.4
    const f = project(cam, model.focus)
    open = `<g transform="translate(${f1(width / 2 - zoom * f.x)} ${f1(height / 2 - zoom * f.y)}) scale(${zoom})">`
  }
  if (open) svg.add(open)
  if (model.shadow !== false) drawFloorShadow(svg, cam, model.prims)
  drawPrims(svg, cam, model.prims)
  if (open) svg.add('</g>')
  vignette(svg)
  return svg.toString()
}

/** Warm light-grey studio sweep with a soft light behind the piece. */
export function studioBackground(svg: Svg): void {
  const { width: w, height: h } = svg
  const sweep = svg.linear(0, 0, 0, h, [[0, '#f3f1ed'], [0.55, '#ebe8e3'], [1, '#dedad4']])
  svg.add(`<rect width="${w}" height="${h}" fill="${sweep}"/>`)
  const light = svg.radial(w * 0.5, h * 0.42, w * 0.55, [[0, '#ffffff', 0.55], [1, '#ffffff', 0]], 0.75)
  svg.add(`<rect width="${w}" height="${h}" fill="${light}"/>`)
}

export function vignette(svg: Svg, strength = 0.1): void {
  const { width: w, height: h } = svg
  const v = svg.radial(w / 2, h / 2, Math.hypot(w, h) / 2, [[0.55, '#3a3028', 0], [1, '#3a3028', strength]])
  svg.add(`<rect width="${w}" height="${h}" fill="${v}" fill-opacity="${f2(1)}"/>`)
}
