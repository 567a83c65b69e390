import { parseImageQuery } from './imageUrl'
import { DEFAULT_QUALITY, InvalidImageParamsError, NEUTRAL_BRIGHTNESS, type ImageFormat, type ImageParams } from './params'
import { allowedWidths } from './responsive'

/**
 * What the site's own pages ask for (the widths `next.config.ts` gives the image optimizer, from
 * ./responsive, quality 90, AVIF then WebP). The image endpoint serves these and nothing else:
 * each other combination would cost a fresh sharp render and a new cache file, so a stranger
 * could keep the server busy and fill its disk with made-up sizes.
 */
export const servedImageWidths: readonly number[] = allowedWidths
export const servedImageFormats: readonly ImageFormat[] = ['avif', 'webp']
/** Spec §9: images at quality 90. */
export const SERVED_IMAGE_QUALITY = DEFAULT_QUALITY

/** The endpoint's query keys: width, quality and format; a width is required. */
const servedKeys = new Set(['w', 'q', 'fm'])

/**
 * The endpoint's side: a query string to parameters it serves, or `InvalidImageParamsError`
 * (400) naming what is not served. Each key at most once, no key besides `w`, `q`, `fm`.
 */
export function servedImageParams(query: URLSearchParams): ImageParams {
  for (const key of new Set(query.keys())) {
    if (!servedKeys.has(key)) throw new InvalidImageParamsError(`${key.slice(0, 20)} is not served; use w, q and fm`)
    if (query.getAll(key).length > 1) throw new InvalidImageParamsError(`${key} must be given once`)
  }
  const params = parseImageQuery(query, () => undefined)
  if (params.width === undefined || !servedImageWidths.includes(params.width)) {
    throw new InvalidImageParamsError(`w must be one of ${servedImageWidths.join(', ')}`)
  }
  if (params.quality !== SERVED_IMAGE_QUALITY) throw new InvalidImageParamsError(`q must be ${SERVED_IMAGE_QUALITY}`)
  if (!servedImageFormats.includes(params.format)) throw new InvalidImageParamsError(`fm must be one of ${servedImageFormats.join(', ')}`)
  // parseImageQuery fills the neutral values for the keys refused above.
  return { ...params, blur: 0, brightness: NEUTRAL_BRIGHTNESS, height: undefined, rotation: undefined }
}
