import sharp from 'sharp'
import type { ImageParams } from '@/domain/images/params'

export const contentTypes = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg', png: 'image/png' } as const

/** Blur 0–100 as a Gaussian sigma: 0 none, 100 a soft 25 px. */
function sigma(blur: number): number | null {
  return blur > 0 ? Math.max(0.3, blur / 4) : null
}

/**
 * Applies checked parameters to an image: EXIF orientation first, then rotation, resize
 * (inside the box, never enlarged), brightness, blur, and encoding at the given quality.
 */
export async function transformImage(input: Buffer, params: ImageParams): Promise<Buffer> {
  let image = sharp(input, { failOn: 'error', limitInputPixels: 80_000_000 }).rotate()
  if (params.rotation) image = image.rotate(params.rotation)
  if (params.width || params.height) image = image.resize({ width: params.width, height: params.height, fit: 'inside', withoutEnlargement: true })
  if (params.brightness !== 50) image = image.linear(params.brightness / 50, 0)
  const blur = sigma(params.blur)
  if (blur) image = image.blur(blur)
  switch (params.format) {
    case 'avif':
      return image.avif({ quality: params.quality, effort: 2 }).toBuffer()
    case 'webp':
      return image.webp({ quality: params.quality }).toBuffer()
    case 'jpeg':
      return image.jpeg({ quality: params.quality, mozjpeg: true }).toBuffer()
    case 'png':
      return image.png({ quality: params.quality }).toBuffer()
  }
}
