/** Hard materials: wood, marble, stone, metal, art glass, resin, lacquer, ceramic. */
import { clamp, coarseField, hash2, mixRgb, smoothstep, type RGB } from './noise'
import { putMix, putShaded, type SwatchContext } from './swatchKit'

/** Wood veneer: flat-sawn cathedral arches (even seeds) or quarter-sawn straight grain, with pores. */
export function paintWood(c: SwatchContext): void {
  const { size, k, out, base, accent, noise, noise2, rng, seed } = c
  const cathedral = (seed & 1) === 0
  const warp = coarseField(size, size, 4, (x, y) => noise.fbm(x / (220 * k), y / (700 * k), 3))
  const pores = coarseField(size, size, 2, (x, y) => noise2.fbm(x / (5 * k), y / (160 * k), 2))
  const tone = coarseField(size, size, 8, (x, y) => noise2.fbm(x / (500 * k) + 5, y / (500 * k), 2))
  const rings = cathedral ? 7 + rng() * 4 : 16 + rng() * 10
  const cx = 0.35 + rng() * 0.3
  const lean = (rng() - 0.5) * 0.2
  for (let y = 0; y < size; y++) {
    const v = y / size
    for (let x = 0; x < size; x++) {
      const p = y * size + x
      const u = x / size
      const w = warp[p] ?? 0
      let g: number
      if (cathedral) {
        const du = u - cx + lean * v + w * 0.05
        g = Math.sqrt(du * du * 10 + Math.max(0, 1.15 - v) * 0.7) + w * 0.06
      } else {
        g = u + lean * v + w * 0.045
      }
      const ring = g * rings
      const t = ring % 1
      const strength = 0.55 + 0.45 * hash2(Math.floor(ring), 5, seed)
      const late = t * t * t * strength
      const streak = pores[p] ?? 0
      const pore = streak < -0.35 ? (-0.35 - streak) * 1.6 : 0
      const mixT = clamp(late * 0.7 + pore * 0.5 + (streak + 1) * 0.12)
      const f = 1.02 + (tone[p] ?? 0) * 0.08 - late * 0.06 + (hash2(x, y, seed) - 0.5) * 0.03
      putMix(out, p, base, accent, mixT, f)
    }
  }
}

/** Marble: bold turbulent veins with soft halos, a second family of thin veins, clouding. */
export function paintMarble(c: SwatchContext): void {
  const { size, k, out, base, accent, noise, noise2, rng, seed } = c
  const turb = coarseField(size, size, 4, (x, y) => noise.turbulence(x / (420 * k), y / (420 * k), 5) * 0.6 + noise.fbm(x / (300 * k), y / (300 * k), 3) * 0.5)
  const turb2 = coarseField(size, size, 4, (x, y) => noise2.fbm(x / (260 * k), y / (260 * k), 4))
  const cloud = coarseField(size, size, 8, (x, y) => noise2.fbm(x / (420 * k) + 30, y / (420 * k), 3))
  const angle = rng() * Math.PI
  const angle2 = angle + 0.5 + rng() * 0.8
  const freq = 1.4 + rng() * 1.4
  const freq2 = 3 + rng() * 2
  const c1 = Math.cos(angle) * freq * Math.PI
  const s1 = Math.sin(angle) * freq * Math.PI
  const c2 = Math.cos(angle2) * freq2 * Math.PI
  const s2 = Math.sin(angle2) * freq2 * Math.PI
  const soft: RGB = mixRgb(base, accent, 0.5)
  for (let y = 0; y < size; y++) {
    const v = y / size
    for (let x = 0; x < size; x++) {
      const p = y * size + x
      const u = x / size
      const t1 = turb[p] ?? 0
      const t2 = turb2[p] ?? 0
      const main = Math.abs(Math.sin(u * c1 + v * s1 + t1 * 4.5))
      const second = Math.abs(Math.sin(u * c2 + v * s2 + t2 * 2.5 + t1 * 3))
      const fade = smoothstep(-0.2, 0.4, t2)
      const vein = (1 - smoothstep(0, 0.06 + fade * 0.06, main)) * (0.55 + 0.45 * fade)
      const halo = 1 - smoothstep(0, 0.4, main)
      const thin = (1 - smoothstep(0.005, 0.05, second)) * fade
      const ghost = (1 - smoothstep(0, 0.2, second)) * fade
      const cl = cloud[p] ?? 0
      const f = 1 + cl * 0.035 + (hash2(x, y, seed) - 0.5) * 0.02
      const tVein = clamp(vein * 0.92 + thin * 0.5)
      if (tVein > 0.02) putMix(out, p, base, accent, tVein, f)
      else putMix(out, p, base, soft, clamp(halo * 0.3 + ghost * 0.16 + Math.max(0, cl) * 0.15), f)
    }
  }
}

/** Stone: travertine layers and elongated pores with granular speckles of the accent colour. */
export function paintStone(c: SwatchContext): void {
  const { size, k, out, base, accent, noise, noise2, seed } = c
  const travertine = (seed & 1) === 0
  const mottle = coarseField(size, size, 6, (x, y) => noise.fbm(x / (160 * k), y / (160 * k), 4))
  const bands = coarseField(size, size, 4, (x, y) => noise2.fbm(x / (520 * k), y / (48 * k), 3))
  const poreField = coarseField(size, size, 2, (x, y) => noise.fbm(x / (60 * k) + 70, y / (9 * k), 3) - (travertine ? noise2.noise(x / (200 * k), y / (120 * k)) * 0.25 : 0))
  const grainCell = Math.max(1, Math.round(2.5 * k))
  const light: RGB = mixRgb(base, [255, 255, 255], 0.45)
  const dark: RGB = mixRgb(base, accent, 0.8)
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const p = y * size + x
      const m = mottle[p] ?? 0
      const b = bands[p] ?? 0
      const grain = hash2(Math.floor(x / grainCell), Math.floor(y / grainCell), seed)
      const pf = poreField[p] ?? 0
      let f = 1 + m * 0.07 + (travertine ? b * 0.09 : b * 0.03) + (hash2(x, y, seed + 1) - 0.5) * 0.06
      const poreLimit = travertine ? -0.4 : -0.6
      if (pf < poreLimit + 0.06 && pf >= poreLimit) f += 0.06
      if (pf < poreLimit) {
        putMix(out, p, base, dark, 0.5, 0.62 + (pf - poreLimit) * 0.5)
      } else if (grain < (travertine ? 0.03 : 0.1)) {
        putMix(out, p, base, accent, 0.85, f * (0.85 + grain * 3))
      } else if (grain > (travertine ? 0.985 : 0.95)) {
        putShaded(out, p, light, f)
      } else {
        putMix(out, p, base, accent, clamp(0.12 + m * 0.15), f)
      }
    }
  }
}

/** Brushed metal: fine directional streaks and a soft diagonal specular band. */
export function paintMetal(c: SwatchContext): void {
  const { size, k, out, base, accent, noise, noise2, rng, seed } = c
  const rows = new Float32Array(size)
  let prev = 0
  for (let y = 0; y < size; y++) {
    prev = prev * 0.55 + (hash2(y, 3, seed) - 0.5) * 0.45
    rows[y] = prev
  }
  const broad = coarseField(size, size, 8, (x, y) => noise2.fbm(x / (600 * k), y / (200 * k), 2))
  const bandAngle = 0.35 + rng() * 0.5
  const bandPos = 0.35 + rng() * 0.3
  const spec: RGB = mixRgb(mixRgb(base, accent, 0.35), [255, 255, 255], 0.35)
  for (let y = 0; y < size; y++) {
    const v = y / size
    const row = rows[y] ?? 0
    for (let x = 0; x < size; x++) {
      const p = y * size + x
      const u = x / size
      const streak = noise.noise(x / (220 * k), y / (1.3 * k)) * 0.6 + row
      const d = u * Math.sin(bandAngle) + v * Math.cos(bandAngle) - bandPos
      const highlight = Math.exp(-d * d * 14)
      const shadow = Math.exp(-(d + 0.45) * (d + 0.45) * 10)
      const f = 0.9 + streak * 0.1 + (broad[p] ?? 0) * 0.05 - shadow * 0.16 + (hash2(x, y, seed) - 0.5) * 0.025
      putMix(out, p, base, spec, highlight * 0.75, f + highlight * 0.08)
    }
  }
}

/** Murano-style art glass: domain-warped bands of colour with bright filaments and bubbles. */
export function paintArtGlass(c: SwatchContext): void {
  const { size, k, out, base, accent, noise, noise2, rng, seed } = c
  const s = 320 * k
  const flow = coarseField(size, size, 3, (x, y) => {
    const q = noise.fbm(x / s, y / s, 3)
    const r = noise2.fbm(x / s + 2.4 * q + 5.2, y / s + 1.7 * q, 3)
    return r
  })
  const angle = rng() * Math.PI
  const ca = Math.cos(angle)
  const sa = Math.sin(angle)
  const deep: RGB = [base[0] * 0.55, base[1] * 0.55, base[2] * 0.55]
  const glow: RGB = mixRgb(accent, [255, 255, 255], 0.55)
  for (let y = 0; y < size; y++) {
    const v = y / size
    for (let x = 0; x < size; x++) {
      const p = y * size + x
      const u = x / size
      const fl = flow[p] ?? 0
      const stripes = Math.sin(((u * ca + v * sa) * 1.6 + fl * 1.8) * Math.PI * 2)
      const t = 0.5 + 0.5 * stripes
      const filament = Math.pow(Math.max(0, 1 - Math.abs(stripes - 0.55) * 6), 2)
      const i = p * 3
      let r: number
      let g: number
      let b: number
      if (t < 0.5) {
        const m = t * 2
        r = deep[0] + (base[0] - deep[0]) * m
        g = deep[1] + (base[1] - deep[1]) * m
        b = deep[2] + (base[2] - deep[2]) * m
      } else {
        const m = smoothstep(0.68, 1, t)
        r = base[0] + (accent[0] - base[0]) * m
        g = base[1] + (accent[1] - base[1]) * m
        b = base[2] + (accent[2] - base[2]) * m
      }
      r += (glow[0] - r) * filament * 0.7
      g += (glow[1] - g) * filament * 0.7
      b += (glow[2] - b) * filament * 0.7
      const cell = 14 * k
      const bx = Math.floor(x / cell)
      const by = Math.floor(y / cell)
      const bub = hash2(bx, by, seed)
      let lift = 0
      if (bub > 0.975) {
        const r = cell * (0.12 + (bub - 0.975) * 12)
        const d = Math.hypot(x - (bx + 0.5) * cell, y - (by + 0.5) * cell) / r
        lift = d < 1 ? (d > 0.75 ? 0.35 : 0.1) : 0
      }
      out[i] = r + (255 - r) * lift
      out[i + 1] = g + (255 - g) * lift
      out[i + 2] = b + (255 - b) * lift
    }
  }
  glossBand(c, 0.18)
}

/** Cast resin: smooth, glossy, with cloudy depth and a few suspended flecks. */
export function paintResin(c: SwatchContext): void {
  const { size, k, out, base, accent, noise, noise2, seed } = c
  const cloud = coarseField(size, size, 4, (x, y) => noise.fbm(x / (260 * k), y / (260 * k), 4))
  const deep = coarseField(size, size, 8, (x, y) => noise2.fbm(x / (600 * k), y / (600 * k), 2))
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const p = y * size + x
      const cl = cloud[p] ?? 0
      const d = deep[p] ?? 0
      const fleck = hash2(x >> 1, y >> 1, seed) > 0.9985 ? 0.25 : 0
      const t = clamp(0.5 + cl * 0.9)
      putMix(out, p, base, accent, smoothstep(0.35, 0.95, t) * 0.55, 0.97 + d * 0.1 + cl * 0.05 + fleck)
    }
  }
  glossBand(c, 0.22)
}

/** High-gloss lacquer: deep flat colour with a soft window reflection. */
export function paintLacquer(c: SwatchContext): void {
  const { size, k, out, base, noise, seed } = c
  const wave = coarseField(size, size, 16, (x, y) => noise.fbm(x / (900 * k), y / (900 * k), 2))
  for (let y = 0; y < size; y++) {
    const v = y / size
    for (let x = 0; x < size; x++) {
      const p = y * size + x
      const f = 0.96 + (0.5 - v) * 0.08 + (wave[p] ?? 0) * 0.03 + (hash2(x, y, seed) - 0.5) * 0.008
      putShaded(out, p, base, f)
    }
  }
  glossBand(c, 0.3)
}

/** Matte glazed ceramic: gentle pooling of the glaze, fine iron speckle and micro texture. */
export function paintCeramic(c: SwatchContext): void {
  const { size, k, out, base, accent, noise, noise2, seed } = c
  const pool = coarseField(size, size, 6, (x, y) => noise.fbm(x / (200 * k), y / (200 * k), 4))
  const micro = coarseField(size, size, 2, (x, y) => noise2.noise(x / (4 * k), y / (4 * k)))
  const speckleCell = Math.max(1, Math.round(3 * k))
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const p = y * size + x
      const pl = pool[p] ?? 0
      const sx = Math.floor(x / speckleCell)
      const sy = Math.floor(y / speckleCell)
      const h = hash2(sx, sy, seed)
      const speck = h < 0.012 ? 1 : 0
      const f = 1 + pl * 0.05 + (micro[p] ?? 0) * 0.025 + (hash2(x, y, seed + 9) - 0.5) * 0.02
      if (speck) putMix(out, p, base, accent, 0.85, 0.7 + h * 10)
      else putMix(out, p, base, accent, clamp(Math.max(0, -pl) * 0.35), f)
    }
  }
}

/** Adds a soft, slightly curved reflection band (window light) over a glossy surface. */
function glossBand(c: SwatchContext, strength: number): void {
  const { size, out, rng } = c
  const pos = 0.25 + rng() * 0.3
  const tilt = 0.25 + rng() * 0.35
  for (let y = 0; y < size; y++) {
    const v = y / size
    for (let x = 0; x < size; x++) {
      const u = x / size
      const d = v - pos - tilt * u + 0.15 * (u - 0.5) * (u - 0.5)
      const band = smoothstep(-0.45, -0.08, d) * (1 - smoothstep(-0.02, 0.12, d))
      const a = band * strength
      if (a < 0.002) continue
      const i = (y * size + x) * 3
      out[i] = (out[i] ?? 0) + (255 - (out[i] ?? 0)) * a
      out[i + 1] = (out[i + 1] ?? 0) + (255 - (out[i + 1] ?? 0)) * a
      out[i + 2] = (out[i + 2] ?? 0) + (255 - (out[i + 2] ?? 0)) * a
    }
  }
}
