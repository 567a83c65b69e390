/**
 * Surface texture by finish, at the scale a camera sees it: upholstery (matte) as a heathered
 * fabric (threads far below a pixel, so what shows is the yarn's slow colour variation and a
 * fine fibre noise, with a faint twill where the picture is large enough), satin wood as long
 * warped grain lines along the piece (across for tall parts). Faces are tagged in the drawing
 * (`data-t`); a flat-colour mask of the subject layer says which pixel shows which texture.
 * The textures are tiles made once per pixel scale and shared by every picture (each picture
 * reads them at its own offset), so a picture pays only a table look-up per textured pixel.
 */
import type { Finish } from './geometry'
import { hash2 } from './noise'

type Texture = 'w' | 'g' | 'v'

const textures: Partial<Record<Finish, Texture>> = { matte: 'w', satin: 'g' }
/** Mask colours: weave in red, grain along in green, grain across in blue, anything else (occluding) black. */
const maskColour: Record<Texture, string> = { w: '#ff0000', g: '#00ff00', v: '#0000ff' }

/** The attribute that tags a face with its texture ('' for none); `upright`: a tall part, its grain runs up. */
export function textureAttr(finish: Finish, upright = false): string {
  const texture = textures[finish]
  if (!texture) return ''
  return ` data-t="${texture === 'g' && upright ? 'v' : texture}"`
}

/** The subject layer as a texture mask: same shapes and order, flat mask colours, opaque. */
export function textureMask(subject: string): string | null {
  if (!subject.includes('data-t="')) return null
  return subject.replace(/<(path|ellipse|circle|rect|use)\b[^>]*>/g, (tag) => {
    const texture = /data-t="([wgv])"/.exec(tag)?.[1] as Texture | undefined
    const colour = texture ? maskColour[texture] : '#000000'
    return tag
      .replace(/ (fill|stroke)-opacity="[^"]*"/g, '')
      .replace(/ fill="(?!none")[^"]*"/, ` fill="${colour}"`)
      .replace(/ stroke="(?!none")[^"]*"/, ` stroke="${colour}"`)
  })
}

/** Side of the texture tiles (a power of two). */
export const tileSide = 256
const tileMask = tileSide - 1

/** Smooth value noise that repeats every `pu` × `pv` lattice cells (for seamless tiles). */
function periodicNoise(u: number, v: number, pu: number, pv: number, salt: number): number {
  const i = Math.floor(u)
  const j = Math.floor(v)
  const fu = u - i
  const fv = v - j
  const su = fu * fu * (3 - 2 * fu)
  const sv = fv * fv * (3 - 2 * fv)
  const i0 = ((i % pu) + pu) % pu
  const j0 = ((j % pv) + pv) % pv
  const i1 = (i0 + 1) % pu
  const j1 = (j0 + 1) % pv
  const a = hash2(i0, j0, salt)
  const b = hash2(i1, j0, salt)
  const c = hash2(i0, j1, salt)
  const d = hash2(i1, j1, salt)
  const top = a + (b - a) * su
  const bottom = c + (d - c) * su
  return (top + (bottom - top) * sv) * 2 - 1
}

/** Cells of a feature `size` pixels long across a tile (at least one: the tile must repeat). */
const cells = (size: number) => Math.max(1, Math.round(tileSide / Math.max(1, size)))

export interface TextureTiles {
  /** Fabric: level offsets (of 255), tileSide² values. */
  weave: Float32Array
  /** Wood grain running along x; read transposed for grain running along y. */
  grain: Float32Array
}

const tileCache = new Map<number, TextureTiles>()

/**
 * The shared tiles for a picture whose furniture is drawn at `scale` (1: a 1600-pixel-wide
 * product picture, where a sofa is about 1,100 pixels long), quantised so that a seed run makes
 * only a few sets.
 */
export function textureTiles(scale: number): TextureTiles {
  const key = Math.max(1, Math.round(scale * 4))
  const known = tileCache.get(key)
  if (known) return known
  const s = key / 4
  const weave = new Float32Array(tileSide * tileSide)
  const grain = new Float32Array(tileSide * tileSide)
  // Fabric: slubs (yarn thicker or paler for a few millimetres along the thread), a finer mottle, fibre noise, a twill when it resolves.
  const slubU = cells(26 * s)
  const slubV = cells(3.5 * s)
  const mottle = cells(7 * s)
  const twill = 4 * s >= 3 ? (2 * Math.PI) / (tileSide / cells(4 * s)) : 0
  // Wood: grain lines a few millimetres apart, warped slowly, with pores streaked along them.
  const lines = cells(7 * s)
  const warp = 3
  const streakU = cells(60 * s)
  const streakV = cells(1.2 * s)
  for (let y = 0; y < tileSide; y++) {
    for (let x = 0; x < tileSide; x++) {
      const u = x / tileSide
      const v = y / tileSide
      const slub = periodicNoise(u * slubU, v * slubV, slubU, slubV, 11)
      const fine = periodicNoise(u * mottle, v * mottle, mottle, mottle, 12)
      const fibre = hash2(x, y, 13) + hash2(x + 5, y + 9, 13) - 1
      const diagonal = twill ? Math.sin((x + y) * twill) : 0
      weave[y * tileSide + x] = 3.2 * slub + 1.6 * fine + 2.2 * fibre + 1.4 * diagonal
      const f = v * lines + 0.9 * periodicNoise(u * warp, v * warp, warp, warp, 14) + 0.35 * periodicNoise(u * 7, v * 7, 7, 7, 15)
      const band = 1 - Math.abs((f - Math.floor(f)) * 2 - 1)
      const late = band * band * band
      const pores = periodicNoise(u * streakU, v * streakV, streakU, streakV, 16)
      grain[y * tileSide + x] = 9 * late - 3 + 2.6 * pores + 1.2 * fibre
    }
  }
  const tiles = { weave, grain }
  tileCache.set(key, tiles)
  return tiles
}

export interface TextureMask {
  data: Buffer
  width: number
  height: number
  channels: number
}

/**
 * Texture offset (in levels) for every pixel of a picture `width` × `height`, or null where no
 * pixel is textured; the mask may be smaller (it is read nearest-neighbour).
 */
export function textureOffsets(mask: TextureMask, width: number, height: number, scale: number, seed: number): Int8Array | null {
  const { weave, grain } = textureTiles(scale)
  const ox = (seed * 73) & tileMask
  const oy = (seed * 151) & tileMask
  const out = new Int8Array(width * height)
  const mx = new Int32Array(width)
  for (let x = 0; x < width; x++) mx[x] = Math.min(mask.width - 1, Math.floor((x * mask.width) / width)) * mask.channels
  let any = false
  for (let y = 0; y < height; y++) {
    const row = Math.min(mask.height - 1, Math.floor((y * mask.height) / height)) * mask.width * mask.channels
    const ty = ((y + oy) & tileMask) * tileSide
    const tx0 = (y + oy) & tileMask
    for (let x = 0; x < width; x++) {
      const m = row + (mx[x] ?? 0)
      const w = mask.data[m] ?? 0
      const g = mask.data[m + 1] ?? 0
      const v = mask.data[m + 2] ?? 0
      if (w + g + v < 8) continue
      const tx = (x + ox) & tileMask
      let d = 0
      if (w) d += (w / 255) * (weave[ty + tx] ?? 0)
      if (g) d += (g / 255) * (grain[ty + tx] ?? 0)
      if (v) d += (v / 255) * (grain[tx * tileSide + tx0] ?? 0)
      out[y * width + x] = Math.round(d)
      any = true
    }
  }
  return any ? out : null
}
