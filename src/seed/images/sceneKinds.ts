/** Scene registry: picks the composition for a SceneSpec kind, grades it, encodes JPEG. */
import sharp from 'sharp'
import type { SceneSpec } from '../data/types'
import { grade, type SceneKind } from './scene'
import { facade, outdoor, yacht } from './sceneExteriors'
import { bedroom, dining, hotel, living, showroom, workshop } from './sceneInteriors'
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

/** The SVG document behind renderScene. */
export function sceneSvg(spec: SceneSpec, options: SceneOptions = {}): string {
  const width = Math.max(32, Math.round(options.width ?? 1920))
  const height = Math.max(32, Math.round(options.height ?? 1080))
  const svg = new Svg(width, height)
  const fromLeft = composers[spec.kind](svg, spec)
  const seed = Math.floor(spec.seed) | 0
  // Every other seed shows the mirror image (not the shop front: its sign must read).
  const mirrored = spec.kind !== 'facade' && (seed & 2) === 2
  if (mirrored) svg.wrap(`translate(${width} 0) scale(-1 1)`)
  const warmth = (spec.kind === 'showroom' ? 0.03 : 0.06) + ((seed * 37) % 7) / 100
  grade(svg, fromLeft !== mirrored, warmth)
  return svg.toString()
}

/** Renders an atmosphere picture as JPEG (default 1920×1080). */
export async function renderScene(spec: SceneSpec, options: SceneOptions = {}): Promise<Buffer> {
  return sharp(Buffer.from(sceneSvg(spec, options))).flatten({ background: '#e8e2d8' }).jpeg({ quality: 86, mozjpeg: false }).toBuffer()
}
