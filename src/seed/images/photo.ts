/**
 * The "camera" of the demo pictures: turns a drawing in layers (background, rugs, shadow,
 * subject, light) into something that reads as a photograph. The background plane is drawn
 * small and brought to size out of focus (depth of field); rugs are laid on it while it is
 * small, in focus, and the blurred shadow layer is multiplied into both there; the subject is
 * drawn sharp over it. Then one pass over the pixels lays the material texture, the light
 * (brighter on the window's side, a gentle lens vignette, the windows' bloom), a film tone
 * curve with warm highlights and a fine grain; the encoder's pipeline adds a slight lens
 * softness. Shared tables and tiles (tone, grain, textures) are made once per process. Same
 * layers and seed, same bytes.
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
  /** Texture mask of the subject at a quarter size (maskScale) (texture.ts), or null when nothing is textured. */
  mask: string | null
  /** What lies flat under the furniture and its shadow layer (rugs), in focus, drawn at the background's size; null when nothing. */
  under: string | null
  /** The furniture in focus, with its shadows (transparent elsewhere). */
  subject: string
  /** Soft shadows and occlusion on the floor, drawn small on white (svg.ts `shadow`); null when none. */
  shadow: string | null
  /** Blur of the shadow layer in pixels at full size. */
  shadowSoftness: number
  /** Pixel size the shadow layer is drawn at: at most a quarter (it is blurred wide), brought to the background's size and multiplied into it while small. */
  shadowScale: number
  /** The light sources (windows, sunlit patches) drawn small, white on black, for the bloom (svg.ts `light`); null when none. */
  glow: string | null
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
  /** Bloom: the light of the brightest parts of the room (the window, sun on the floor) spilling over what is near them, in levels of 255 (0: none). */
  bloom?: number
}

/** A small single-channel picture read nearest-neighbour over the whole frame. */
export interface Glow {
  data: Buffer
  width: number
  height: number
  strength: number
}

/** Pixel size the light layer is drawn at: it is spread wide anyway. */
const lightScale = 0.125

/** Largest pixel size of the shadow layer: it is blurred by tens of pixels, and its blur costs with the square of its size and with its width. */
const maxShadowScale = 0.25

/** Pixel size of the texture mask: the texture is a few levels of 255, so where one material meets another it may blend over a pixel or two. */
const maskScale = 0.25

export const neutralLight: LightGrade = { fromLeft: false, side: 0, warmth: 0, vignette: 0 }

/**
 * Splits a drawing at its 'subject' mark into the two layers; `backgroundScale`: the size the
 * background is drawn at (smooth or blurred backgrounds lose nothing at half size or less).
 */
export function layersOf(svg: Svg, light: LightGrade = neutralLight, backgroundScale = 0.5): PhotoLayers {
  const subject = svg.markAt('subject')
  const end = Math.max(subject, svg.markAt('overlay'))
  // Rugs lie under the shadow layer: the furniture's shadows fall on them.
  const split = svg.hasMark('shadow') ? Math.min(end, Math.max(subject, svg.markAt('shadow'))) : subject
  const soft = svg.shadowSoftness
  const shadowScale = Math.min(backgroundScale, maxShadowScale)
  const textured = svg.toString(subject, end).includes('data-t="')
  return {
    width: svg.width,
    height: svg.height,
    background: svg.toString(0, subject, backgroundScale),
    backgroundScale,
    under: split > subject ? svg.toString(subject, split, backgroundScale) : null,
    subject: svg.toString(split, end),
    shadow: soft > 0 ? svg.shadowString(shadowScale) : null,
    shadowSoftness: soft,
    shadowScale,
    glow: svg.lightString(lightScale),
    mask: textured ? svg.toString(subject, end, maskScale, (body) => textureMask(body) ?? body) : null,
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
export function develop(pixels: Buffer, width: number, height: number, channels: number, light: LightGrade, grain: number, seed: number, texture: Int8Array | null = null, glow: Glow | null = null): void {
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
  // Bloom, read from its small picture: the columns it maps to, its strength per level.
  const glowX = new Int32Array(width)
  if (glow) for (let x = 0; x < width; x++) glowX[x] = Math.min(glow.width - 1, Math.floor((x * glow.width) / width))
  const glowK = glow ? glow.strength / 255 : 0
  for (let y = 0; y < height; y++) {
    let i = y * width * channels
    const row = ((y + gy) & gmask) * grainTile
    const glowRow = glow ? Math.min(glow.height - 1, Math.floor((y * glow.height) / height)) * glow.width : 0
    const vy = ay[y] ?? 0
    const trow = y * width
    for (let x = 0; x < width; x++, i += channels) {
      const gain = (column[x] ?? 1) * (falloff[Math.min(vignetteSteps, ((vy + (ax[x] ?? 0)) * vignetteSteps) | 0)] ?? 1)
      const t = texture ? (texture[trow + x] ?? 0) : 0
      // Bloom is added as light (warm), before the tone curve rolls it off.
      const h = glow ? (glow.data[glowRow + (glowX[x] ?? 0)] ?? 0) * glowK : 0
      const r0 = ((pixels[i] ?? 0) + t) * gain + h
      const g0 = ((pixels[i + 1] ?? 0) + t * 0.95) * gain + h * 0.94
      const b0 = ((pixels[i + 2] ?? 0) + t * 0.85) * gain + h * 0.82
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

/**
 * The bloom of the light layer (windows, sunlit patches, drawn white on black, svg.ts `light`):
 * spread wide (a twentieth of the width) at an eighth of the size, one channel.
 */
async function bloomOf(light: string, width: number, strength: number): Promise<Glow> {
  const { data, info } = await sharp(Buffer.from(light)).removeAlpha().extractChannel(0).blur(Math.max(0.5, (width * lightScale) / 20)).raw().toBuffer({ resolveWithObject: true })
  return { data, width: info.width, height: info.height, strength }
}

/** Lays a picture with alpha (RGBA, not premultiplied) over opaque pixels of the same size, in place. */
export function layOver(pixels: Buffer, channels: number, over: Buffer): void {
  const n = pixels.length / channels
  for (let p = 0, i = 0, j = 0; p < n; p++, i += channels, j += 4) {
    const a = over[j + 3] ?? 0
    if (a === 0) continue
    if (a === 255) {
      pixels[i] = over[j] ?? 0
      pixels[i + 1] = over[j + 1] ?? 0
      pixels[i + 2] = over[j + 2] ?? 0
      continue
    }
    const r = pixels[i] ?? 0
    const g = pixels[i + 1] ?? 0
    const b = pixels[i + 2] ?? 0
    pixels[i] = r + (((over[j] ?? 0) - r) * a + 127) / 255
    pixels[i + 1] = g + (((over[j + 1] ?? 0) - g) * a + 127) / 255
    pixels[i + 2] = b + (((over[j + 2] ?? 0) - b) * a + 127) / 255
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
  const glow = options.bloom && layers.glow ? await bloomOf(layers.glow, width, options.bloom) : null
  // Rugs are laid on the background while it is small (after its blur: they stay in focus), so that the shadow falls on them too.
  const ground = layers.under
    ? await sharp(drawn.data, { raw: { width: drawn.info.width, height: drawn.info.height, channels: drawn.info.channels } }).composite([{ input: Buffer.from(layers.under) }]).removeAlpha().raw().toBuffer({ resolveWithObject: true })
    : drawn
  if (layers.shadow) {
    // The shadow is multiplied into the ground while it is small, then brought to size with it.
    let shading = sharp(Buffer.from(layers.shadow)).removeAlpha().blur(Math.max(0.3, layers.shadowSoftness * layers.shadowScale))
    if (ground.info.width !== Math.round(width * layers.shadowScale)) shading = sharp(await shading.raw().toBuffer(), { raw: { width: Math.max(1, Math.round(width * layers.shadowScale)), height: Math.max(1, Math.round(height * layers.shadowScale)), channels: ground.info.channels } }).resize(ground.info.width, ground.info.height, { fit: 'fill', kernel: 'linear' })
    const shade = await shading.raw().toBuffer({ resolveWithObject: true })
    if (shade.info.width === ground.info.width && shade.info.height === ground.info.height && shade.info.channels === ground.info.channels) {
      const d = ground.data
      const k = shade.data
      for (let i = 0; i < d.length; i++) {
        const f = k[i] ?? 255
        if (f < 255) d[i] = ((d[i] ?? 0) * f + 127) / 255
      }
    }
  }
  const composed = await sharp(ground.data, { raw: { width: ground.info.width, height: ground.info.height, channels: ground.info.channels } })
    .resize(width, height, { fit: 'fill', kernel: 'linear' })
    .raw()
    .toBuffer({ resolveWithObject: true })
  // The furniture drawn sharp at full size and laid over the ground here (the compositor's float pipeline cost more than the drawing).
  const subject = await sharp(Buffer.from(layers.subject)).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  if (subject.info.width === composed.info.width && subject.info.height === composed.info.height && subject.info.channels === 4) layOver(composed.data, composed.info.channels, subject.data)
  const raw = { width: composed.info.width, height: composed.info.height, channels: composed.info.channels }
  let texture: Int8Array | null = null
  const textureScale = options.textureScale ?? width / 1600
  // Furniture drawn this small shows no texture a camera would resolve: the grain stands in for it.
  if (layers.mask && textureScale >= minTextureScale) {
    const mask = await sharp(Buffer.from(layers.mask)).flatten({ background: '#000000' }).removeAlpha().raw().toBuffer({ resolveWithObject: true })
    texture = textureOffsets({ data: mask.data, width: mask.info.width, height: mask.info.height, channels: mask.info.channels }, width, height, textureScale, options.seed)
  }
  develop(composed.data, raw.width, raw.height, raw.channels, layers.light, options.grain ?? 2.2, options.seed, texture, glow)
  // A lens is never as sharp as a vector drawing: a slight softening of the whole frame, where it shows.
  const soft = width / 2600
  let out = sharp(composed.data, { raw })
  if (soft >= 0.7) out = out.blur(soft)
  return out.jpeg({ quality: options.quality, mozjpeg: false }).toBuffer()
}
