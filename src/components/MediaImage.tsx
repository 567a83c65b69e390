import Image from 'next/image'
import type { Media } from '@/payload-types'
import { mediaPath } from '@/domain/mediaPath'
import { InlineSvg } from './InlineSvg'

interface Props {
  media: number | Media | null | undefined
  /** Layout width hint for the browser's choice among the responsive sizes. */
  sizes: string
  priority?: boolean
  className?: string
  /** Fill the parent box (which sets the aspect ratio) instead of using intrinsic size. */
  fill?: boolean
}

/**
 * A CMS image: responsive srcset, AVIF then WebP at quality 90, lazy unless `priority`,
 * blur placeholder and explicit size so nothing shifts while it loads.
 */
export function MediaImage({ media, sizes, priority = false, className, fill = false }: Props) {
  if (!media || typeof media !== 'object' || !media.url) return null
  // The image optimizer does not take SVG; icons are inlined after sanitising instead.
  if (media.mimeType === 'image/svg+xml') return <InlineSvg media={media} className={className} />
  const placeholder = media.blurDataUrl ? ('blur' as const) : ('empty' as const)
  const common = {
    src: mediaPath(media.url),
    alt: media.alt,
    sizes,
    quality: 90,
    priority,
    className,
    placeholder,
    blurDataURL: media.blurDataUrl ?? undefined,
  }
  if (fill) return <Image {...common} fill style={{ objectFit: 'cover' }} />
  return <Image {...common} width={media.width ?? 1600} height={media.height ?? 1200} />
}
