import Image from 'next/image'
import { mediaPath } from '@/domain/mediaPath'
import { placeholderColour } from '@/lib/images/placeholder'
import type { Media } from '@/payload-types'
import { InlineSvg } from './InlineSvg'

interface Props {
  media: number | Media | null | undefined
  /** Layout width hint for the browser's choice among the responsive sizes. */
  sizes: string
  /** Above the fold (the hero's first slide, a product's first picture): loaded first, at high priority. */
  priority?: boolean
  className?: string
  /** Fill the parent box (which sets the aspect ratio) instead of using intrinsic size. */
  fill?: boolean
}

/**
 * A CMS image: responsive srcset, AVIF then WebP at quality 90, lazy unless `priority`, and
 * the picture's own calm colour while it loads (a few bytes, where an inline blurred image
 * cost a kilobyte per picture in the HTML and again in the page data). Explicit size or a
 * sized box, so nothing shifts while it loads.
 */
export async function MediaImage({ media, sizes, priority = false, className, fill = false }: Props) {
  if (!media || typeof media !== 'object' || !media.url) return null
  // The image optimizer does not take SVG; icons are inlined after sanitising instead.
  if (media.mimeType === 'image/svg+xml') return <InlineSvg media={media} className={className} />
  const colour = await placeholderColour(media.blurDataUrl)
  const common = {
    src: mediaPath(media.url),
    alt: media.alt,
    sizes,
    quality: 90,
    preload: priority,
    className,
  }
  if (fill) return <Image {...common} fill style={colour ? { objectFit: 'cover', backgroundColor: colour } : { objectFit: 'cover' }} />
  return <Image {...common} width={media.width ?? 1600} height={media.height ?? 1200} style={colour ? { backgroundColor: colour } : undefined} />
}
