import { DEFAULT_QUALITY, dimension, format, InvalidImageParamsError, NEUTRAL_BRIGHTNESS, percent, rotation, type ImageParams } from './params'

/** What a page asks for; everything optional, checked and normalised by `imageParams`. */
export interface ImageOptions {
  width?: number
  height?: number
  quality?: number
  blur?: number
  brightness?: number
  format?: string
  rotation?: number
}

type Warn = (message: string) => void
const consoleWarn: Warn = (message) => console.warn(`[images] ${message}`)

/** The spec's checks: 0–100 values clamped with a warning, the rest refused with a clear error. */
export function imageParams(options: ImageOptions, warn: Warn = consoleWarn): ImageParams {
  return {
    width: options.width === undefined ? undefined : dimension('width', options.width),
    height: options.height === undefined ? undefined : dimension('height', options.height),
    quality: Math.max(1, percent('quality', options.quality ?? DEFAULT_QUALITY, warn)),
    blur: percent('blur', options.blur ?? 0, warn),
    brightness: percent('brightness', options.brightness ?? NEUTRAL_BRIGHTNESS, warn),
    format: format(options.format ?? 'webp'),
    rotation: options.rotation === undefined ? undefined : rotation(options.rotation),
  }
}

/** Query keys, short so the URLs stay readable. */
const keys = { width: 'w', height: 'h', quality: 'q', blur: 'blur', brightness: 'bri', format: 'fm', rotation: 'rot' } as const

/** The query string of normalised parameters, defaults left out so one image has one URL. */
export function imageQuery(params: ImageParams): string {
  const query = new URLSearchParams()
  if (params.width) query.set(keys.width, String(params.width))
  if (params.height) query.set(keys.height, String(params.height))
  if (params.quality !== DEFAULT_QUALITY) query.set(keys.quality, String(params.quality))
  if (params.blur !== 0) query.set(keys.blur, String(params.blur))
  if (params.brightness !== NEUTRAL_BRIGHTNESS) query.set(keys.brightness, String(params.brightness))
  query.set(keys.format, params.format)
  if (params.rotation) query.set(keys.rotation, String(params.rotation))
  return query.toString()
}

/** A file name from the media library the endpoint may read: no folders, no tricks. */
export function isMediaFileName(name: string): boolean {
  return /^[\w][\w.-]*$/.test(name) && !name.includes('..')
}

/** The transform endpoint's URL for a media file, after the spec's checks. */
export function imageUrl(fileName: string, options: ImageOptions = {}, warn: Warn = consoleWarn): string {
  if (!isMediaFileName(fileName)) throw new InvalidImageParamsError('not a media file name')
  return `/api/images/${encodeURIComponent(fileName)}?${imageQuery(imageParams(options, warn))}`
}

function numberParam(query: URLSearchParams, key: string): number | undefined {
  const raw = query.get(key)
  if (raw === null) return undefined
  if (!/^-?\d+(\.\d+)?$/.test(raw.trim())) throw new InvalidImageParamsError(`${key} must be a number`)
  return Number(raw)
}

/** The endpoint's side: a query string back to checked parameters. */
export function parseImageQuery(query: URLSearchParams, warn: Warn = consoleWarn): ImageParams {
  return imageParams(
    {
      width: numberParam(query, keys.width),
      height: numberParam(query, keys.height),
      quality: numberParam(query, keys.quality),
      blur: numberParam(query, keys.blur),
      brightness: numberParam(query, keys.brightness),
      format: query.get(keys.format) ?? undefined,
      rotation: numberParam(query, keys.rotation),
    },
    warn,
  )
}
