import sharp from 'sharp'
import { hexColour, PLACEHOLDER_EDGE } from '@/domain/images/placeholder'

/**
 * The tiny preview stored with a picture when it is saved (the Media collection's hook): a
 * 4×3 WebP data URL of well under 300 bytes. Pages show its average colour, not the image.
 */
export async function tinyPreview(image: Buffer): Promise<string> {
  const webp = await sharp(image, { failOn: 'none' })
    .rotate()
    .resize({ width: PLACEHOLDER_EDGE, height: PLACEHOLDER_EDGE, fit: 'inside' })
    .webp({ quality: 50, effort: 6 })
    .toBuffer()
  return `data:image/webp;base64,${webp.toString('base64')}`
}

/** Decoded colours by preview: a page shows the same pictures on every render. */
const colours = new Map<string, string | null>()
/** Enough for every picture of the demo and the scale catalogue; the oldest goes first beyond it. */
const MAX_CACHED_COLOURS = 20_000

/**
 * The average colour of a stored preview (older, larger previews too), or null when the
 * picture has transparent parts (a colour box would show through them) or cannot be read.
 */
export async function placeholderColour(preview: string | null | undefined): Promise<string | null> {
  if (!preview?.startsWith('data:image/')) return null
  const known = colours.get(preview)
  if (known !== undefined) return known
  const colour = await averageColour(preview)
  if (colours.size >= MAX_CACHED_COLOURS) {
    const oldest = colours.keys().next()
    if (!oldest.done) colours.delete(oldest.value)
  }
  colours.set(preview, colour)
  return colour
}

async function averageColour(preview: string): Promise<string | null> {
  const base64 = preview.slice(preview.indexOf(',') + 1)
  try {
    const { channels, isOpaque } = await sharp(Buffer.from(base64, 'base64')).stats()
    const [r, g, b] = channels
    if (!isOpaque || !r || !g || !b) return null
    return hexColour({ r: r.mean, g: g.mean, b: b.mean })
  } catch {
    return null
  }
}
