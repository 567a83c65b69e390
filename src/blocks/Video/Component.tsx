import { mediaPath } from '@/domain/mediaPath'
import { videoEmbed } from '@/domain/video/videoEmbed'
import type { VideoBlock as VideoData } from '@/payload-types'
import { populated } from '@/domain/lists'

/** A film in a 16:9 box (no shift), loaded only when it comes near the screen. */
export function VideoBlock({ block }: { block: VideoData }) {
  const embed = videoEmbed(block.url)
  if (!embed) return null
  const poster = populated(block.poster)
  return (
    <figure className="section block-video">
      <div className="block-video__frame">
        {embed.kind === 'frame' ? (
          <iframe src={embed.src} title={block.title} loading="lazy" allow="autoplay; fullscreen; picture-in-picture; encrypted-media" allowFullScreen referrerPolicy="strict-origin-when-cross-origin" />
        ) : (
          <video src={embed.src} controls preload="none" poster={poster?.url ? mediaPath(poster.url) : undefined} aria-label={block.title} />
        )}
      </div>
      {block.caption && <figcaption>{block.caption}</figcaption>}
    </figure>
  )
}
