/** Scene registry: picks the composition for a SceneSpec kind, grades it, encodes JPEG. */
import type { SceneSpec } from '../data/types'
import { sceneLight, type SceneKind } from './scene'
import { facade, outdoor, yacht } from './sceneExteriors'
import { bedroom, dining, hotel, living, showroom, workshop } from './sceneInteriors'
import { layersOf, photograph, type LightGrade } from './photo'
import { Svg } from './svg'

/** Each composer draws its scene and says whether the light comes from the left. */
const composers: Record<SceneKind, (svg: Svg, spec: SceneSpec) => boolean> = {
  living,
  bedroom,
  dining,
  outdoor,
  showroom,
  facade,
  workshop,
  hotel,
  yacht,
}

export const sceneKinds = Object.keys(composers) as SceneKind[]

export interface SceneOptions {
  width?: number
  height?: number
}

/** The SVG document behind renderScene (all layers in focus). */
export function sceneSvg(spec: SceneSpec, options: SceneOptions = {}): string {
  return sceneDrawing(spec, options).svg.toString()
}

function sceneDrawing(spec: SceneSpec, options: SceneOptions): { svg: Svg; light: LightGrade } {
  const width = Math.max(32, Math.round(options.width ?? 1920))
  const height = Math.max(32, Math.round(options.height ?? 1080))
  const svg = new Svg(width, height)
  const fromLeft = composers[spec.kind](svg, spec)
  const seed = Math.floor(spec.seed) | 0
  // Every other seed shows the mirror image (not the shop front: its sign must read).
  const mirrored = spec.kind !== 'facade' && (seed & 2) === 2
  if (mirrored) svg.wrap(`translate(${width} 0) scale(-1 1)`)
  return { svg, light: sceneLight(spec, fromLeft !== mirrored) }
}

/** Renders an atmosphere picture as JPEG (default 1920×1080): the room behind the furniture out of focus. */
export async function renderScene(spec: SceneSpec, options: SceneOptions = {}): Promise<Buffer> {
  const { svg, light } = sceneDrawing(spec, options)
  // The shop front's sign must stay legible: that picture is all in focus (and its background drawn at full size).
  const backgroundBlur = spec.kind === 'facade' ? 0 : 0.0016
  const seed = Math.floor(spec.seed) | 0
  // Furniture in a room is smaller than in a product picture: its texture is finer, and below
  // a large picture's size it would not show at all (no texture pass).
  const textureScale = svg.width >= 1800 ? svg.width / 2400 : 0
  return photograph(layersOf(svg, light, backgroundBlur > 0 ? 0.5 : 1), { backgroundBlur, seed, quality: 86, base: '#e8e2d8', textureScale, bloom: 22 })
}
