/** Tiny blurred WebP placeholders for next/image `blurDataURL`. */
import sharp from 'sharp'

/** A 16 px wide, blurred WebP of the image as a data URL (a few hundred bytes). */
export async function blurDataUrl(image: Buffer): Promise<string> {
  const webp = await sharp(image)
    .resize({ width: 16, height: 16, fit: 'inside' })
    .blur(0.8)
    .webp({ quality: 40, effort: 4 })
    .toBuffer()
  return `data:image/webp;base64,${webp.toString('base64')}`
}
