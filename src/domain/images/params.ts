/** What the image endpoint can do to an image: the spec's image helper options. */
export interface ImageParams {
  width?: number
  height?: number
  /** 0–100, default 90. */
  quality: number
  /** 0–100: 0 none, 100 strongest. */
  blur: number
  /** 0–100: 50 unchanged, 0 black, 100 twice as bright. */
  brightness: number
  format: ImageFormat
  rotation?: ImageRotation
}

export const imageFormats = ['avif', 'webp', 'jpeg', 'png'] as const
export type ImageFormat = (typeof imageFormats)[number]
export const imageRotations = [90, 180, 270] as const
export type ImageRotation = (typeof imageRotations)[number]

export const DEFAULT_QUALITY = 90
export const NEUTRAL_BRIGHTNESS = 50
/** Larger than any screen needs; a bigger request is refused rather than costing the server. */
export const MAX_DIMENSION = 4096

/** A request the helper refuses (the endpoint answers 400 with the message). */
export class InvalidImageParamsError extends Error {
  readonly status = 400
  constructor(message: string) {
    super(message)
    this.name = 'InvalidImageParamsError'
  }
}

/** Keeps a 0–100 value in range; outside, warns and clamps (spec: warned, not refused). */
export function percent(name: string, value: number, warn: (message: string) => void): number {
  if (!Number.isFinite(value)) throw new InvalidImageParamsError(`${name} must be a number from 0 to 100`)
  if (value >= 0 && value <= 100) return value
  const clamped = Math.min(100, Math.max(0, value))
  warn(`${name} ${value} is outside 0–100; using ${clamped}`)
  return clamped
}

/** Width or height: a positive whole number up to the maximum. */
export function dimension(name: string, value: number): number {
  if (!Number.isInteger(value) || value <= 0) throw new InvalidImageParamsError(`${name} must be a positive whole number`)
  if (value > MAX_DIMENSION) throw new InvalidImageParamsError(`${name} must be at most ${MAX_DIMENSION}`)
  return value
}

export function format(value: string): ImageFormat {
  const normalised = value.toLowerCase() === 'jpg' ? 'jpeg' : value.toLowerCase()
  const found = imageFormats.find((candidate) => candidate === normalised)
  if (!found) throw new InvalidImageParamsError(`format must be one of ${imageFormats.join(', ')}`)
  return found
}

export function rotation(value: number): ImageRotation {
  const found = imageRotations.find((candidate) => candidate === value)
  if (!found) throw new InvalidImageParamsError(`rotation must be ${imageRotations.join(', ')}`)
  return found
}
