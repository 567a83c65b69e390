/**
 * The "camera" of the demo pictures: turns a drawing in two layers (background, subject) into
 * something that reads as a photograph. The background plane is drawn small and brought to
 * size out of focus (depth of field), the subject is drawn sharp over it; then one pass over the
 * pixels lays the material texture, the light (brighter on the window's side, a gentle lens
 * vignette), a film tone curve with warm highlights and a fine grain; the encoder's pipeline
 * adds a slight lens softness. Shared tables and tiles (tone, grain, textures) are made once
 * per process. Same layers and seed, same bytes.
 */
import sharp from 'sharp'
import { hash2 } from './noise'
import { textureMask, textureOffsets } from './texture'
import type { Svg } from './svg'

/** The light over the whole frame, applied in the pixel pass (it used to be drawn as gradients over everything). */
export interface LightGrade {
  /** The key light (a window) is on the left of the picture. */
  fromLeft: boolean
  /** How much brighter the window's side is than the far side (0.1: ten per cent). */
  side: number
  /** Warmth of the light: 0 neutral, 0.1 a warm afternoon. */
  warmth: number
  /** Darkening in the corners (0.1: ten per cent). */
  vignette: number
}

export interface PhotoLayers {
  width: number
  height: number
  /** Walls, floor, what stands far away: drawn small, then brought to size. */
  background: string
  /** Pixel size of the background drawing relative to the picture. */
  backgroundScale: number
  /** Texture mask of the subject at half size (texture.ts), or null when nothing is textured. */
  mask: string | null
  /** The furniture in focus, with its shadows (transparent elsewhere). */
  subject: string
  light: LightGrade
}

export interface PhotoOptions {
  /** Blur of the background plane, as a share of the picture's width (0: all in focus). */
  backgroundBlur: number
  /** Grain strength in levels of 255. */
  grain?: number
  /** Seeds the grain and the textures' offsets: same picture, same grain. */
  seed: number
  quality: number
  /** Colour behind transparent parts. */
  base: string
  /** Pixel size of the furniture relative to a 1600-pixel product picture (texture scale); default width / 1600. */
  textureScale?: number
}

export const neutralLight: LightGrade = { fromLeft: false, side: 0, warmth: 0, vignette: 0 }

/**
 * Splits a drawing at its 'subject' mark into the two layers; `backgroundScale`: the size the
 * background is drawn at (smooth or blurred backgrounds lose nothing at half size or less).
 */
export function layersOf(svg: Svg, light: LightGrade = neutralLight, backgroundScale = 0.5): PhotoLayers {
  const subject = svg.markAt('subject')
  const end = Math.max(subject, svg.markAt('overlay'))
  const subjectLayer = svg.toString(subject, end)
  return {
    width: svg.width,
    height: svg.height,
    background: svg.toString(0, subject, backgroundScale),
    backgroundScale,
    subject: subjectLayer,
    mask: subjectLayer.includes('data-t="') ? svg.toString(subject, end, 0.5, (body) => textureMask(body) ?? body) : null,
    light,
  }
}

/** Film-like response with the light's warmth: lifted blacks, soft shoulder, highlights a little warm. */
function toneTable(warm: number): Uint8Array {
  const table = new Uint8Array(256)
  for (let v = 0; v < 256; v++) {
    const x = v / 255
    // A gentle S (a little more contrast in the mid-tones), a lifted toe, a rolled-off shoulder.
    const s = x - 0.03 * Math.sin(2 * Math.PI * x)
    const y = 0.022 + 0.965 * s + warm * x * x
    table[v] = Math.round(Math.min(1, Math.max(0, y)) * 255)
  }
  return table
}

const toneCache = new Map<number, [Uint8Array, Uint8Array, Uint8Array]>()

function toneTables(warmth: number): [Uint8Array, Uint8Array, Uint8Array] {
  const key = Math.round(warmth * 1000)
  const known = toneCache.get(key)
  if (known) return known
  const w = key / 1000
  const tables: [Uint8Array, Uint8Array, Uint8Array] = [toneTable(0.012 + 0.09 * w), toneTable(0.002 + 0.025 * w), toneTable(-0.012 - 0.11 * w)]
  toneCache.set(key, tables)
  return tables
}

/** Grain tile side (a power of two); large enough that its repeat does not show under the texture. */
const grainTile = 256
let grainCache: Float32Array | null = null

/** One tile of film grain for every picture (each reads it at its own offset), -1..1, roughly triangular. */
function grainTileOf(): Float32Array {
  if (grainCache) return grainCache
  const tile = new Float32Array(grainTile * grainTile)
  for (let y = 0; y < grainTile; y++) for (let x = 0; x < grainTile; x++) tile[y * grainTile + x] = hash2(x, y, 91) + hash2(x + 7, y + 3, 91) - 1
  grainCache = tile
  return tile
}

/** Vignette by squared distance from the centre (0 centre, 1 corner), sampled finely. */
const vignetteSteps = 1024

/**
 * The pixel pass, in place on RGB pixels: texture offsets, light (side and vignette), tone
 * curve and grain.
 */
export function develop(pixels: Buffer, width: number, height: number, channels: number, light: LightGrade, grain: number, seed: number, texture: Int8Array | null = null): void {
  const [tr, tg, tb] = toneTables(light.warmth)
  const tile = grainTileOf()
  const gmask = grainTile - 1
  const gx = (seed * 31) & gmask
  const gy = (seed * 57) & gmask
  // Light across the frame: the window's side brighter, falling off smoothly to the far side.
  const column = new Float32Array(width)
  const ax = new Float32Array(width)
  for (let x = 0; x < width; x++) {
    const t = width > 1 ? x / (width - 1) : 0.5
    const towards = light.fromLeft ? 1 - t : t
    column[x] = 1 + light.side * (towards * towards * (3 - 2 * towards) - 0.5)
    const nx = 2 * t - 1
    ax[x] = 0.5 * nx * nx
  }
  const ay = new Float32Array(height)
  for (let y = 0; y < height; y++) {
    const ny = height > 1 ? (2 * y) / (height - 1) - 1 : 0
    ay[y] = 0.5 * ny * ny
  }
  const falloff = new Float32Array(vignetteSteps + 1)
  for (let i = 0; i <= vignetteSteps; i++) {
    const r = i / vignetteSteps
    // Flat in the middle, cos⁴-like towards the corners.
    const e = Math.max(0, r - 0.18) / 0.82
    falloff[i] = 1 - light.vignette * e * e * (1.6 - 0.6 * e)
  }
  for (let y = 0; y < height; y++) {
    let i = y * width * channels
    const row = ((y + gy) & gmask) * grainTile
    const vy = ay[y] ?? 0
    const trow = y * width
    for (let x = 0; x < width; x++, i += channels) {
      const gain = (column[x] ?? 1) * (falloff[Math.min(vignetteSteps, ((vy + (ax[x] ?? 0)) * vignetteSteps) | 0)] ?? 1)
      const t = texture ? (texture[trow + x] ?? 0) : 0
      const r0 = ((pixels[i] ?? 0) + t) * gain
      const g0 = ((pixels[i + 1] ?? 0) + t * 0.95) * gain
      const b0 = ((pixels[i + 2] ?? 0) + t * 0.85) * gain
      const r = tr[r0 < 0 ? 0 : r0 > 255 ? 255 : r0 | 0] ?? 0
      const g = tg[g0 < 0 ? 0 : g0 > 255 ? 255 : g0 | 0] ?? 0
      const b = tb[b0 < 0 ? 0 : b0 > 255 ? 255 : b0 | 0] ?? 0
      // Luminance grain (same offset on the three channels), stronger in the mid-tones as on film.
      const mid = 1 - Math.abs((r + g + b) / 382.5 - 1)
      const d = (tile[row + ((x + gx) & gmask)] ?? 0) * grain * (0.45 + 0.55 * mid)
      const r1 = r + d
      const g1 = g + d
      const b1 = b + d
      pixels[i] = r1 < 0 ? 0 : r1 > 255 ? 255 : r1
      pixels[i + 1] = g1 < 0 ? 0 : g1 > 255 ? 255 : g1
      pixels[i + 2] = b1 < 0 ? 0 : b1 > 255 ? 255 : b1
    }
  }
}

/** Below this texture scale (texture.ts) the furniture is too small for its texture to show. */
const minTextureScale = 0.35

/** The layers as a JPEG photograph. */
export async function photograph(layers: PhotoLayers, options: PhotoOptions): Promise<Buffer> {
  const { width, height } = layers
  const sigma = options.backgroundBlur * width
  // Blurred where it was drawn (small), then brought to size: a fraction of the work at full size.
  let background = sharp(Buffer.from(layers.background)).flatten({ background: options.base })
  const smallSigma = sigma * layers.backgroundScale
  if (smallSigma >= 0.3) background = background.blur(smallSigma)
  const drawn = await background.removeAlpha().raw().toBuffer({ resolveWithObject: true })
  const composed = await sharp(drawn.data, { raw: { width: drawn.info.width, height: drawn.info.height, channels: drawn.info.channels } })
    .resize(width, height, { fit: 'fill', kernel: 'linear' })
    .composite([{ input: Buffer.from(layers.subject) }])
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  const raw = { width: composed.info.width, height: composed.info.height, channels: composed.info.channels }
  let texture: Int8Array | null = null
  const textureScale = options.textureScale ?? width / 1600
  // Furniture drawn this small shows no texture a camera would resolve: the grain stands in for it.
  if (layers.mask && textureScale >= minTextureScale) {
    const mask = await sharp(Buffer.from(layers.mask)).flatten({ background: '#000000' }).removeAlpha().raw().toBuffer({ resolveWithObject: true })
    texture = textureOffsets({ data: mask.data, width: mask.info.width, height: mask.info.height, channels: mask.info.channels }, width, height, textureScale, options.seed)
  }
  develop(composed.data, raw.width, raw.height, raw.channels, layers.light, options.grain ?? 2.2, options.seed, texture)
  // A lens is never as sharp as a vector drawing: a slight softening of the whole frame, where it shows.
  const soft = width / 2600
  let out = sharp(composed.data, { raw })
  if (soft >= 0.7) out = out.blur(soft)
  return out.jpeg({ quality: options.quality, mozjpeg: false }).toBuffer()
}
