/**
 * Small deterministic noise and colour helpers for the procedural images. No dependencies:
 * a seeded PRNG, integer hashing, 2-D gradient (Perlin-style) noise with fractal sums, and
 * a few colour utilities working on 0..255 RGB triples.
 */

export type RGB = [number, number, number]

/** mulberry32: a tiny, fast, seedable PRNG returning floats in [0, 1). */
export function createRng(seed: number): () => number {
  let state = (seed ^ 0x9e3779b9) >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Integer hash of two coordinates and a seed to [0, 1). Used for per-pixel grain. */
export function hash2(x: number, y: number, seed: number): number {
  let h = Math.imul(x | 0, 374761393) ^ Math.imul(y | 0, 668265263) ^ Math.imul(seed | 0, 2246822519)
  h = Math.imul(h ^ (h >>> 13), 1274126177)
  h ^= h >>> 16
  return (h >>> 0) / 4294967296
}

/**
 * 2-D gradient noise on a 256-cell permutation lattice (Ken Perlin's improved noise in 2-D).
 * Output is roughly in [-1, 1], zero on lattice points.
 */
export class Noise2D {
  private readonly perm = new Uint8Array(512)
  private readonly gx = new Float32Array(256)
  private readonly gy = new Float32Array(256)

  constructor(seed: number) {
    const rng = createRng(seed)
    const p = new Uint8Array(256)
    for (let i = 0; i < 256; i++) p[i] = i
    for (let i = 255; i > 0; i--) {
      const j = Math.floor(rng() * (i + 1))
      const t = p[i] ?? 0
      p[i] = p[j] ?? 0
      p[j] = t
    }
    for (let i = 0; i < 512; i++) this.perm[i] = p[i & 255] ?? 0
    for (let i = 0; i < 256; i++) {
      const a = rng() * Math.PI * 2
      this.gx[i] = Math.cos(a)
      this.gy[i] = Math.sin(a)
    }
  }

  noise(x: number, y: number): number {
    const fx = Math.floor(x)
    const fy = Math.floor(y)
    const xi = fx & 255
    const yi = fy & 255
    const xf = x - fx
    const yf = y - fy
    const perm = this.perm
    const a = (perm[xi] ?? 0) + yi
    const b = (perm[xi + 1] ?? 0) + yi
    const aa = perm[a] ?? 0
    const ab = perm[a + 1] ?? 0
    const ba = perm[b] ?? 0
    const bb = perm[b + 1] ?? 0
    const gx = this.gx
    const gy = this.gy
    const n00 = (gx[aa] ?? 0) * xf + (gy[aa] ?? 0) * yf
    const n10 = (gx[ba] ?? 0) * (xf - 1) + (gy[ba] ?? 0) * yf
    const n01 = (gx[ab] ?? 0) * xf + (gy[ab] ?? 0) * (yf - 1)
    const n11 = (gx[bb] ?? 0) * (xf - 1) + (gy[bb] ?? 0) * (yf - 1)
    const u = xf * xf * xf * (xf * (xf * 6 - 15) + 10)
    const v = yf * yf * yf * (yf * (yf * 6 - 15) + 10)
    const nx0 = n00 + u * (n10 - n00)
    const nx1 = n01 + u * (n11 - n01)
    return (nx0 + v * (nx1 - nx0)) * 1.41
  }

  /** Fractal sum, normalised to roughly [-1, 1]. */
  fbm(x: number, y: number, octaves: number, lacunarity = 2, gain = 0.5): number {
    let sum = 0
    let amp = 1
    let norm = 0
    let fx = x
    let fy = y
    for (let o = 0; o < octaves; o++) {
      sum += amp * this.noise(fx, fy)
      norm += amp
      amp *= gain
      fx = fx * lacunarity + 17.3
      fy = fy * lacunarity + 9.1
    }
    return sum / norm
  }

  /** Sum of absolute octaves ("turbulence"), roughly [0, 1]. */
  turbulence(x: number, y: number, octaves: number): number {
    let sum = 0
    let amp = 1
    let norm = 0
    let fx = x
    let fy = y
    for (let o = 0; o < octaves; o++) {
      sum += amp * Math.abs(this.noise(fx, fy))
      norm += amp
      amp *= 0.5
      fx = fx * 2 + 31.7
      fy = fy * 2 + 3.3
    }
    return sum / norm
  }
}

/**
 * A smooth field sampled on a coarse grid and bilinearly upsampled: cheap low-frequency
 * variation for big images (one noise evaluation per `step` x `step` pixels).
 */
export function coarseField(
  width: number,
  height: number,
  step: number,
  sample: (x: number, y: number) => number,
): Float32Array {
  const gw = Math.ceil(width / step) + 2
  const gh = Math.ceil(height / step) + 2
  const grid = new Float32Array(gw * gh)
  for (let j = 0; j < gh; j++) for (let i = 0; i < gw; i++) grid[j * gw + i] = sample(i * step, j * step)
  const out = new Float32Array(width * height)
  const colIndex = new Int32Array(width)
  const colT = new Float32Array(width)
  for (let x = 0; x < width; x++) {
    const gxf = x / step
    const i = Math.floor(gxf)
    colIndex[x] = i
    colT[x] = gxf - i
  }
  const top = new Float32Array(gw)
  for (let y = 0; y < height; y++) {
    const gyf = y / step
    const j = Math.floor(gyf)
    const ty = gyf - j
    for (let i = 0; i < gw; i++) {
      const a = grid[j * gw + i] ?? 0
      top[i] = a + ((grid[(j + 1) * gw + i] ?? 0) - a) * ty
    }
    const row = y * width
    for (let x = 0; x < width; x++) {
      const i = colIndex[x] ?? 0
      const a = top[i] ?? 0
      out[row + x] = a + ((top[i + 1] ?? 0) - a) * (colT[x] ?? 0)
    }
  }
  return out
}

export function clamp(v: number, lo = 0, hi = 1): number {
  return v < lo ? lo : v > hi ? hi : v
}

export function smoothstep(e0: number, e1: number, x: number): number {
  const t = clamp((x - e0) / (e1 - e0))
  return t * t * (3 - 2 * t)
}

export function hexToRgb(hex: string): RGB {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim())
  const value = m?.[1] ? parseInt(m[1], 16) : 0x808080
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255]
}

export function rgbToHex([r, g, b]: RGB): string {
  const to = (v: number): string => Math.round(clamp(v, 0, 255)).toString(16).padStart(2, '0')
  return `#${to(r)}${to(g)}${to(b)}`
}

export function mixRgb(a: RGB, b: RGB, t: number): RGB {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t]
}

/** Multiplies a colour by a factor; factors above 1 also blend towards white. */
export function shadeRgb(c: RGB, f: number): RGB {
  if (f <= 1) return [c[0] * f, c[1] * f, c[2] * f]
  const t = Math.min(1, f - 1)
  return mixRgb(c, [255, 255, 255], t)
}

/** Shades a hex colour (see shadeRgb) and returns hex. */
export function shadeHex(hex: string, f: number): string {
  return rgbToHex(shadeRgb(hexToRgb(hex), f))
}

export function mixHex(a: string, b: string, t: number): string {
  return rgbToHex(mixRgb(hexToRgb(a), hexToRgb(b), t))
}

/** Relative luminance 0..1 (sRGB weights, no linearisation: good enough for choices). */
export function luminance(c: RGB): number {
  return (0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2]) / 255
}
