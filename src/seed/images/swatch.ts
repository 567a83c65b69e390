/**
 * Material swatches: each kind paints a float RGB buffer from its own noise recipe, then the
 * buffer is gently re-balanced so its mean colour stays on the material's base colour and
 * encoded as JPEG with sharp. Same spec → byte-identical output.
 */
import sharp from 'sharp'
import type { SwatchKind, SwatchSpec } from '../data/types'
import { Noise2D, createRng, hexToRgb, type RGB } from './noise'
import { paintBoucle, paintFabric, paintLeather, paintLinen, paintVelvet } from './swatchTextiles'
import { paintArtGlass, paintCeramic, paintLacquer, paintMarble, paintMetal, paintResin, paintStone, paintWood } from './swatchHard'

export interface SwatchContext {
  size: number
  /** size / 800: multiply pixel measures by it so textures keep their scale. */
  k: number
  base: RGB
  accent: RGB
  seed: number
  noise: Noise2D
  noise2: Noise2D
  rng: () => number
  /** Float RGB, 0..255, row-major, 3 values per pixel. */
  out: Float32Array
}

type Painter = (c: SwatchContext) => void

const painters: Record<SwatchKind, Painter> = {
  leather: paintLeather,
  fabric: paintFabric,
  boucle: paintBoucle,
  velvet: paintVelvet,
  linen: paintLinen,
  wood: paintWood,
  marble: paintMarble,
  stone: paintStone,
  metal: paintMetal,
  'art-glass': paintArtGlass,
  resin: paintResin,
  lacquer: paintLacquer,
  ceramic: paintCeramic,
}

/** How strongly the mean is pulled back to the base colour (art glass is meant to be mixed). */
const balance: Record<SwatchKind, number> = {
  leather: 1, fabric: 1, boucle: 1, velvet: 1, linen: 1, wood: 0.9, marble: 0.8, stone: 1,
  metal: 0.9, 'art-glass': 0.5, resin: 0.9, lacquer: 1, ceramic: 1,
}

export const swatchKinds = Object.keys(painters) as SwatchKind[]

/** Renders a square material swatch as JPEG. */
export async function renderSwatch(spec: SwatchSpec, size = 800): Promise<Buffer> {
  const side = Math.max(16, Math.round(size))
  const seed = Math.floor(spec.seed) | 0
  const context: SwatchContext = {
    size: side,
    k: side / 800,
    base: hexToRgb(spec.hex),
    accent: hexToRgb(spec.accent),
    seed,
    noise: new Noise2D(seed * 7919 + 17),
    noise2: new Noise2D(seed * 104729 + 71),
    rng: createRng(seed),
    out: new Float32Array(side * side * 3),
  }
  painters[spec.kind](context)
  const raw = toBytes(context.out, context.base, balance[spec.kind])
  return sharp(raw, { raw: { width: side, height: side, channels: 3 } })
    .jpeg({ quality: 88, chromaSubsampling: '4:4:4', mozjpeg: false })
    .toBuffer()
}

/**
 * Pulls the mean of each channel towards the base colour by `amount`: a gentle gain, then an
 * offset found on a sample of pixels so that the clamped result has the wanted mean.
 */
function toBytes(out: Float32Array, base: RGB, amount: number): Buffer {
  const n = out.length / 3
  const bytes = Buffer.alloc(out.length)
  for (let ch = 0; ch < 3; ch++) {
    let sum = 0
    for (let i = ch; i < out.length; i += 3) sum += out[i] ?? 0
    const mean = sum / n
    const target = mean + ((base[ch] ?? 0) - mean) * amount
    const gain = mean < 1 ? 1 : Math.min(1.35, Math.max(0.75, target / mean))
    let offset = target - mean * gain
    for (let iter = 0; iter < 5; iter++) {
      let s = 0
      let count = 0
      for (let i = ch; i < out.length; i += 3 * 7) {
        const v = (out[i] ?? 0) * gain + offset
        s += v < 0 ? 0 : v > 255 ? 255 : v
        count++
      }
      offset += target - s / Math.max(1, count)
    }
    for (let i = ch; i < out.length; i += 3) bytes[i] = clampByte((out[i] ?? 0) * gain + offset)
  }
  return bytes
}

function clampByte(v: number): number {
  return v <= 0 ? 0 : v >= 255 ? 255 : Math.round(v)
}

/** Writes colour `c` scaled by `f` (above 1 lifts towards white) at pixel index `p`. */
export function putShaded(out: Float32Array, p: number, c: RGB, f: number): void {
  const i = p * 3
  if (f <= 1) {
    out[i] = c[0] * f
    out[i + 1] = c[1] * f
    out[i + 2] = c[2] * f
  } else {
    const t = f - 1 > 1 ? 1 : f - 1
    out[i] = c[0] + (255 - c[0]) * t
    out[i + 1] = c[1] + (255 - c[1]) * t
    out[i + 2] = c[2] + (255 - c[2]) * t
  }
}

/** Writes mix(a, b, t) scaled by f at pixel index p. */
export function putMix(out: Float32Array, p: number, a: RGB, b: RGB, t: number, f: number): void {
  const r = a[0] + (b[0] - a[0]) * t
  const g = a[1] + (b[1] - a[1]) * t
  const bl = a[2] + (b[2] - a[2]) * t
  const i = p * 3
  if (f <= 1) {
    out[i] = r * f
    out[i + 1] = g * f
    out[i + 2] = bl * f
  } else {
    const s = f - 1 > 1 ? 1 : f - 1
    out[i] = r + (255 - r) * s
    out[i + 1] = g + (255 - g) * s
    out[i + 2] = bl + (255 - bl) * s
  }
}

/**
 * Jittered feature points on a square grid (for cellular textures). Returns the grid width,
 * and x/y arrays in pixels, one point per cell.
 */
export function featureGrid(size: number, cell: number, rng: () => number, jitter = 0.9): { cols: number; px: Float32Array; py: Float32Array } {
  const cols = Math.ceil(size / cell) + 2
  const px = new Float32Array(cols * cols)
  const py = new Float32Array(cols * cols)
  for (let j = 0; j < cols; j++) {
    for (let i = 0; i < cols; i++) {
      px[j * cols + i] = (i - 1 + 0.5 + (rng() - 0.5) * jitter) * cell
      py[j * cols + i] = (j - 1 + 0.5 + (rng() - 0.5) * jitter) * cell
    }
  }
  return { cols, px, py }
}

/**
 * Lambert shading of a height map lit from the top-left: 1 on flat ground, brighter on
 * slopes facing the light, darker on the others. `strength` scales the slopes.
 */
export function heightShade(h: Float32Array, size: number, strength: number): Float32Array {
  const lx = -0.45
  const ly = -0.55
  const lz = 0.7
  const norm = 1 / Math.sqrt(lx * lx + ly * ly + lz * lz)
  const out = new Float32Array(size * size)
  for (let y = 0; y < size; y++) {
    const up = (y > 0 ? y - 1 : y) * size
    const down = (y < size - 1 ? y + 1 : y) * size
    const row = y * size
    for (let x = 0; x < size; x++) {
      const left = x > 0 ? x - 1 : x
      const right = x < size - 1 ? x + 1 : x
      const nx = -((h[row + right] ?? 0) - (h[row + left] ?? 0)) * strength
      const ny = -((h[down + x] ?? 0) - (h[up + x] ?? 0)) * strength
      const dot = (nx * lx + ny * ly + lz) * norm / Math.sqrt(nx * nx + ny * ny + 1)
      out[row + x] = dot / (lz * norm)
    }
  }
  return out
}
