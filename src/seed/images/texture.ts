/**
 * Surface texture by finish: a fine twill weave on upholstery (matte), a long wood grain on
 * satin wood. Faces are tagged in the drawing (`data-t`); a flat-colour mask of the subject
 * layer says which pixel shows which texture, and one pass over the pixels modulates them.
 * (SVG patterns would do the same in librsvg at ten times the cost.) Scales with the picture.
 */
import type { Finish } from './geometry'
import { coarseField, Noise2D } from './noise'

type Texture = 'w' | 'g'

const textures: Partial<Record<Finish, Texture>> = { matte: 'w', satin: 'g' }
/** Mask colours: weave in red, grain in green, anything else (occluding) black. */
const maskColour: Record<Texture, string> = { w: '#ff0000', g: '#00ff00' }

/** The attribute that tags a face with its texture ('' for none). */
export function textureAttr(finish: Finish): string {
  const texture = textures[finish]
  return texture ? ` data-t="${texture}"` : ''
}

/** The subject layer as a texture mask: same shapes and order, flat mask colours, opaque. */
export function textureMask(subject: string): string | null {
  if (!subject.includes('data-t="')) return null
  return subject.replace(/<(path|ellipse|circle|rect)\b[^>]*>/g, (tag) => {
    const texture = /data-t="([wg])"/.exec(tag)?.[1] as Texture | undefined
    const colour = texture ? maskColour[texture] : '#000000'
    return tag
      .replace(/ (fill|stroke)-opacity="[^"]*"/g, '')
      .replace(/ fill="(?!none")[^"]*"/, ` fill="${colour}"`)
      .replace(/ stroke="(?!none")[^"]*"/, ` stroke="${colour}"`)
  })
}

interface Raster {
  width: number
  height: number
  channels: number
}

/**
 * Modulates RGB pixels where the mask (any size: it is sampled to the picture) says so.
 * `cell` is the thread width in pixels. Weave: threads crossing two over two, with a slow
 * irregular slub; grain: bands along the face with a warped, knotty flow. Per pixel only table
 * look-ups: the slow noise comes from coarse fields.
 */
export function applyTextures(pixels: Buffer, picture: Raster, mask: Raster & { data: Buffer }, cell: number, seed: number): void {
  const { width, height, channels } = picture
  const noise = new Noise2D(seed)
  const inv = 1 / cell
  const sx = mask.width / width
  const sy = mask.height / height
  const sinX = new Float32Array(width)
  const col = new Uint8Array(width)
  for (let x = 0; x < width; x++) {
    sinX[x] = Math.sin(Math.PI * x * inv)
    col[x] = Math.floor(x * inv) & 1
  }
  const sinY = new Float32Array(height)
  const sinYShift = new Float32Array(height)
  for (let y = 0; y < height; y++) {
    sinY[y] = Math.sin(Math.PI * y * inv)
    sinYShift[y] = Math.sin(Math.PI * (y * inv + 0.5))
  }
  const slub = coarseField(width, height, 8, (x, y) => noise.noise(x * inv * 0.08, y * inv * 0.6))
  let flow: Float32Array | null = null
  for (let y = 0; y < height; y++) {
    const my = Math.min(mask.height - 1, Math.floor(y * sy)) * mask.width
    for (let x = 0; x < width; x++) {
      const m = (my + Math.min(mask.width - 1, Math.floor(x * sx))) * mask.channels
      const weave = (mask.data[m] ?? 0) / 255
      const grain = (mask.data[m + 1] ?? 0) / 255
      if (weave < 0.02 && grain < 0.02) continue
      const p = y * width + x
      let d = 0
      if (weave >= 0.02) {
        const twill = (sinX[x] ?? 0) * ((col[x] ? sinYShift[y] : sinY[y]) ?? 0)
        d += weave * (7 * twill + 5 * (slub[p] ?? 0))
      }
      if (grain >= 0.02) {
        flow ??= coarseField(width, height, 4, (fx, fy) => fy * inv * 0.55 + 5 * noise.fbm(fx * inv * 0.012, fy * inv * 0.05, 2))
        const f = flow[p] ?? 0
        d += grain * (9 * Math.sin(f) * Math.abs(Math.sin(f * 0.5)) - 3 + 4 * (slub[p] ?? 0))
      }
      const i = p * channels
      pixels[i] = Math.max(0, Math.min(255, (pixels[i] ?? 0) + d))
      pixels[i + 1] = Math.max(0, Math.min(255, (pixels[i + 1] ?? 0) + d * 0.95))
      pixels[i + 2] = Math.max(0, Math.min(255, (pixels[i + 2] ?? 0) + d * 0.85))
    }
  }
}
