/**
 * Material swatches: each kind paints a float RGB buffer from its own noise recipe, then the
 * buffer is gently re-balanced so its mean colour stays on the material's base colour and
 * encoded as JPEG with sharp. Same spec → byte-identical output.
 */
import sharp from 'sharp'
import type { SwatchKind, SwatchSpec } from '../data/types'
import { Noise2D, createRng, hexToRgb, type RGB } from './noise'
import type { SwatchContext } from './swatchKit'
import { paintBoucle, paintFabric, paintLeather, paintLinen, paintVelvet } from './swatchTextiles'
import { paintArtGlass, paintCeramic, paintLacquer, paintMarble, paintMetal, paintResin, paintStone, paintWood } from './swatchHard'

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
    .jpeg({ quality: 88, mozjpeg: false })
    .toBuffer()
}

/**
 * Pulls the mean of each channel towards the base colour by `amount`: a gentle gain, then an
 * offset found on a sample of pixels so that the clamped result has the wanted mean.
 */
function toBytes(out: Float32Array, base: RGB, amount: number): Buffer {
  const n = out.length / 3
  let r = 0
  let g = 0
  let b = 0
  for (let i = 0; i < out.length; i += 3) {
    r += out[i] ?? 0
    g += out[i + 1] ?? 0
    b += out[i + 2] ?? 0
  }
  const sums = [r, g, b]
  const gains: number[] = []
  const offsets: number[] = []
  for (let ch = 0; ch < 3; ch++) {
    const mean = (sums[ch] ?? 0) / n
    const target = mean + ((base[ch] ?? 0) - mean) * amount
    const gain = mean < 1 ? 1 : Math.min(1.35, Math.max(0.75, target / mean))
    let offset = target - mean * gain
    for (let iter = 0; iter < 4; iter++) {
      let s = 0
      let count = 0
      for (let i = ch; i < out.length; i += 3 * 11) {
        const v = (out[i] ?? 0) * gain + offset
        s += v < 0 ? 0 : v > 255 ? 255 : v
        count++
      }
      offset += target - s / Math.max(1, count)
    }
    gains.push(gain)
    offsets.push(offset)
  }
  const clamped = new Uint8ClampedArray(out.length)
  const [g0 = 1, g1 = 1, g2 = 1] = gains
  const [o0 = 0, o1 = 0, o2 = 0] = offsets
  for (let i = 0; i < out.length; i += 3) {
    clamped[i] = (out[i] ?? 0) * g0 + o0
    clamped[i + 1] = (out[i + 1] ?? 0) * g1 + o1
    clamped[i + 2] = (out[i + 2] ?? 0) * g2 + o2
  }
  return Buffer.from(clamped.buffer, clamped.byteOffset, clamped.byteLength)
}

