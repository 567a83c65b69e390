import { MediaImage } from '@/components/MediaImage'
import type { ImageBlock as ImageBlockData } from '@/payload-types'

const sizes = { full: '100vw', wide: '(min-width: 1440px) 1440px, 100vw', narrow: '(min-width: 900px) 820px, 100vw' } as const

/** One picture at its own proportions (no crop, no shift), with its caption. */
export function ImageBlock({ block }: { block: ImageBlockData }) {
  return (
    <figure className={`block-image block-image--${block.size}`}>
      <MediaImage media={block.image} sizes={sizes[block.size]} />
      {block.caption && <figcaption>{block.caption}</figcaption>}
    </figure>
  )
}
