/** Shared pieces of the swatch painters: context, pixel writers, cellular grid, height shading. */
import type { Noise2D, RGB } from './noise'

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
