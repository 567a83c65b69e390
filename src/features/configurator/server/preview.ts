import 'server-only'
import sharp from 'sharp'
import type { Configuration } from '@/domain/configurator/model'
import { PREVIEW_WIDTH, previewHeight, type PreviewWidth } from '@/domain/configurator/previewAddress'
import { previewSvg, type SurfaceFill } from '@/domain/configurator/previewSvg'
import { silhouette, type Surface } from '@/domain/configurator/silhouette'
import { mediaTile } from '@/lib/images/mediaTile'
import type { ConfiguratorProduct } from '../logic/types'

/** Side of a swatch tile drawn into the preview, px. */
const SWATCH_TILE_PIXELS = 160
/** Preview images kept in memory (first render ~100 ms, a repeat is a lookup); the oldest go first. */
export const CONFIGURATOR_PREVIEW_CACHE_ENTRIES = 300

const previews = new Map<string, Buffer>()

/** Which part dresses which surface: the first part the body, the second the cushions, the third the legs (each falls back to the first). */
export function surfaceParts(product: ConfiguratorProduct): Record<Surface, string> {
  const [body, cushions, legs] = product.model.parts.map((part) => part.code)
  return { body: body ?? '', cushions: cushions ?? body ?? '', legs: legs ?? body ?? '' }
}

async function fillOf(product: ConfiguratorProduct, configuration: Configuration, part: string): Promise<SurfaceFill> {
  const token = configuration.materials[part] ?? ''
  const material = Object.hasOwn(product.model.materials, token) ? product.model.materials[token] : undefined
  const swatch = Object.hasOwn(product.swatches, token) ? product.swatches[token] : null
  return { href: swatch ? await mediaTile(swatch, SWATCH_TILE_PIXELS, SWATCH_TILE_PIXELS) : null, hex: material?.hex ?? '#b8b0a4' }
}

function cacheKeyOf(product: ConfiguratorProduct, key: string, width: PreviewWidth): string {
  return `${product.id}|${product.revision}|${key}|${width}`
}

/** Whether the configuration's picture is already drawn at this width (the route counts only new drawings against a budget). */
export function previewIsCached(product: ConfiguratorProduct, key: string, width: PreviewWidth = PREVIEW_WIDTH): boolean {
  return previews.has(cacheKeyOf(product, key, width))
}

/**
 * The configuration's picture (JPEG, 1200 × 630, or smaller at the same proportions): the
 * version's silhouette dressed in the chosen swatches, composited by sharp. The drawing is
 * rasterised at the asked width (its density scaled), not drawn large and shrunk. Kept in memory
 * by product revision, configuration and width.
 */
export async function renderPreview(product: ConfiguratorProduct, configuration: Configuration, key: string, width: PreviewWidth = PREVIEW_WIDTH): Promise<{ image: Buffer; cached: boolean }> {
  const cacheKey = cacheKeyOf(product, key, width)
  const hit = previews.get(cacheKey)
  if (hit) return { image: hit, cached: true }
  const version = product.model.versions.find((candidate) => candidate.token === configuration.version) ?? product.model.versions[0]
  const dimensions = version?.dimensions ?? { length: 200, height: 80, depth: 95, seatHeight: 42 }
  const parts = surfaceParts(product)
  const [body, cushions, legs] = await Promise.all([fillOf(product, configuration, parts.body), fillOf(product, configuration, parts.cushions), fillOf(product, configuration, parts.legs)])
  const svg = previewSvg(silhouette(dimensions), { body, cushions, legs })
  // librsvg draws an SVG at 72 dpi by default: the density scales it to the width; the resize only
  // rounds the height to the full picture's proportions.
  const density = (72 * width) / PREVIEW_WIDTH
  const image = await sharp(Buffer.from(svg), { density }).resize(width, previewHeight(width), { fit: 'fill' }).jpeg({ quality: 82, mozjpeg: true }).toBuffer()
  previews.set(cacheKey, image)
  if (previews.size > CONFIGURATOR_PREVIEW_CACHE_ENTRIES) previews.delete(previews.keys().next().value ?? '')
  return { image, cached: false }
}
