import { MediaImage } from '@/components/MediaImage'
import type { RichImage as RichImageData } from '@/domain/richtext/types'
import type { Media } from '@/payload-types'

function isMedia(value: unknown): value is Media {
  return !!value && typeof value === 'object' && 'url' in value && typeof value.url === 'string' && 'alt' in value && typeof value.alt === 'string'
}

/** An image placed in the text: responsive, lazy, with its caption. */
export function RichImage({ image }: { image: RichImageData }) {
  if (!isMedia(image.media)) return null
  return (
    <figure className="rich-figure">
      <MediaImage media={image.media} sizes="(min-width: 900px) 760px, 100vw" />
      {image.caption && <figcaption>{image.caption}</figcaption>}
    </figure>
  )
}
