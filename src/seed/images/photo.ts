/**
 * The "camera" of the demo pictures: turns a drawing in three layers (background, subject,
 * overlay) into something that reads as a photograph. The background plane is out of focus
 * (depth of field), the whole frame is a touch soft as through a lens, tones follow a gentle
 * film curve with warm highlights, and a fine deterministic grain covers everything. All in
 * sharp (libvips) plus one pass over the pixels: a few tens of milliseconds per picture.
 */
import sharp from 'sharp'
import { hash2 } from './noise'
import { applyTextures, textureMask } from './texture'
import type { Svg } from './svg'

export interface PhotoLayers {
  width: number
  height: number
  /** Walls, floor, what stands far away: drawn out of focus (at half size when blurred: it loses nothing). */
  background: string
  /** Pixel size of the background drawing relative to the picture. */
  backgroundScale: number
  /** Texture mask of the subject at half size (texture.ts), or null when nothing is textured. */
  mask: string | null
  /** The furniture in focus, with its shadows (transparent elsewhere). */
  subject: string
  /** Light and colour grade over everything (transparent elsewhere), drawn small: it is only smooth gradients. */
  overlay: string
}

export interface PhotoOptions {
  /** Blur of the background plane, as a share of the picture's width (0: all in focus). */
  backgroundBlur: number
  /** Grain strength in levels of 255. */
  grain?: number
  /** Seeds the grain: same picture, same grain. */
  seed: number
  quality: number
  /** Colour behind transparent parts. */
  base: string
}

/** Splits a drawing at its 'subject' and 'overlay' marks into the three layers; `blurred`: the background will be out of focus. */
export function layersOf(svg: Svg, blurred = true): PhotoLayers {
  const subject = svg.markAt('subject')
  const overlay = Math.max(subject, svg.markAt('overlay'))
  const backgroundScale = blurred ? 0.5 : 1
  return {
    width: svg.width,
    height: svg.height,
    background: svg.toString(0, subject, backgroundScale),
    backgroundScale,
    subject: svg.toString(subject, overlay),
    mask: textureMask(svg.toString(subject, overlay, 0.5)),
    overlay: svg.toString(overlay, undefined, 0.125),
  }
}

/** Film-like response: lifted blacks, soft shoulder, highlights a little warm. */
function toneTables(): [Uint8Array, Uint8Array, Uint8Array] {
  const curve = (v: number, warm: number) => {
    const x = v / 255
    // A gentle S (a little more contrast in the mid-tones), a lifted toe, a rolled-off shoulder.
    const s = x - 0.035 * Math.sin(2 * Math.PI * x)
    const y = 0.03 + 0.95 * s + warm * x * x
    return Math.round(Math.min(1, Math.max(0, y)) * 255)
  }
  const r = new Uint8Array(256)
  const g = new Uint8Array(256)
  const b = new Uint8Array(256)
  for (let v = 0; v < 256; v++) {
    r[v] = curve(v, 0.018)
    g[v] = curve(v, 0.004)
    b[v] = curve(v, -0.022)
  }
  return [r, g, b]
}

const tables = toneTables()

/** Grain tile side (a power of two); large enough that its repeat does not show under the texture. */
const grainTile = 256

/** A tile of film grain, -1..1, roughly triangular (sum of two uniform draws). */
function grainOf(seed: number): Float32Array {
  const tile = new Float32Array(grainTile * grainTile)
  for (let y = 0; y < grainTile; y++) for (let x = 0; x < grainTile; x++) tile[y * grainTile + x] = hash2(x, y, seed) + hash2(x + 7, y + 3, seed) - 1
  return tile
}

/** Tone curve and grain, in place on RGB pixels. */
export function develop(pixels: Buffer, width: number, height: number, channels: number, grain: number, seed: number): void {
  const [tr, tg, tb] = tables
  const tile = grainOf(seed)
  const mask = grainTile - 1
  for (let y = 0; y < height; y++) {
    let i = y * width * channels
    const row = (y & mask) * grainTile
    for (let x = 0; x < width; x++, i += channels) {
      // Luminance grain (same offset on the three channels), stronger in the mid-tones as on film.
      const n = (tile[row + (x & mask)] ?? 0) * grain
      const r = tr[pixels[i] ?? 0] ?? 0
      const g = tg[pixels[i + 1] ?? 0] ?? 0
      const b = tb[pixels[i + 2] ?? 0] ?? 0
      const mid = 1 - Math.abs((r + g + b) / 382.5 - 1)
      const d = n * (0.45 + 0.55 * mid)
      pixels[i] = Math.max(0, Math.min(255, r + d))
      pixels[i + 1] = Math.max(0, Math.min(255, g + d))
      pixels[i + 2] = Math.max(0, Math.min(255, b + d))
    }
  }
}

/** The layers as a JPEG photograph. */
export async function photograph(layers: PhotoLayers, options: PhotoOptions): Promise<Buffer> {
  const { width, height } = layers
  const sigma = options.backgroundBlur * width
  // Blurred where it was drawn (small), then brought to size: a fraction of the work at full size.
  let background = sharp(Buffer.from(layers.background)).flatten({ background: options.base })
  const smallSigma = sigma * layers.backgroundScale
  if (smallSigma >= 0.3) background = background.blur(smallSigma)
  const drawn = await background.raw().toBuffer({ resolveWithObject: true })
  const overlay = await sharp(Buffer.from(layers.overlay)).resize(width, height, { fit: 'fill' }).ensureAlpha().raw().toBuffer()
  const composed = await sharp(drawn.data, { raw: { width: drawn.info.width, height: drawn.info.height, channels: drawn.info.channels } })
    .resize(width, height, { fit: 'fill' })
    .composite([{ input: Buffer.from(layers.subject) }, { input: overlay, raw: { width, height, channels: 4 } }])
    .flatten({ background: options.base })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  const raw = { width: composed.info.width, height: composed.info.height, channels: composed.info.channels }
  if (layers.mask) {
    const mask = await sharp(Buffer.from(layers.mask)).flatten({ background: '#000000' }).removeAlpha().raw().toBuffer({ resolveWithObject: true })
    applyTextures(composed.data, raw, { data: mask.data, width: mask.info.width, height: mask.info.height, channels: mask.info.channels }, Math.max(1, width / 700), options.seed)
  }
  // A lens is never as sharp as a vector drawing: a slight softening of the whole frame.
  const soft = Math.max(0.3, width / 2400)
  const { data, info } = await sharp(composed.data, { raw }).blur(soft).raw().toBuffer({ resolveWithObject: true })
  develop(data, info.width, info.height, info.channels, options.grain ?? 7, options.seed)
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
    .jpeg({ quality: options.quality, mozjpeg: false })
    .toBuffer()
}
