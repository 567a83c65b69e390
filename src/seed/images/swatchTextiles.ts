/** Soft materials: leather, woven fabric, bouclé, velvet, linen. */
import { coarseField, hash2, mixRgb, smoothstep, type RGB } from './noise'
import { featureGrid, heightShade, putMix, putShaded, type SwatchContext } from './swatchKit'

/** Pebbled full-grain leather: a height map of rounded pebbles between fine creases, lit from the top-left. */
export function paintLeather(c: SwatchContext): void {
  const { size, k, out, base, accent, noise, noise2, rng, seed } = c
  const cell = (8 + rng() * 4) * k
  const { cols, px, py } = featureGrid(size, cell, rng)
  const mottle = coarseField(size, size, 8, (x, y) => noise.fbm(x / (240 * k), y / (240 * k), 3))
  // The cellular height is computed at half resolution and upsampled: creases stay soft, 4× less work.
  const half = Math.ceil(size / 2) + 2
  const low = new Float32Array(half * half)
  const inv = 1 / cell
  for (let j = 0; j < half; j++) {
    for (let i = 0; i < half; i++) {
      const x = i * 2
      const y = j * 2
      const wx = x + noise2.noise(x / (40 * k), y / (40 * k)) * 5 * k
      const wy = y + noise2.noise(x / (40 * k) + 40.5, y / (40 * k) + 11.2) * 5 * k
      let ci = Math.floor(wx * inv) + 1
      let cj = Math.floor(wy * inv) + 1
      ci = ci < 1 ? 1 : ci > cols - 2 ? cols - 2 : ci
      cj = cj < 1 ? 1 : cj > cols - 2 ? cols - 2 : cj
      let f1 = 1e9
      let f2 = 1e9
      for (let dj = -1; dj <= 1; dj++) {
        const row = (cj + dj) * cols
        for (let di = -1; di <= 1; di++) {
          const idx = row + ci + di
          const dx = wx - (px[idx] ?? 0)
          const dy = wy - (py[idx] ?? 0)
          const dd = dx * dx + dy * dy
          if (dd < f1) {
            f2 = f1
            f1 = dd
          } else if (dd < f2) f2 = dd
        }
      }
      low[j * half + i] = Math.sqrt(smoothstep(0, 0.42, (Math.sqrt(f2) - Math.sqrt(f1)) * inv))
    }
  }
  const height = coarseField(size, size, 2, (x, y) => low[(y >> 1) * half + (x >> 1)] ?? 0)
  for (let p = 0; p < height.length; p++) height[p] = (height[p] ?? 0) + (mottle[p] ?? 0) * 0.3
  const light = heightShade(height, size, 1.6 / k)
  const crease: RGB = mixRgb(base, accent, 0.6)
  const sheenAngle = 0.3 + rng() * 0.5
  const sc = Math.cos(sheenAngle)
  const ss = Math.sin(sheenAngle)
  for (let y = 0; y < size; y++) {
    const v = y / size
    for (let x = 0; x < size; x++) {
      const p = y * size + x
      const u = x / size
      const h = height[p] ?? 0
      const l = light[p] ?? 1
      const band = u * sc + v * ss - 0.6
      const sheen = 0.09 * Math.exp(-band * band * 7)
      const spec = l > 1.15 ? (l - 1.15) * 0.35 : 0
      const f = 0.82 + 0.18 * l + (mottle[p] ?? 0) * 0.07 + sheen + spec + (hash2(x, y, seed) - 0.5) * 0.03
      putMix(out, p, crease, base, smoothstep(0, 0.55, h), f)
    }
  }
}

/** Woven upholstery fabric: plain, basket or twill weave of warp (base) and weft (blend) threads. */
export function paintFabric(c: SwatchContext): void {
  const { size, k, out, base, accent, noise, seed } = c
  const pitch = 8 * k
  const weave = Math.abs(seed) % 3
  const weft: RGB = mixRgb(base, accent, 0.5)
  const jitter = coarseField(size, size, 6, (x, y) => noise.fbm(x / (70 * k), y / (70 * k), 2))
  const mottle = coarseField(size, size, 10, (x, y) => noise.fbm(x / (300 * k) + 9, y / (300 * k), 2))
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const p = y * size + x
      const j = (jitter[p] ?? 0) * 0.18
      const u = x / pitch + j
      const v = y / pitch - j
      const ci = Math.floor(u)
      const cj = Math.floor(v)
      const fx = u - ci
      const fy = v - cj
      let warpOnTop: boolean
      if (weave === 0) warpOnTop = ((ci + cj) & 1) === 0
      else if (weave === 1) warpOnTop = (((ci >> 1) + (cj >> 1)) & 1) === 0
      else warpOnTop = (((ci + cj) % 3) + 3) % 3 !== 0
      const across = warpOnTop ? fx : fy
      const along = warpOnTop ? fy : fx
      const thread = warpOnTop ? ci : cj
      const profile = Math.sin(Math.PI * (across < 0.06 ? 0 : across > 0.94 ? 1 : across))
      const dip = 0.86 + 0.14 * Math.sin(Math.PI * along)
      const threadVar = (hash2(thread, warpOnTop ? 1 : 2, seed) - 0.5) * 0.1
      const fibre = (hash2(x, y, seed + 3) - 0.5) * 0.09
      const f = (0.6 + 0.5 * Math.sqrt(profile)) * dip + threadVar + fibre + (mottle[p] ?? 0) * 0.04
      putShaded(out, p, warpOnTop ? base : weft, f)
    }
  }
}

/** Bouclé: a dense pile of small yarn loops (a height map of tori), nubby and softly lit. */
export function paintBoucle(c: SwatchContext): void {
  const { size, k, out, base, accent, noise, rng } = c
  const height = new Float32Array(size * size)
  const tint = new Uint8Array(size * size)
  const lumps = coarseField(size, size, 6, (x, y) => noise.fbm(x / (40 * k), y / (40 * k), 3))
  for (let i = 0; i < height.length; i++) height[i] = (lumps[i] ?? 0) * 0.25
  const count = Math.round((size * size) / (42 * k * k))
  for (let n = 0; n < count; n++) {
    const cx = rng() * size
    const cy = rng() * size
    const r = (4 + rng() * 4) * k
    const w = (2.5 + rng() * 2) * k
    const lift = 0.5 + rng() * 0.6 + (lumps[Math.floor(cy) * size + Math.floor(cx)] ?? 0) * 0.4
    const accented = rng() < 0.12 ? 1 : 0
    const reach = r + w
    const x0 = Math.max(0, Math.floor(cx - reach))
    const x1 = Math.min(size - 1, Math.ceil(cx + reach))
    const y0 = Math.max(0, Math.floor(cy - reach))
    const y1 = Math.min(size - 1, Math.ceil(cy + reach))
    const inner = r > w ? (r - w) * (r - w) : 0
    const outer = reach * reach
    for (let y = y0; y <= y1; y++) {
      const dy = y - cy
      for (let x = x0; x <= x1; x++) {
        const dx = x - cx
        const dd = dx * dx + dy * dy
        if (dd >= outer || dd <= inner) continue
        const t = (Math.sqrt(dd) - r) / w
        const hh = Math.sqrt(1 - t * t) * lift
        const p = y * size + x
        if (hh > (height[p] ?? 0)) {
          height[p] = hh
          tint[p] = accented
        }
      }
    }
  }
  const light = heightShade(height, size, 1.4 / k)
  const shadow: RGB = [base[0] * 0.62, base[1] * 0.62, base[2] * 0.62]
  const fleck: RGB = mixRgb(base, accent, 0.85)
  for (let p = 0; p < height.length; p++) {
    const h = height[p] ?? 0
    const ao = smoothstep(-0.1, 1, h)
    const f = 0.62 + 0.38 * (light[p] ?? 1)
    putMix(out, p, shadow, tint[p] ? fleck : base, ao, f + ao * 0.15)
  }
}

/** Velvet: dense pile catching the light in broad soft folds, deep shadows, fine pile grain. */
export function paintVelvet(c: SwatchContext): void {
  const { size, k, out, base, accent, noise, noise2, rng, seed } = c
  const big = coarseField(size, size, 8, (x, y) => noise.fbm(x / (520 * k), y / (520 * k), 3))
  const angle = rng() * Math.PI
  const ca = Math.cos(angle)
  const sa = Math.sin(angle)
  const waves = 0.7 + rng() * 0.6
  const pile = coarseField(size, size, 1, (x, y) => noise2.noise(x / (1.8 * k) + 50, y / (1.8 * k)))
  const highlight: RGB = mixRgb(base, accent, 0.35)
  for (let y = 0; y < size; y++) {
    const v = y / size
    for (let x = 0; x < size; x++) {
      const p = y * size + x
      const u = x / size
      const b = big[p] ?? 0
      const fold = Math.sin((u * ca + v * sa) * Math.PI * 2 * waves + b * 2.2)
      const sheen = smoothstep(-0.2, 1, fold * 0.75 + b * 0.5)
      const f = 0.62 + 0.55 * sheen * sheen + (pile[p] ?? 0) * 0.05 + (hash2(x, y, seed) - 0.5) * 0.07
      putMix(out, p, base, highlight, sheen, f)
    }
  }
}

/** Linen: irregular plain weave with slubs (thick spots), heathered threads and visible gaps. */
export function paintLinen(c: SwatchContext): void {
  const { size, k, out, base, accent, noise2, seed } = c
  const pitch = 4.5 * k
  const n = Math.ceil(size / pitch) + 2
  const offset = new Float32Array(n)
  const width = new Float32Array(n)
  const tone = new Float32Array(n)
  for (let i = 0; i < n; i++) {
    offset[i] = (hash2(i, 7, seed) - 0.5) * 0.25
    width[i] = 0.4 + 0.12 * hash2(i, 8, seed)
    tone[i] = hash2(i, 9, seed)
  }
  const gap: RGB = [base[0] * 0.8, base[1] * 0.8, base[2] * 0.8]
  const heather: RGB = mixRgb(base, accent, 0.7)
  const slubAt = (thread: number, along: number, axis: number): number => {
    const s = noise2.noise(thread * 7.13 + axis * 100, along / (28 * k))
    return s > 0.2 ? (s - 0.2) * 2.2 : 0
  }
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const p = y * size + x
      const i = Math.round(x / pitch)
      const j = Math.round(y / pitch)
      const dx = x / pitch - i - (offset[i] ?? 0)
      const dy = y / pitch - j - (offset[j + 1] ?? 0)
      const hwV = (width[i] ?? 0.35) * (1 + slubAt(i, y, 0))
      const hwH = (width[j + 1] ?? 0.35) * (1 + slubAt(j, x, 1))
      const covV = 1 - smoothstep(hwV * 0.75, hwV, Math.abs(dx))
      const covH = 1 - smoothstep(hwH * 0.75, hwH, Math.abs(dy))
      const warpTop = ((i + j) & 1) === 0
      let cov: number
      let across: number
      let t: number
      if ((warpTop && covV > 0) || covH <= 0) {
        cov = covV
        across = dx / hwV
        t = 0.5 + ((tone[i] ?? 0) - 0.5) * 0.4
      } else {
        cov = covH
        across = dy / hwH
        t = tone[j + 1] ?? 0
      }
      const profile = 1 - Math.min(1, across * across)
      const colour: RGB = t > 0.78 ? heather : base
      const f = 0.86 + 0.14 * profile + (t - 0.5) * 0.2 + (hash2(x, y, seed) - 0.5) * 0.07
      putMix(out, p, gap, colour, cov, f)
    }
  }
}
