import { mediaPath } from '@/domain/mediaPath'
import { placeholderColour } from '@/lib/images/placeholder'
import type { Media } from '@/payload-types'
import { InlineSvg } from './InlineSvg'
import { ResponsiveImage, type ArtDirection, type ResponsiveImageProps } from './ResponsiveImage.client'

interface Props {
  media: number | Media | null | undefined
  /** Layout width hint for the browser's choice among the responsive sizes. */
  sizes: string
  /** Above the fold (the hero's first slide, a product's first picture): loaded first, at high priority. */
  priority?: boolean
  className?: string
  /** Fill the parent box (which sets the aspect ratio) instead of using intrinsic size. */
  fill?: boolean
  /** A phone's own crop, shown below `artMedia` instead of `media` (one download per screen). */
  mobile?: Media | null
  artMedia?: string
  /**
   * Replaces the picture's own alt text: `''` where the picture only decorates content that
   * already names it (a card inside a link whose title says what it shows).
   */
  alt?: string
}

/**
 * A CMS image: a srcset of the widths its layout can use, AVIF then WebP at quality 90, lazy
 * unless `priority`, and the picture's own calm colour while it loads (a few bytes, where an
 * inline blurred image cost a kilobyte per picture in the HTML and again in the page data).
 * Explicit size or a sized box, so nothing shifts while it loads.
 */
export async function MediaImage({ media, sizes, priority = false, className, fill = false, mobile, artMedia, alt }: Props) {
  if (!media || typeof media !== 'object' || !media.url) return null
  // The image optimizer does not take SVG; icons are inlined after sanitising instead.
  if (media.mimeType === 'image/svg+xml') return <InlineSvg media={media} className={className} />
  const art: ArtDirection | undefined =
    mobile?.url && artMedia && mobile.mimeType !== 'image/svg+xml' ? { media: artMedia, src: mediaPath(mobile.url) } : undefined
  const colour = await placeholderColour(media.blurDataUrl)
  // Only the props that differ from their defaults: each one travels in the page data per picture.
  const props: ResponsiveImageProps = { src: mediaPath(media.url), alt: alt ?? media.alt, sizes }
  if (priority) props.priority = true
  if (className) props.className = className
  if (fill) props.fill = true
  else {
    props.width = media.width ?? 1600
    props.height = media.height ?? 1200
  }
  if (colour) props.colour = colour
  if (art) props.art = art
  return <ResponsiveImage {...props} />
}
