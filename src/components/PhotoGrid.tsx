import { MediaImage } from '@/components/MediaImage'
import type { Media } from '@/payload-types'

/** A titled grid of large pictures, two by two on wide screens. */
export function PhotoGrid({ images, title, id }: { images: Media[]; title: string; id: string }) {
  if (images.length === 0) return null
  return (
    <section className="view-band" aria-labelledby={id}>
      <h2 id={id} className="band-title">
        {title}
      </h2>
      <div className="photo-grid">
        {images.map((image) => (
          <figure key={image.id} className="photo-grid__item">
            <MediaImage media={image} sizes="half" fill />
          </figure>
        ))}
      </div>
    </section>
  )
}
