/**
 * Surface texture by finish: a fine twill weave on upholstery (matte), a long wood grain on
 * satin wood. Faces are tagged in the drawing (`data-t`); a flat-colour mask of the subject
 * layer says which pixel shows which texture, and one pass over the pixels modulates them.
 * (SVG patterns would do the same in librsvg at ten times the cost.) Scales with the picture.
 */
import type { Finish } from './geometry'
import { Noise2D } from './noise'

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

/**
 * Modulates RGB pixels where the RGB mask says so. `cell` is the thread width in pixels.
 * Weave: threads crossing two over two, with a slow irregular slub; grain: bands stretched
 * along the face with a warped, knotty flow.
 */
export function applyTextures(pixels: Buffer, mask: Buffer, width: number, height: number, channels: number, maskChannels: number, cell: number, seed: number): void {
  const noise = new Noise2D(seed)
  const inv = 1 / cell
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const m = (y * width + x) * maskChannels
      const weave = (mask[m] ?? 0) / 255
      const grain = (mask[m + 1] ?? 0) / 255
      if (weave < 0.02 && grain < 0.02) continue
      let d = 0
      if (weave >= 0.02) {
        const u = x * inv
        const v = y * inv
        const twill = Math.sin(Math.PI * u) * Math.sin(Math.PI * (v + (Math.floor(u) & 1) * 0.5))
        d += weave * (7 * twill + 5 * noise.noise(u * 0.08, v * 0.6))
      }
      if (grain >= 0.02) {
        const u = x * inv
        const v = y * inv
        const flow = v * 0.55 + 5 * noise.fbm(u * 0.012, v * 0.05, 2)
        d += grain * (9 * Math.sin(flow) * Math.abs(Math.sin(flow * 0.5)) - 3 + 4 * noise.noise(u * 0.3, v * 0.02))
      }
      const i = (y * width + x) * channels
      pixels[i] = Math.max(0, Math.min(255, (pixels[i] ?? 0) + d))
      pixels[i + 1] = Math.max(0, Math.min(255, (pixels[i + 1] ?? 0) + d * 0.95))
      pixels[i + 2] = Math.max(0, Math.min(255, (pixels[i + 2] ?? 0) + d * 0.85))
    }
  }
}
